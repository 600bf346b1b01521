import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { STAF_AUDIT } from '@madrasah/contract/endpoints/staf-audit';
import { api } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type Pengguna = { id: number; name: string; email: string };

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The account chosen before, so the box shows its name rather than its id. */
  chosen?: Pengguna;
  onPick?: (pengguna: Pengguna | undefined) => void;
  id?: string;
};

const label = (p: Pengguna) => `${p.name} (${p.email})`;

/** An account picker for the log's filter: the user types part of a name or an email. */
export function PenggunaSelect({ value, onChange, chosen, onPick, id }: Props) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const { data = [], isFetching } = useQuery({
    queryKey: ['staf', 'audit', 'pengguna', q],
    queryFn: async ({ signal }) => (await api.call(STAF_AUDIT.pengguna, { query: { q } }, { signal })).data,
  });
  const options = chosen && !data.some((p) => p.id === chosen.id) ? [chosen, ...data] : data;

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Ketik nama atau email"
      value={value ?? null}
      options={options.map((p) => ({ value: p.id, label: label(p) }))}
      onChange={(picked: number | undefined) => {
        onChange?.(picked ?? null);
        onPick?.(options.find((p) => p.id === picked));
      }}
      onOpenChange={(open) => !open && setSearch('')}
      loading={isFetching}
      notFoundContent={isFetching ? 'Mencari…' : 'Akun tidak ditemukan'}
    />
  );
}
