import type { CatatanBody, CatatanRow, HasilTesStafBody, HasilTesStafRow } from '@madrasah/contract/schemas/staf-bk';

/** The student a form names: its picker shows them before any search. */
export type SiswaPilihan = { id: number; nama: string; nisn: string; rombel_nama: string | null };

/** The picker's label of a student: name, NISN and class group. */
export const siswaLabel = (s: SiswaPilihan) => `${s.nama} (${s.nisn})${s.rombel_nama ? ` - ${s.rombel_nama}` : ''}`;

/**
 * A test result's form filled from its row. The documentation is not a field: the form's
 * upload shows the stored one and sends a file only when a new one is chosen.
 */
export const hasilTesFormValues = (row: HasilTesStafRow): HasilTesStafBody => ({
  siswa_id: row.siswa_id,
  tgl: row.tgl,
  kategori_tes: row.kategori_tes,
  keterangan: row.keterangan,
  hasil: row.hasil,
});

/** A recorded session's form filled from its row. */
export const catatanFormValues = (row: CatatanRow): CatatanBody => ({
  siswa_id: row.siswa_id,
  tipe: row.tipe,
  tgl: row.tgl,
  topik_id: row.topik_id,
  uraian: row.uraian ?? '',
  tanggapan: row.tanggapan,
});

/** The student of a row, for the picker of its form. */
export const siswaOfRow = (row: { siswa_id: number; siswa_nama: string; nisn: string; rombel_nama: string | null }): SiswaPilihan => ({
  id: row.siswa_id,
  nama: row.siswa_nama,
  nisn: row.nisn,
  rombel_nama: row.rombel_nama,
});

/** The picker's options: the search's answer, with the form's current student kept first when the search does not hold them. */
export function siswaOptions(found: SiswaPilihan[] | undefined, current: SiswaPilihan | undefined) {
  const list = found ?? [];
  const all = current && !list.some((s) => s.id === current.id) ? [current, ...list] : list;
  return all.map((s) => ({ value: s.id, label: siswaLabel(s) }));
}
