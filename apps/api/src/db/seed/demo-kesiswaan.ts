import { Faker, base } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import { isoToDmy } from '@madrasah/contract/dates';
import type { Tx } from '../client.js';
import { pelanggaran, pelanggaranSiswa, penghargaan, penghargaanSiswa } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { storeDemoPdf } from './demo-files.js';

// Its own seeded generator, so this history does not shift the rest of the demo's random data.
const faker = new Faker({ locale: base, seed: 20_261_122 });

/** What a student did to earn a criterion, by its code. */
const KETERANGAN: Record<string, string[]> = {
  PH01: ['Juara 1 Olimpiade Sains Madrasah bidang Matematika', 'Juara 1 Kompetisi Robotik Madrasah'],
  PH02: ['Juara 2 lomba pidato bahasa Arab tingkat provinsi', 'Juara 3 Musabaqah Tilawatil Qur’an tingkat provinsi'],
  PH03: ['Juara 1 lomba kaligrafi tingkat kabupaten', 'Juara 2 lomba cerdas cermat tingkat kota'],
  PH04: ['Menyelesaikan hafalan juz 26 sampai 30', 'Setoran hafalan disahkan pembina tahfiz'],
  PH05: ['Hadir penuh semester ganjil tanpa terlambat'],
  PH06: ['Petugas upacara hari Senin', 'Khatib salat Jumat di masjid madrasah'],
};

type Student = { id: number; rombelId: number };

/**
 * Award history for the demo: several awards for siswa@, some for siswa2@, a few other
 * students now and then; and documentation files for two of siswa@'s violations, so the
 * history shows both a download link and a dash.
 */
export async function seedRiwayat(tx: Tx, storage: FileStorage, students: Student[], tahunAjaranId: number, demo: { siswa: number; siswa2: number }) {
  const criteria = await tx.select({ id: penghargaan.id, kode: penghargaan.kode }).from(penghargaan).where(eq(penghargaan.tahun_ajaran_id, tahunAjaranId));
  const awards = students.flatMap((s) => {
    const n =
      s.id === demo.siswa
        ? 5
        : s.id === demo.siswa2
          ? 3
          : faker.helpers.weightedArrayElement([
              { value: 0, weight: 17 },
              { value: 1, weight: 2 },
              { value: 2, weight: 1 },
            ]);
    return faker.helpers.arrayElements(criteria, n).map((c) => ({
      siswa_id: s.id,
      rombel_id: s.rombelId,
      tahun_ajaran_id: tahunAjaranId,
      penghargaan_id: c.id,
      tgl: faker.date.between({ from: '2026-07-14', to: '2026-11-13' }).toISOString().slice(0, 10),
      keterangan: faker.helpers.arrayElement(KETERANGAN[c.kode] ?? [null]),
    }));
  });
  // Entered as they happened: the creation order follows the dates.
  awards.sort((a, b) => a.tgl.localeCompare(b.tgl));
  if (awards.length) await tx.insert(penghargaanSiswa).values(awards);

  const violations = await tx
    .select({ id: pelanggaranSiswa.id, tgl: pelanggaranSiswa.tgl, nama: pelanggaran.pelanggaran })
    .from(pelanggaranSiswa)
    .innerJoin(pelanggaran, eq(pelanggaran.id, pelanggaranSiswa.pelanggaran_id))
    .where(eq(pelanggaranSiswa.siswa_id, demo.siswa))
    .orderBy(asc(pelanggaranSiswa.id));
  for (const v of violations.slice(0, 2)) {
    const file = await storeDemoPdf(storage, 'pelanggaran', 'BERITA ACARA PELANGGARAN', [
      `Tanggal: ${isoToDmy(v.tgl)}`,
      `Pelanggaran: ${v.nama}`,
      '',
      'Peserta didik telah diberi pembinaan oleh wali kelas',
      'dan menandatangani surat pernyataan.',
    ]);
    await tx.update(pelanggaranSiswa).set({ file }).where(eq(pelanggaranSiswa.id, v.id));
  }
}
