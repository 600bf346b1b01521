import { Form, Select } from 'antd';
import { FilterModal } from '../../components/filter/FilterModal';
import { useFilterModal } from '../../components/filter/useFilterModal';
import type { TableFilter } from '../../components/table/table-query';
import { useStafJenis } from './api';
import { STAF_STATUS_OPTIONS } from './perizinan-staf-actions';
import { DateRangeItems, RombelItem } from '../filter-items';

const FIELDS = ['status', 'perizinan_jenis_id', 'rombel_id', 'tgl_awal', 'tgl_akhir'] as const;
type Values = { status?: string; perizinan_jenis_id?: number; rombel_id?: number; tgl_awal?: string; tgl_akhir?: string };

type Props = { value: TableFilter; onChange: (filtering: TableFilter) => void };

/** The desk's 'Filter': status, kind, class group (the caller's own, for a wali kelas) and days the permit overlaps. */
export function PerizinanStafFilter({ value, onChange }: Props) {
  const { form, modal } = useFilterModal<Values>({ value, onChange, fields: FIELDS });
  const jenis = useStafJenis();

  return (
    <FilterModal {...modal}>
      <Form form={form} layout="vertical" name="perizinan-staf-filter">
        <Form.Item name="status" label="Status">
          <Select allowClear placeholder="Semua status" options={STAF_STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="perizinan_jenis_id" label="Jenis Perizinan">
          <Select allowClear placeholder="Semua jenis" loading={jenis.isPending} options={jenis.data?.map((j) => ({ value: j.id, label: j.nama }))} />
        </Form.Item>
        <RombelItem />
        <DateRangeItems />
      </Form>
    </FilterModal>
  );
}
