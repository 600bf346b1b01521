import { Card, Form, Input } from 'antd';
import type { ReactElement } from 'react';
import { alumniTracingBodySchema, type AlumniTracing } from '@madrasah/contract/schemas/alumni';
import { FileUpload } from '../../components/upload/FileUpload';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { zodFormRules } from '../../lib/zod-form';
import { Cell, FormSection } from '../../components/FormGrid';
import { cardSize } from '../../components/mobile';
import { OptionSelect } from '../../components/OptionSelect';
import { formFields } from '../../components/form-fields';
import { useUpdateAlumniTracing } from './api';
import { FormActions } from './FormActions';
import { IJAZAH_RULE } from './ijazah-rule';
import { LABEL } from './labels';
import { tracingBody, tracingFormValues, type TracingFormValues } from './tracing-values';
import { YearPicker } from './YearPicker';

const rules = zodFormRules(alumniTracingBodySchema);

type FieldName = Exclude<keyof TracingFormValues, 'file_ijazah'>;

const address = <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />;
const INPUT: Partial<Record<FieldName, ReactElement>> = {
  tahun_masuk: <YearPicker />,
  tahun_lulus: <YearPicker />,
  no_telp: <Input inputMode="tel" autoComplete="tel" />,
  alamat_sekarang: address,
  kategori: <OptionSelect list="kategori_alumni" />,
  pendidikan_terakhir: <OptionSelect list="pendidikan" />,
  pekerjaan: <OptionSelect list="pekerjaan" />,
  alamat_instansi: address,
};

const { field, fields } = formFields<FieldName>(LABEL, rules, INPUT);

type Props = { alumniId: number; data: AlumniTracing; onClose: () => void };

/**
 * The tracing form with the contract's rules under each field before sending and the server's
 * after; an ijazah is checked in the browser and sent only when a new one is chosen. Saved,
 * the form closes on the reloaded answers. Leaving with unsaved changes asks first.
 */
export default function TracingForm({ alumniId, data, onClose }: Props) {
  const [form] = Form.useForm<TracingFormValues>();
  const save = useUpdateAlumniTracing(alumniId);
  const unsaved = useUnsavedChanges();
  const stored = data.file_ijazah ? `${data.main_path}${data.file_ijazah}` : undefined;

  const submit = (values: TracingFormValues) =>
    save.mutate(tracingBody(values), {
      onSuccess: () => {
        unsaved.markSaved();
        onClose();
      },
      onError: (err) => showServerFieldErrors(form, err),
    });

  return (
    <Card title="Edit Tracing" size={cardSize}>
      <Form
        form={form}
        layout="vertical"
        initialValues={tracingFormValues(data)}
        onFinish={submit}
        onValuesChange={unsaved.markChanged}
        scrollToFirstError={{ block: 'center' }}
      >
        <FormSection title="STATUS KELULUSAN">
          {fields(['tahun_masuk', 'tahun_lulus'])}
          <Cell wide>
            <Form.Item name="file_ijazah" label={LABEL.file_ijazah}>
              <FileUpload rule={IJAZAH_RULE} current={stored} label={LABEL.file_ijazah} />
            </Form.Item>
          </Cell>
        </FormSection>
        <FormSection title="KONTAK YANG DAPAT DIHUBUNGI">
          {field('no_telp')}
          {field('alamat_sekarang', true)}
        </FormSection>
        <FormSection title="TRACING">
          {fields(['kategori', 'pendidikan_terakhir', 'pendidikan_instansi', 'pekerjaan', 'pekerjaan_instansi'])}
          {field('alamat_instansi', true)}
        </FormSection>
        <FormActions onCancel={() => unsaved.confirmLeave(onClose)} saving={save.isPending} />
      </Form>
    </Card>
  );
}
