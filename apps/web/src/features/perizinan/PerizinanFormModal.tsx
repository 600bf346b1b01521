import { Form, Input, Select, type FormInstance, type FormRule } from 'antd';
import { useState } from 'react';
import { MSG } from '@madrasah/contract/messages';
import { perizinanUpdateSchema, type PerizinanRow, type PerizinanUpdateBody } from '@madrasah/contract/schemas/perizinan';
import { earliestStart, latestEnd, PERMIT_LIMITS, schoolYearRange, type PermitKindLimits } from '@madrasah/contract/schemas/perizinan-tanggal';
import type { Dayjs } from 'dayjs';
import { FormModal } from '../../components/FormModal';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import { PDF_RULE } from '../../components/upload/file-to-base64';
import { FileUpload } from '../../components/upload/FileUpload';
import { notify } from '../../lib/notify';
import { useSchoolToday } from '../../lib/server-today';
import { usePrivilege } from '../../lib/session';
import { zodFormRules } from '../../lib/zod-form';
import { usePerizinanJenis } from './api';

type Values = PerizinanUpdateBody & {
  /** A newly chosen letter as a data URL; absent keeps the stored one. */
  file?: string;
};

// The contract's rules, but for the letter: required only for a new permit.
const rules = zodFormRules(perizinanUpdateSchema);
// Without a first day its message stands for the pair: the last day's rules wait for it.
const lastDayRules = zodFormRules(perizinanUpdateSchema, { when: (values) => Boolean(values.tgl_awal) })('tgl_akhir');

const letterRule = (required: boolean): FormRule => ({
  required,
  validator: async (_rule, value: unknown) => {
    if (required && !value) throw new Error(MSG.permitFileRequired);
  },
});

/** Before a kind is chosen, the first day is only kept inside the school year and from today on. */
const NO_KIND: PermitKindLimits = { maks_hari: PERMIT_LIMITS.maksHariCap, tenggang_hari: 0 };
const ISO = 'YYYY-MM-DD';

/**
 * The days the date pickers offer, by the rules the server enforces: the first day from today
 * less the kind's grace to the end of the school year, the last day from the first up to the
 * kind's span and the end of the first day's semester.
 */
function useAllowedDays(kind: PermitKindLimits | undefined, tglAwal: string | undefined) {
  const { tahun_ajaran: year } = usePrivilege();
  const today = useSchoolToday();
  const limits = kind ?? NO_KIND;
  const yearEnd = schoolYearRange(year).akhir;
  const outside = (day: Dayjs, from: string, to: string) => {
    const iso = day.format(ISO);
    return iso < from || iso > to;
  };
  return {
    firstDay: (day: Dayjs) => (today ? outside(day, earliestStart(year, limits, today), yearEnd) : false),
    lastDay: (day: Dayjs) => (tglAwal ? outside(day, tglAwal, latestEnd(tglAwal, year, limits)) : false),
  };
}

type Props = {
  /** The draft being edited; a new permit without it. */
  permit?: PerizinanRow;
  saving: boolean;
  onSubmit: (body: PerizinanUpdateBody, form: FormInstance<Values>) => void;
  onCancel: () => void;
};

/**
 * The permit form (spec 02 section 5) in a modal, mounted for one editing session. The letter is
 * required only for a new permit: an edit without one keeps the stored letter.
 */
export function PerizinanFormModal({ permit, saving, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  const jenis = usePerizinanJenis();
  const tglAwal = Form.useWatch('tgl_awal', form) as string | undefined;
  const jenisId = Form.useWatch('perizinan_jenis_id', form) as number | undefined;
  const kind = jenis.data?.find((k) => k.id === jenisId);
  const allowed = useAllowedDays(kind, tglAwal);
  const [initialValues] = useState<Values | undefined>(
    () => permit && { perizinan_jenis_id: permit.perizinan_jenis_id, tgl_awal: permit.tgl_awal, tgl_akhir: permit.tgl_akhir, keterangan: permit.keterangan },
  );
  const storedLetter = permit?.file ? `${permit.main_path}${permit.file}` : undefined;

  // The spec's extra warnings name what to pick first, besides the messages under the fields.
  const warnMissing = () => {
    const missing = (name: keyof Values) => form.getFieldError(name).length > 0 && !form.getFieldValue(name);
    if (missing('tgl_awal') || missing('tgl_akhir')) notify.warning(MSG.chooseDateFirst);
    else if (missing('file')) notify.warning(MSG.chooseFileFirst);
  };

  return (
    <FormModal title={permit ? 'Update Perizinan' : 'Tambah Perizinan'} form={form} saving={saving} onCancel={onCancel} width={640}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={({ file, ...values }) => onSubmit({ ...values, ...(file && { file }) }, form)}
        onFinishFailed={warnMissing}
      >
        <Form.Item name="perizinan_jenis_id" label="Jenis Perizinan" rules={rules('perizinan_jenis_id')}>
          <Select
            placeholder="Pilih jenis perizinan"
            loading={jenis.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={jenis.data?.map((k) => ({ value: k.id, label: k.nama }))}
          />
        </Form.Item>
        {/* One label for the first and the last day; their messages show under both. */}
        <Form.Item label="Tanggal" required extra={kind && MSG.permitDateHelp(kind.maks_hari, kind.tenggang_hari)}>
          <div className="perizinan-dates">
            <Form.Item name="tgl_awal" noStyle rules={rules('tgl_awal')}>
              <IsoDatePicker placeholder="Tanggal awal" aria-label="Tanggal awal" disabledDate={allowed.firstDay} />
            </Form.Item>
            <Form.Item name="tgl_akhir" noStyle rules={lastDayRules} dependencies={['tgl_awal']}>
              <IsoDatePicker placeholder="Tanggal akhir" aria-label="Tanggal akhir" disabledDate={allowed.lastDay} />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item name="keterangan" label="Keterangan" rules={rules('keterangan')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="file" label="File" rules={[letterRule(!permit)]}>
          <FileUpload rule={PDF_RULE} current={storedLetter} label="File" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
