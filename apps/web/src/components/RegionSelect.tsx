import { Select, type SelectProps } from 'antd';
import { useState, type UIEvent } from 'react';
import type { RegionOption, Village } from '@madrasah/contract/schemas/region';
import { useRegionSearch, useVillages } from '../lib/region';
import { useDebouncedValue } from '../lib/use-debounced-value';

type PickerProps<T> = Omit<SelectProps, 'value' | 'onChange' | 'options' | 'showSearch' | 'mode'> & {
  value?: T | null;
  onChange?: (value: T | null) => void;
};

/** 'Kecamatan, Kabupaten/Kota, Provinsi'. */
const regionLabel = (r: RegionOption) => `${r.kecamatan_nama}, ${r.kabkot_nama}, ${r.provinsi_nama}`;

/**
 * The options: while the user types, the server's matches; otherwise the chosen item too, so
 * the box shows its label rather than its code.
 */
function optionsFor<T>(found: T[], chosen: T | null | undefined, searching: boolean, same: (a: T, b: T) => boolean): T[] {
  return chosen && !searching && !found.some((item) => same(item, chosen)) ? [chosen, ...found] : found;
}

const nearEnd = (e: UIEvent<HTMLDivElement>) => {
  const list = e.currentTarget;
  return list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
};

/**
 * A kecamatan picker: the user types part of a kecamatan, kabupaten/kota or province name and
 * picks from the server's matches. Its value is the whole region (codes and names), so the
 * form can send the codes and show the names without asking again.
 */
export function RegionSelect({ value, onChange, ...rest }: PickerProps<RegionOption>) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const { data, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } = useRegionSearch(term);
  const found = data?.pages.flatMap((page) => page.list) ?? [];
  const regions = optionsFor(found, value, search !== '', (a, b) => a.kecamatan_id === b.kecamatan_id);

  return (
    <Select
      {...rest}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value?.kecamatan_id ?? null}
      options={regions.map((r) => ({ value: r.kecamatan_id, label: regionLabel(r) }))}
      onChange={(id: string | undefined) => onChange?.(regions.find((r) => r.kecamatan_id === id) ?? null)}
      onOpenChange={(open) => !open && setSearch('')}
      onPopupScroll={(e) => {
        if (nearEnd(e) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
      }}
      loading={isFetching}
      // A few dozen options at most; a plain list lets long names wrap onto a second line.
      virtual={false}
      notFoundContent={term === '' ? 'Ketik nama kecamatan, kabupaten/kota atau provinsi' : isFetching ? 'Mencari…' : 'Wilayah tidak ditemukan'}
      classNames={{ popup: { root: 'region-popup' } }}
    />
  );
}

type VillageSelectProps = PickerProps<Village> & {
  /** The kecamatan whose villages are offered; none: the picker waits for one. */
  kecamatanId: string | undefined;
};

/** A kelurahan/desa picker for one kecamatan; typing narrows the list on the server. */
export function VillageSelect({ kecamatanId, value, onChange, disabled, ...rest }: VillageSelectProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const { data = [], isFetching } = useVillages(kecamatanId, term);
  const villages = optionsFor(data, value, search !== '', (a, b) => a.id === b.id);

  return (
    <Select
      {...rest}
      disabled={disabled || !kecamatanId}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value?.id ?? null}
      options={villages.map((v) => ({ value: v.id, label: v.nama }))}
      onChange={(id: string | undefined) => onChange?.(villages.find((v) => v.id === id) ?? null)}
      onOpenChange={(open) => !open && setSearch('')}
      loading={isFetching}
      virtual={false}
      notFoundContent={isFetching ? 'Memuat…' : 'Kelurahan tidak ditemukan'}
    />
  );
}
