import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form } from 'antd';
import { useState, type ReactElement } from 'react';
import { aktivitasBelajarBodySchema, type AktivitasBelajar, type AktivitasBelajarBody } from '@madrasah/contract/schemas/aktivitas-belajar';
import { showServerFieldErrors } from '../../lib/form-errors';
import { zodFormRules } from '../../lib/zod-form';
import { useSaveAktivitasBelajar } from './api';
import { FormSection } from '../FormGrid';
import { formFields } from '../form-fields';
import { IsoDatePicker } from '../IsoDatePicker';
import { LABEL } from './labels';
import { cardSize } from '../mobile';
import { OptionSelect } from '../OptionSelect';

type FieldName = keyof AktivitasBelajarBody & keyof typeof LABEL;

const FIELDS: FieldName[] = ['jenis_pendaftaran', 'tgl_masuk', 'sekolah_asal', 'jenjang_sekolah_asal', 'no_ijazah', 'tgl_ijazah'];
/** Spec 02 section 5: the rules apply once any of these is filled. */
const TRIGGERS: FieldName[] = ['jenis_pendaftaran', 'tgl_masuk', 'sekolah_asal', 'no_ijazah', 'tgl_ijazah'];
const INPUT: Partial<Record<FieldName, ReactElement>> = {
  jenis_pendaftaran: <OptionSelect list="jenis_pendaftaran" />,
  jenjang_sekolah_asal: <OptionSelect list="jenjang_sekolah_asal" />,
  tgl_masuk: <IsoDatePicker />,
  tgl_ijazah: <IsoDatePicker />,
};

const anyFilled = (values: Record<string, unknown>) => TRIGGERS.some((name) => values[name] !== null && values[name] !== undefined && values[name] !== '');

type Props = { siswaId: number; data: AktivitasBelajar; onClose: () => void };

/**
 * The registration form (Pendaftaran Masuk). A saved registration is updated and keeps its
 * rules; without one, an empty form creates nothing (spec 02 section 4). Saved, the read view
 * comes back with the new data.
 */
export default function AktivitasBelajarForm({ siswaId, data, onClose }: Props) {
  const [form] = Form.useForm<AktivitasBelajarBody>();
  const save = useSaveAktivitasBelajar(siswaId);
  const [rules] = useState(() => zodFormRules(aktivitasBelajarBodySchema, { when: (values) => data.id !== null || anyFilled(values) }));

  const submit = (values: AktivitasBelajarBody) => {
    if (data.id === null && !values.jenis_pendaftaran) return onClose();
    save.mutate({ id: data.id, body: aktivitasBelajarBodySchema.parse(values) }, { onSuccess: onClose, onError: (err) => showServerFieldErrors(form, err) });
  };

  return (
    <Card title="Edit Aktivitas Belajar" size={cardSize}>
      <Form
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(FIELDS.map((name) => [name, data[name]]))}
        onFinish={submit}
        scrollToFirstError={{ block: 'center' }}
      >
        <FormSection title="Pendaftaran Masuk">{formFields<FieldName>(LABEL, rules, INPUT).fields(FIELDS)}</FormSection>
        <Flex justify="end" gap={8} className="form-actions">
          <Button onClick={onClose} disabled={save.isPending}>
            Batal
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
            Simpan
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
