import { Input } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import type { EkstrakurikulerRow, ekstrakurikulerNilaiSchema } from '@madrasah/contract/schemas/kegiatan';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { formatScore } from '../../lib/format';
import type { RecordField } from '../../components/RecordFormModal';

/**
 * A record is named by its activity: the card's title on a phone and the label of its menu, where
 * the coach (who may coach several) would not tell one record from another.
 */
export const EKSTRAKURIKULER_NAME: NameColumn<EkstrakurikulerRow> = { title: 'Ekstrakurikuler', value: (row) => row.ekstrakurikuler_nama };

export const EKSTRAKURIKULER_COLUMNS: TableColumn<EkstrakurikulerRow>[] = [
  { key: 'nama_lengkap', title: 'Guru/Pembina' },
  { key: 'rombel_nama', title: 'Kelas', nowrap: true },
  { key: 'nilai_semester_ganjil', title: 'Nilai Semester Ganjil', render: (row) => formatScore(row.nilai_semester_ganjil), nowrap: true },
  { key: 'nilai_semester_genap', title: 'Nilai Semester Genap', render: (row) => formatScore(row.nilai_semester_genap), nowrap: true },
  { key: 'tahun_ajaran', title: 'Tahun Ajaran', nowrap: true },
];

/** The spec sorts this list by creation date only. */
export const EKSTRAKURIKULER_SORT_FIELDS: SortField<SortFieldOf<typeof KEGIATAN.ekstrakurikulerTable>>[] = [{ value: 'id', label: 'Tanggal Pembuatan' }];

const score = <Input inputMode="decimal" placeholder="0–100" />;

/** 'Update Nilai': both semester scores, each optional. */
export const NILAI_FIELDS: RecordField<typeof ekstrakurikulerNilaiSchema>[] = [
  { name: 'nilai_semester_ganjil', label: 'Nilai Semester Ganjil', input: score },
  { name: 'nilai_semester_genap', label: 'Nilai Semester Genap', input: score },
];
