import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSiswaBk } from './api';
import { siswaOptions, type SiswaPilihan } from './bk-form';

type Props = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The student the form already names (an edited row's). */
  current?: SiswaPilihan;
  id?: string;
};

/** The forms' student picker: the active year's students, searched by name or NISN as one types. */
export function SiswaSelect({ value, onChange, current, id }: Props) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const found = useSiswaBk(q);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder="Cari nama atau NISN siswa"
      loading={found.isFetching}
      options={siswaOptions(found.data, current)}
      notFoundContent={found.isFetching ? 'Memuat…' : 'Siswa tidak ditemukan'}
    />
  );
}
