import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import { api } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

type Props = { value?: number; onChange?: (value?: number) => void; id?: string; disabled?: boolean; current?: { id: number; nama: string } };

/** A student of the active year, found by name or NISN as one types (the staff students' list). */
export function SiswaSelect({ value, onChange, id, disabled, current }: Props) {
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search, 300);
  const found = useQuery({
    queryKey: ['staf-kegiatan-siswa', text],
    queryFn: async () => (await api.call(STAF_SISWA.table, { body: { search: text, pagination: { current: 1, pageSize: 20 } } })).data.list,
  });
  const options = (found.data ?? []).map((s) => ({ value: s.id, label: `${s.nama} (${s.rombel_nama ?? '-'})` }));
  if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: current.nama });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      disabled={disabled}
      placeholder="Cari nama atau NISN"
      filterOption={false}
      onSearch={setSearch}
      loading={found.isFetching}
      options={options}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
    />
  );
}
