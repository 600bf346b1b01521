import type { Faker } from '@faker-js/faker';
import type { Tx } from '../client.js';
import { pelanggaran, pelanggaranSiswa, penghargaan, tatibsiDokumen } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { storeDemoPdf } from './demo-files.js';

const CATALOGUE: [string, string, number, string][] = [
  ['Kedisiplinan', 'Terlambat datang ke madrasah', 5, 'Teguran lisan'],
  ['Kedisiplinan', 'Tidak mengikuti upacara bendera', 10, 'Teguran tertulis'],
  ['Kedisiplinan', 'Meninggalkan kelas tanpa izin', 15, 'Teguran tertulis'],
  ['Kedisiplinan', 'Tidak masuk tanpa keterangan', 20, 'Panggilan orang tua'],
  ['Kerapian', 'Seragam tidak sesuai ketentuan', 5, 'Teguran lisan'],
  ['Kerapian', 'Rambut tidak rapi (putra)', 5, 'Teguran lisan'],
  ['Kerapian', 'Tidak memakai atribut lengkap', 5, 'Teguran lisan'],
  ['Ibadah', 'Tidak mengikuti salat berjamaah', 10, 'Pembinaan wali kelas'],
  ['Ibadah', 'Tidak mengikuti tadarus pagi', 5, 'Teguran lisan'],
  ['Kesopanan', 'Berkata tidak sopan kepada guru', 25, 'Panggilan orang tua'],
  ['Kesopanan', 'Membuat gaduh saat pelajaran', 10, 'Teguran tertulis'],
  ['Ketertiban', 'Membawa telepon genggam saat ujian', 20, 'Penyitaan sementara'],
  ['Ketertiban', 'Merusak fasilitas madrasah', 30, 'Mengganti kerusakan'],
  ['Ketertiban', 'Membuang sampah sembarangan', 5, 'Kerja bakti'],
];

/** The violation catalogue and a history for about a third of the students (and the demo student). */
export async function seedTatibsi(tx: Tx, faker: Faker, students: { id: number; rombelId: number }[], tahunAjaranId: number, demoSiswaId: number) {
  const items = await tx
    .insert(pelanggaran)
    .values(CATALOGUE.map(([aspek, nama, poin, sanksi], i) => ({ kode: `P${String(i + 1).padStart(2, '0')}`, aspek, pelanggaran: nama, poin, sanksi })))
    .returning();
  const rows = students.flatMap((s) => {
    const n =
      s.id === demoSiswaId
        ? 3
        : faker.helpers.weightedArrayElement([
            { value: 0, weight: 6 },
            { value: 1, weight: 2 },
            { value: 2, weight: 1 },
          ]);
    return Array.from({ length: n }, () => ({
      siswa_id: s.id,
      rombel_id: s.rombelId,
      tahun_ajaran_id: tahunAjaranId,
      pelanggaran_id: faker.helpers.arrayElement(items).id,
      tgl: faker.date.between({ from: '2026-07-14', to: '2026-11-13' }).toISOString().slice(0, 10),
      keterangan: null,
    }));
  });
  // Recorded as they happened: the creation order follows the dates.
  rows.sort((a, b) => a.tgl.localeCompare(b.tgl));
  if (rows.length) await tx.insert(pelanggaranSiswa).values(rows);
}

const AWARDS: [bintang: number, kriteria: string, penghargaan: string][] = [
  [5, 'Juara 1 lomba tingkat nasional', 'Piagam dan beasiswa prestasi'],
  [4, 'Juara lomba tingkat provinsi', 'Piagam dan uang pembinaan'],
  [3, 'Juara lomba tingkat kabupaten/kota', 'Piagam penghargaan'],
  [2, 'Hafal 5 juz Al-Qur’an', 'Piagam tahfiz'],
  [2, 'Kehadiran 100% selama satu semester', 'Piagam kedisiplinan'],
  [1, 'Menjadi petugas upacara atau khatib Jumat', 'Apresiasi dari wali kelas'],
];

/**
 * The school rules as a generated PDF (the active document) and the award criteria of the
 * active year, for the rules page's three tabs.
 */
export async function seedTatibsiCatalogue(tx: Tx, storage: FileStorage, tahunAjaranId: number) {
  const rules = await tx.select({ kode: pelanggaran.kode, nama: pelanggaran.pelanggaran, poin: pelanggaran.poin }).from(pelanggaran).orderBy(pelanggaran.kode);
  const file = await storeDemoPdf(storage, 'tatibsi', 'TATA TERTIB PESERTA DIDIK', [
    'Peserta didik wajib hadir di madrasah sebelum pukul 07.00 dan mengikuti',
    'seluruh kegiatan pembelajaran dengan tertib, berpakaian rapi dan sopan.',
    '',
    'Pelanggaran dan poinnya:',
    ...rules.map((r) => `${r.kode}  ${r.nama} (${r.poin} poin)`),
  ]);
  await tx.insert(tatibsiDokumen).values({ nama: 'Tata Tertib Peserta Didik', file, is_active: true });
  await tx.insert(penghargaan).values(
    AWARDS.map(([bintang, kriteria, hadiah], i) => ({
      tahun_ajaran_id: tahunAjaranId,
      kode: `PH${String(i + 1).padStart(2, '0')}`,
      bintang,
      kriteria,
      penghargaan: hadiah,
    })),
  );
}
