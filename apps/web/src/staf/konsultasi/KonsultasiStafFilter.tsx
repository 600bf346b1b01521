import { Checkbox, Form, Select } from 'antd';
import { FilterModal } from '../../components/filter/FilterModal';
import { useFilterModal } from '../../components/filter/useFilterModal';
import type { TableFilter } from '../../components/table/table-query';
import { INBOX_STATUS_OPTIONS } from './inbox-actions';
import { DateRangeItems, RombelItem } from '../filter-items';

const FIELDS = ['status', 'rombel_id', 'belum_dibaca', 'untuk_saya', 'tgl_awal', 'tgl_akhir'] as const;
type Values = { status?: string; rombel_id?: number; belum_dibaca?: boolean; untuk_saya?: boolean; tgl_awal?: string; tgl_akhir?: string };

type Props = { value: TableFilter; onChange: (filtering: TableFilter) => void };

/** The inbox's 'Filter': status, class group, unread only, sent to me only, and the consultation's days. */
export function KonsultasiStafFilter({ value, onChange }: Props) {
  const { form, modal } = useFilterModal<Values>({
    value,
    onChange,
    fields: FIELDS,
    clean: (chosen) => ({ ...chosen, belum_dibaca: chosen.belum_dibaca || undefined, untuk_saya: chosen.untuk_saya || undefined }),
  });

  return (
    <FilterModal {...modal}>
      <Form form={form} layout="vertical" name="konsultasi-staf-filter">
        <Form.Item name="status" label="Status">
          <Select allowClear placeholder="Semua status" options={INBOX_STATUS_OPTIONS} />
        </Form.Item>
        <RombelItem />
        <Form.Item name="belum_dibaca" valuePropName="checked">
          <Checkbox>Hanya yang belum dibaca</Checkbox>
        </Form.Item>
        <Form.Item name="untuk_saya" valuePropName="checked">
          <Checkbox>Hanya yang dikirim kepada saya</Checkbox>
        </Form.Item>
        <DateRangeItems />
      </Form>
    </FilterModal>
  );
}
