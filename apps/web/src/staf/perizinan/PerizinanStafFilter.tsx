import { Form, Select } from 'antd';
import { useState } from 'react';
import { MSG } from '@madrasah/contract/messages';
import { FilterModal } from '../../components/filter/FilterModal';
import { countSet, periodInvalid } from '../../components/filter/period-filter';
import type { TableFilter } from '../../components/table/table-query';
import { IsoDatePicker } from '../../components/IsoDatePicker';
import { notify } from '../../lib/notify';
import { useStafRombel } from '../FilterSelect';
import { useStafJenis } from './api';
import { STAF_STATUS_OPTIONS } from './perizinan-staf-actions';

const FIELDS = ['status', 'perizinan_jenis_id', 'rombel_id', 'tgl_awal', 'tgl_akhir'] as const;
type Values = { status?: string; perizinan_jenis_id?: number; rombel_id?: number; tgl_awal?: string; tgl_akhir?: string };

type Props = { value: TableFilter; onChange: (filtering: TableFilter) => void };

/** The desk's 'Filter': status, kind, class group (the caller's own, for a wali kelas) and days the permit overlaps. */
export function PerizinanStafFilter({ value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const rombel = useStafRombel();
  const jenis = useStafJenis();

  const show = () => {
    form.setFieldsValue(Object.fromEntries(FIELDS.map((field) => [field, value[field] ?? undefined])));
    setOpen(true);
  };
  const apply = (chosen: TableFilter) => {
    onChange(chosen);
    setOpen(false);
  };
  const submit = () => {
    const chosen = form.getFieldsValue(FIELDS as unknown as (keyof Values)[]);
    if (periodInvalid(chosen)) return notify.warning(MSG.periodInvalid);
    apply(chosen);
  };

  return (
    <FilterModal count={countSet(value, FIELDS)} open={open} onOpen={show} onClose={() => setOpen(false)} onReset={() => apply({})} onApply={submit}>
      <Form form={form} layout="vertical" name="perizinan-staf-filter">
        <Form.Item name="status" label="Status">
          <Select allowClear placeholder="Semua status" options={STAF_STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="perizinan_jenis_id" label="Jenis Perizinan">
          <Select allowClear placeholder="Semua jenis" loading={jenis.isPending} options={jenis.data?.map((j) => ({ value: j.id, label: j.nama }))} />
        </Form.Item>
        <Form.Item name="rombel_id" label="Rombel">
          <Select allowClear placeholder="Semua rombel" loading={rombel.isPending} options={rombel.data?.map((r) => ({ value: r.id, label: r.nama }))} />
        </Form.Item>
        <Form.Item name="tgl_awal" label="Dari tanggal">
          <IsoDatePicker />
        </Form.Item>
        <Form.Item name="tgl_akhir" label="Sampai tanggal">
          <IsoDatePicker />
        </Form.Item>
      </Form>
    </FilterModal>
  );
}
