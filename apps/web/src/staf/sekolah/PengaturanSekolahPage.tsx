import { AimOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import type { LatLngTuple } from 'leaflet';
import { useState } from 'react';
import { STAF_SEKOLAH } from '@madrasah/contract/endpoints/staf-sekolah';
import { JADWAL_HARI } from '@madrasah/contract/jadwal';
import { GEOFENCE, pengaturanSekolahBodySchema, type PengaturanSekolah, type PengaturanSekolahBody } from '@madrasah/contract/schemas/staf-sekolah';
import { ZONA_WAKTU } from '@madrasah/contract/zona-waktu';
import { Cell, FormSection } from '../../components/FormGrid';
import LoadError from '../../components/LoadError';
import { cardSize } from '../../components/mobile';
import { PageLoader } from '../../components/PageLoader';
import { PHOTO_RULE } from '../../components/upload/file-to-base64';
import { FileUpload } from '../../components/upload/FileUpload';
import { useCanCall } from '../../lib/can-call';
import { formatThousands } from '../../lib/format';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { usePengaturanSekolah, useSavePengaturanSekolah } from './api';
import { GeofenceMap, pinOf, roundedPin } from './GeofenceMap';
import { JamInput } from './JamInput';
import { BelumHadirCard } from '../notifikasi/BelumHadirCard';
import './sekolah.css';

const rules = zodFormRules(pengaturanSekolahBodySchema);

/** The form's values: the body, the logo only once a new one is chosen. */
type Values = PengaturanSekolahBody;

const formValues = ({ logo: _logo, main_path: _path, ...saved }: PengaturanSekolah): Values => saved;

/** The spec keys Sunday 'Minggu' but shows it as 'Ahad'. */
const HARI_OPTIONS = JADWAL_HARI.map((hari) => ({ value: hari, label: hari === 'Minggu' ? 'Ahad' : hari }));

/** Latitude, longitude, radius and its switch, and the map that shows and sets them. */
function GeofenceFields({ readOnly }: { readOnly: boolean }) {
  const form = Form.useFormInstance<Values>();
  const lat = Form.useWatch('lat', form);
  const long = Form.useWatch('long', form);
  const radius = Form.useWatch('radius', form);
  const active = Form.useWatch('radius_active', form);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string>();

  const pick = (position: LatLngTuple) => {
    const [y, x] = roundedPin(position);
    form.setFields([
      { name: 'lat', value: y, errors: [] },
      { name: 'long', value: x, errors: [] },
    ]);
  };
  // The operator standing at the school takes the point from the device.
  const locate = () => {
    setLocating(true);
    setLocateError(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        pick([coords.latitude, coords.longitude]);
      },
      () => {
        setLocating(false);
        setLocateError('Lokasi perangkat tidak dapat dibaca. Izinkan akses lokasi, atau tandai lokasi di peta.');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <>
      <Cell>
        <Form.Item name="radius_active" label="Batasi radius presensi" valuePropName="checked">
          <Switch checkedChildren="Aktif" unCheckedChildren="Nonaktif" />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="radius" label="Radius (meter)" rules={rules('radius')} extra={`${GEOFENCE.radiusMin}–${formatThousands(GEOFENCE.radiusMax)} meter`}>
          <InputNumber<number>
            min={GEOFENCE.radiusMin}
            max={GEOFENCE.radiusMax}
            step={10}
            precision={0}
            suffix="m"
            inputMode="numeric"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="lat" label="Latitude" rules={rules('lat')}>
          <InputNumber<number> min={-90} max={90} step={0.0001} inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item name="long" label="Longitude" rules={rules('long')}>
          <InputNumber<number> min={-180} max={180} step={0.0001} inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
      </Cell>
      <Cell wide>
        <GeofenceMap center={pinOf(lat, long)} radius={radius ?? 0} active={active === true} onPick={readOnly ? undefined : pick} />
        {!readOnly && (
          <Flex gap={12} align="center" wrap className="geofence-hint">
            <Typography.Text type="secondary">
              Geser pin atau klik peta untuk memindahkan titik madrasah; lingkaran menunjukkan radius presensi.
            </Typography.Text>
            <Button size="small" icon={<AimOutlined />} loading={locating} onClick={locate}>
              Gunakan lokasi perangkat
            </Button>
          </Flex>
        )}
        {locateError && <Alert type="warning" showIcon title={locateError} />}
        {active === false && <Alert type="info" showIcon title="Radius nonaktif: presensi diterima dari lokasi mana pun." />}
      </Cell>
    </>
  );
}

function SekolahForm({ data }: { data: PengaturanSekolah }) {
  const [form] = Form.useForm<Values>();
  const save = useSavePengaturanSekolah();
  const readOnly = !useCanCall()(STAF_SEKOLAH.update);
  const logo = data.logo ? `${data.main_path}${data.logo}` : undefined;

  const submit = (values: Values) =>
    save.mutate(values, {
      // The saved settings come back; a new logo is now the stored one.
      onSuccess: (saved) => form.setFieldsValue({ ...formValues(saved), logo: undefined }),
      onError: (err) => showServerFieldErrors(form, err),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={formValues(data)}
      onFinish={submit}
      disabled={readOnly || save.isPending}
      scrollToFirstError={{ block: 'center' }}
    >
      {readOnly && <Alert type="info" showIcon title="Anda hanya dapat melihat pengaturan ini." style={{ marginBottom: 16 }} />}
      <FormSection title="Identitas Madrasah">
        <Cell wide>
          <Form.Item name="logo" label="Logo">
            <FileUpload rule={PHOTO_RULE} current={logo} label="Logo" />
          </Form.Item>
        </Cell>
        <Cell>
          <Form.Item name="nama" label="Nama madrasah" rules={rules('nama')}>
            <Input maxLength={200} />
          </Form.Item>
        </Cell>
        <Cell>
          <Form.Item name="npsn" label="NPSN" rules={rules('npsn')}>
            <Input inputMode="numeric" maxLength={8} />
          </Form.Item>
        </Cell>
        <Cell wide>
          <Form.Item name="alamat" label="Alamat" rules={rules('alamat')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
          </Form.Item>
        </Cell>
      </FormSection>
      <FormSection title="Waktu Presensi">
        <Cell>
          <Form.Item name="timezone" label="Zona waktu" rules={rules('timezone')}>
            <Select options={ZONA_WAKTU.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
        </Cell>
        <Cell>
          <Form.Item name="jam_masuk" label="Jam masuk" rules={rules('jam_masuk')}>
            <JamInput />
          </Form.Item>
        </Cell>
        <Cell>
          <Form.Item name="jam_pulang" label="Jam pulang" rules={rules('jam_pulang')} dependencies={['jam_masuk']}>
            <JamInput />
          </Form.Item>
        </Cell>
        <Cell wide>
          <Form.Item name="hari_presensi" label="Hari presensi" rules={rules('hari_presensi')}>
            <Checkbox.Group options={HARI_OPTIONS} />
          </Form.Item>
        </Cell>
      </FormSection>
      <FormSection title="Lokasi & Radius Presensi">
        <GeofenceFields readOnly={readOnly} />
      </FormSection>
      {!readOnly && (
        <Flex justify="end" className="form-actions" style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} disabled={false}>
            Simpan
          </Button>
        </Flex>
      )}
    </Form>
  );
}

/**
 * Pengaturan sekolah (Identitas & Presensi): the school's identity, timezone, clock-in times and
 * days, and the clock-in geofence picked on the map. The operator saves it, the head reads it; a
 * saved change applies to the portal's clock-in at once.
 */
export default function PengaturanSekolahPage() {
  const query = usePengaturanSekolah();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError title="Pengaturan sekolah gagal dimuat" onRetry={() => void query.refetch()} />;
  return (
    <>
      <Card title="Identitas & Presensi" size={cardSize}>
        <SekolahForm data={query.data} />
      </Card>
      <BelumHadirCard />
    </>
  );
}
