import { Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { alumniDataDiriBodySchema, type AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { zodFormRules } from '../../lib/zod-form';
import { Cell, FormSection } from '../../components/FormGrid';
import { OptionSelect } from '../../components/OptionSelect';
import { regionFormField } from '../../lib/region-values';
import { RegionFormItems } from '../../components/RegionFormItems';
import { formFields } from '../../components/form-fields';
import { DataDiriFormCard, PhotoField } from '../../components/student-record/DataDiriFormCard';
import { useUpdateAlumniDataDiri } from './api';
import { BirthDatePicker } from './BirthDatePicker';
import { alumniDataDiriBody, alumniDataDiriFormValues, photoUrl, type AlumniDataDiriFormValues } from './data-diri-values';
import { FormActions } from './FormActions';
import { LABEL } from './labels';
import { ReadOnlyField } from './ReadOnlyField';
import { YearPicker } from './YearPicker';

const rules = zodFormRules(alumniDataDiriBodySchema);

type FieldName = Exclude<keyof AlumniDataDiriFormValues, 'region' | 'kelurahan' | 'foto'>;

// Inputs other than a plain text box; numbers are typed as text and read by the contract.
const numeric = <Input inputMode="numeric" />;
const INPUT: Partial<Record<FieldName, ReactElement>> = {
  nik: numeric,
  kode_pos: numeric,
  no_telp: <Input inputMode="tel" autoComplete="tel" />,
  jenis_kelamin: <OptionSelect list="jenis_kelamin" />,
  tgl_lahir: <BirthDatePicker />,
  tahun_masuk: <YearPicker />,
  tahun_lulus: <YearPicker />,
  alamat: <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />,
};

const { field, fields } = formFields<FieldName>(LABEL, rules, INPUT);

type Props = { data: AlumniDataDiri; onClose: () => void };

/**
 * The alumni's personal-data form: the contract's rules under each field before sending, the
 * server's after. No.KTA and email stay read-only. Saved, the form closes on the reloaded data;
 * leaving with unsaved changes asks first.
 */
export default function DataDiriForm({ data, onClose }: Props) {
  const [form] = Form.useForm<AlumniDataDiriFormValues>();
  const save = useUpdateAlumniDataDiri(data.id);
  const unsaved = useUnsavedChanges();

  const submit = (values: AlumniDataDiriFormValues) =>
    save.mutate(alumniDataDiriBody(values), {
      onSuccess: () => {
        unsaved.markSaved();
        onClose();
      },
      onError: (err) => showServerFieldErrors(form, err, regionFormField),
    });

  return (
    <DataDiriFormCard form={form} initialValues={alumniDataDiriFormValues(data)} onFinish={submit} onEdited={unsaved.markChanged}>
      <FormSection title="Data Pribadi">
        <PhotoField current={photoUrl(data)} />
        {fields(['nama', 'nik'])}
        <Cell>
          <ReadOnlyField label={LABEL.no_kta} value={data.no_kta} />
        </Cell>
        {fields(['jenis_kelamin', 'tempat_lahir', 'tgl_lahir', 'tahun_masuk', 'tahun_lulus'])}
      </FormSection>
      <FormSection title="Kontak">
        {field('no_telp')}
        <Cell>
          <ReadOnlyField label={LABEL.email} value={data.email} />
        </Cell>
      </FormSection>
      <FormSection title="Alamat">
        {field('alamat', true)}
        <RegionFormItems />
        {field('kode_pos')}
      </FormSection>
      <FormActions onCancel={() => unsaved.confirmLeave(onClose)} saving={save.isPending} />
    </DataDiriFormCard>
  );
}
