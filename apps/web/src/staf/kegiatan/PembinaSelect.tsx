import { Select } from 'antd';
import { useKegiatanPilihan } from './api';

/** A coach: an active GTK, found by name; cleared for none. */
export function PembinaSelect(props: { value?: number | null; onChange?: (v: number | null) => void; id?: string }) {
  const pilihan = useKegiatanPilihan();
  return (
    <Select
      id={props.id}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="Pilih pembina"
      loading={pilihan.isPending}
      options={pilihan.data?.gtk.map((g) => ({ value: g.id, label: g.nama })) ?? []}
      value={props.value ?? undefined}
      onChange={(v?: number) => props.onChange?.(v ?? null)}
    />
  );
}
