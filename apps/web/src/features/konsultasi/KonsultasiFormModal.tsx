import { Form, Input, Select, Skeleton, type FormInstance } from 'antd';
import { konsultasiBodySchema, type KonsultasiBody, type KonsultasiRow } from '@madrasah/contract/schemas/konsultasi';
import { FormModal } from '../../components/FormModal';
import { formatDate } from '../../lib/format';
import { useSchoolToday } from '../../lib/server-today';
import { zodFormRules } from '../../lib/zod-form';
import { useKonsultasiTopik } from './api';

const rules = zodFormRules(konsultasiBodySchema);
const URAIAN_MAX = 2000;

/** The form's date: shown as DD-MM-YYYY, never typed (spec 02 section 5). */
function ReadOnlyDate({ value, id }: { value?: string; id?: string }) {
  return <Input id={id} readOnly variant="filled" value={formatDate(value)} />;
}

type Props = {
  /** The draft being changed; a new consultation without it. */
  konsultasi?: KonsultasiRow;
  saving: boolean;
  onSubmit: (body: KonsultasiBody, form: FormInstance<KonsultasiBody>) => void;
  onCancel: () => void;
};

/**
 * 'Form Konseling': the read-only date (today, or the draft's own), the topic and the
 * description, each 'harus diisi' when empty; the server's field messages show under each.
 */
export function KonsultasiFormModal({ konsultasi, saving, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<KonsultasiBody>();
  const topik = useKonsultasiTopik();
  // The date a new consultation is filed on.
  const today = useSchoolToday();
  const tgl = konsultasi?.tgl ?? today;
  const draft = konsultasi && { topik_id: konsultasi.topik_id, uraian: konsultasi.uraian ?? undefined };
  return (
    <FormModal title="Form Konseling" form={form} saving={saving} onCancel={onCancel} width={600}>
      {tgl === undefined ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Form<KonsultasiBody> form={form} layout="vertical" initialValues={{ tgl, ...draft }} onFinish={(values) => onSubmit(values, form)}>
          <Form.Item name="tgl" label="Tanggal" rules={rules('tgl')}>
            <ReadOnlyDate />
          </Form.Item>
          <Form.Item name="topik_id" label="Topik" rules={rules('topik_id')}>
            <Select
              placeholder="Pilih topik konseling"
              loading={topik.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={topik.data?.map((t) => ({ value: t.id, label: t.nama }))}
            />
          </Form.Item>
          <Form.Item name="uraian" label="Uraian" rules={rules('uraian')}>
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={URAIAN_MAX} showCount placeholder="Ceritakan hal yang ingin dikonsultasikan" />
          </Form.Item>
        </Form>
      )}
    </FormModal>
  );
}
