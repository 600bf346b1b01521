import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { TableQueryHandle } from '../components/table/useTableQuery';
import { api } from '../lib/api-client';

type Value = string | number;
type Props = {
  /** The list it filters; the choice is the filter `field`, cleared to show all. */
  table: Pick<TableQueryHandle<unknown>, 'state' | 'filter'>;
  field: string;
  label: string;
  /** Shown while nothing is chosen: what the list then holds ('Semua status'). */
  placeholder: string;
  options: { value: Value; label: string }[] | undefined;
  loading?: boolean;
};

/** A staff list's toolbar filter: one choice narrowing the list by one field. */
export function FilterSelect({ table, field, label, placeholder, options, loading }: Props) {
  return (
    <Select
      allowClear
      placeholder={placeholder}
      aria-label={label}
      className="staf-filter-select"
      loading={loading}
      options={options}
      value={table.state.filtering[field] as Value | undefined}
      onChange={(value?: Value) => table.filter({ ...table.state.filtering, [field]: value })}
    />
  );
}

/** The class groups of the active year the caller reaches, as a list's filter. */
export function RombelFilter({ table }: Pick<Props, 'table'>) {
  const rombel = useStafRombel();
  return (
    <FilterSelect
      table={table}
      field="rombel_id"
      label="Rombel"
      placeholder="Semua rombel"
      loading={rombel.isPending}
      options={rombel.data?.map((r) => ({ value: r.id, label: r.nama })) ?? []}
    />
  );
}

/** The class groups of the active year the caller reaches. */
export const useStafRombel = () => useQuery({ queryKey: ['staf-rombel'], queryFn: async () => (await api.call(STAF_SISWA.rombel)).data });
