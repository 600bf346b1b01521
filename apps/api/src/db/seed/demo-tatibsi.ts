import type { Faker } from '@faker-js/faker';
import type { Tx } from '../client.js';
import { pelanggaran, pelanggaranSiswa } from '../schema/index.js';

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
export async function seedTatibsi(
  tx: Tx,
  faker: Faker,
  students: { id: number; rombelId: number }[],
  tahunAjaranId: number,
  demoSiswaId: number,
) {
  const items = await tx
    .insert(pelanggaran)
    .values(CATALOGUE.map(([aspek, nama, poin, sanksi], i) => ({ kode: `P${String(i + 1).padStart(2, '0')}`, aspek, pelanggaran: nama, poin, sanksi })))
    .returning();
  const rows = students.flatMap((s) => {
    const n = s.id === demoSiswaId ? 3 : faker.helpers.weightedArrayElement([{ value: 0, weight: 6 }, { value: 1, weight: 2 }, { value: 2, weight: 1 }]);
    return Array.from({ length: n }, () => ({
      siswa_id: s.id,
      rombel_id: s.rombelId,
      tahun_ajaran_id: tahunAjaranId,
      pelanggaran_id: faker.helpers.arrayElement(items).id,
      tgl: faker.date.between({ from: '2026-07-14', to: '2026-11-13' }).toISOString().slice(0, 10),
      keterangan: null,
    }));
  });
  if (rows.length) await tx.insert(pelanggaranSiswa).values(rows);
}
