import { InputNumber } from 'antd';
import { MSG } from '@madrasah/contract/messages';
import {
  URUTAN_MAX,
  jurusanBodySchema,
  mapelBodySchema,
  ruanganBodySchema,
  tingkatBodySchema,
  type JurusanRow,
  type MapelRow,
  type RuanganRow,
  type TingkatRow,
} from '@madrasah/contract/schemas/staf-akademik';
import type { ReferenceTabConfig } from './ReferensiTab';

const number = (min: number, max: number) => <InputNumber min={min} max={max} precision={0} className="staf-number" />;

export const TINGKAT: ReferenceTabConfig<typeof tingkatBodySchema, TingkatRow> = {
  kind: 'tingkat',
  label: 'Tingkat',
  schema: tingkatBodySchema,
  fields: [
    { name: 'nama', label: 'Nama Tingkat' },
    { name: 'urutan', label: 'Urutan Kenaikan', input: number(1, URUTAN_MAX) },
  ],
  columns: [{ key: 'urutan', title: 'Urutan Kenaikan', dataIndex: 'urutan', width: 160 }],
  inUse: MSG.referenceInUse('Tingkat'),
};

export const JURUSAN: ReferenceTabConfig<typeof jurusanBodySchema, JurusanRow> = {
  kind: 'jurusan',
  label: 'Jurusan',
  schema: jurusanBodySchema,
  fields: [{ name: 'nama', label: 'Nama Jurusan', wide: true }],
  columns: [],
  inUse: MSG.referenceInUse('Jurusan'),
};

export const RUANGAN: ReferenceTabConfig<typeof ruanganBodySchema, RuanganRow> = {
  kind: 'ruangan',
  label: 'Ruangan',
  schema: ruanganBodySchema,
  fields: [
    { name: 'nama', label: 'Nama Ruangan' },
    { name: 'kapasitas', label: 'Kapasitas (kursi)', input: number(1, 1000) },
  ],
  columns: [{ key: 'kapasitas', title: 'Kapasitas', dataIndex: 'kapasitas', width: 120, render: (v: number | null) => v ?? '-' }],
  inUse: MSG.referenceInUse('Ruangan'),
};

export const MAPEL: ReferenceTabConfig<typeof mapelBodySchema, MapelRow> = {
  kind: 'mapel',
  label: 'Mata Pelajaran',
  schema: mapelBodySchema,
  fields: [
    { name: 'nama', label: 'Nama Mata Pelajaran' },
    { name: 'singkatan', label: 'Singkatan' },
  ],
  columns: [{ key: 'singkatan', title: 'Singkatan', dataIndex: 'singkatan', width: 140 }],
  inUse: MSG.mapelInUse,
};
