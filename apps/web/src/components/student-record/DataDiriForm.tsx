import { SaveOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography, type FormInstance } from 'antd';
import type { LatLngTuple } from 'leaflet';
import type { ReactElement } from 'react';
import { dataDiriBodySchema, type DataDiri } from '@madrasah/contract/schemas/data-diri';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { zodFormRules } from '../../lib/zod-form';
import { useUpdateDataDiri } from './api';
import { DataDiriFormCard, PhotoField } from './DataDiriFormCard';
import { dataDiriBody, dataDiriFormValues, type DataDiriFormValues } from './data-diri-values';
import { Cell, FormSection } from '../FormGrid';
import { IsoDatePicker } from '../IsoDatePicker';
import { LABEL } from './labels';
import { LocationMap, positionOf } from './LocationMap';
import { OptionSelect } from '../OptionSelect';
import { regionFormField } from '../../lib/region-values';
import { RegionFormItems } from '../RegionFormItems';
import { formFields } from '../form-fields';

const rules = zodFormRules(dataDiriBodySchema);

type FieldName = Extract<keyof DataDiriFormValues, keyof typeof LABEL> & Parameters<typeof rules>[0];

// Inputs other than a plain text box; numbers are typed as text and read by the contract.
const numeric = <Input inputMode="numeric" />;
const decimal = <Input inputMode="decimal" />;
const INPUT: Partial<Record<FieldName, ReactElement>> = {
  nik: numeric,
  nisn: numeric,
  nis: numeric,
  no_kip: numeric,
  no_kk: numeric,
  no_akta_kelahiran: numeric,
  jml_saudara: numeric,
  anak_ke: numeric,
  kode_pos: numeric,
  berat_badan: decimal,
  tinggi_badan: decimal,
  lingkar_kepala: decimal,
  no_telp: <Input inputMode="tel" autoComplete="tel" />,
  email: <Input inputMode="email" autoComplete="email" />,
  jenis_kelamin: <OptionSelect list="jenis_kelamin" />,
  agama: <OptionSelect list="agama" />,
  kewarganegaraan: <OptionSelect list="kewarganegaraan" />,
  biaya_dari: <OptionSelect list="biaya_dari" />,
  status_tempat_tinggal: <OptionSelect list="status_tempat_tinggal" />,
  transportasi: <OptionSelect list="transportasi" />,
  jarak_tempuh: <OptionSelect list="jarak_tempuh" />,
  waktu_tempuh: <OptionSelect list="waktu_tempuh" />,
  kebutuhan_khusus: <OptionSelect list="kebutuhan_khusus" />,
  kebutuhan_disabilitas: <OptionSelect list="kebutuhan_disabilitas" />,
  pendidikan_pra_sekolah: <OptionSelect list="pendidikan_pra_sekolah" mode="multiple" />,
  imunisasi: <OptionSelect list="imunisasi" mode="multiple" />,
  tgl_lahir: <IsoDatePicker />,
  alamat: <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />,
};

const { field, fields } = formFields<FieldName>(LABEL, rules, INPUT);

/** Latitude and longitude, and the map whose pin follows them and sets them when moved. */
function LocationFields({ form }: { form: FormInstance<DataDiriFormValues> }) {
  const lat = Form.useWatch('lat', form);
  const long = Form.useWatch('long', form);
  const pick = ([y, x]: LatLngTuple) =>
    form.setFields([
      { name: 'lat', value: y.toFixed(6), errors: [] },
      { name: 'long', value: x.toFixed(6), errors: [] },
    ]);
  return (
    <>
      {fields(['lat', 'long'])}
      <Cell wide>
        <LocationMap position={positionOf(lat, long)} onPick={pick} />
        <Typography.Text type="secondary" className="location-hint">
          Klik peta atau geser pin untuk menandai lokasi tempat tinggal.
        </Typography.Text>
      </Cell>
    </>
  );
}

type Props = { siswaId: number; data: DataDiri; onClose: () => void };

/**
 * The personal-data form: every field with the contract's rules under it before sending, the
 * server's after; a new photo is checked and shrunk in the browser. Saved, the read view shows the
 * data fetched again; leaving with unsaved changes asks first.
 */
export default function DataDiriForm({ siswaId, data, onClose }: Props) {
  const [form] = Form.useForm<DataDiriFormValues>();
  const save = useUpdateDataDiri(siswaId);
  const unsaved = useUnsavedChanges();
  const photo = data.foto ? `${data.main_path}${data.foto}` : undefined;

  const submit = (values: DataDiriFormValues) =>
    save.mutate(dataDiriBody(values), {
      onSuccess: () => {
        unsaved.markSaved();
        onClose();
      },
      onError: (err) => showServerFieldErrors(form, err, regionFormField),
    });

  return (
    <DataDiriFormCard form={form} initialValues={dataDiriFormValues(data)} onFinish={submit} onEdited={unsaved.markChanged}>
      <FormSection title="Identitas">
        <PhotoField current={photo} />
        {fields(['nama', 'nik', 'nisn', 'nis', 'no_kip', 'jenis_kelamin', 'agama', 'kewarganegaraan', 'cita_cita', 'hobi'])}
      </FormSection>
      <FormSection title="Kelahiran & Keluarga">
        {fields(['tempat_lahir', 'tgl_lahir', 'no_akta_kelahiran', 'no_kk', 'kepala_keluarga', 'jml_saudara', 'anak_ke', 'no_kks', 'no_pkh', 'biaya_dari'])}
      </FormSection>
      <FormSection title="Kontak">{fields(['no_telp', 'email'])}</FormSection>
      <FormSection title="Alamat">
        {field('alamat', true)}
        <RegionFormItems />
        {field('kode_pos')}
        <LocationFields form={form} />
      </FormSection>
      <FormSection title="Tempat Tinggal & Transportasi">{fields(['status_tempat_tinggal', 'transportasi', 'jarak_tempuh', 'waktu_tempuh'])}</FormSection>
      <FormSection title="Kesehatan">
        {fields(['berat_badan', 'tinggi_badan', 'lingkar_kepala', 'kebutuhan_khusus', 'kebutuhan_disabilitas', 'pendidikan_pra_sekolah', 'imunisasi'])}
      </FormSection>
      <Flex justify="end" gap={8} className="form-actions">
        <Button onClick={() => unsaved.confirmLeave(onClose)} disabled={save.isPending}>
          Batal
        </Button>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
          Simpan
        </Button>
      </Flex>
    </DataDiriFormCard>
  );
}
