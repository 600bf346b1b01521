import type { Faker } from '@faker-js/faker';
import type { Tx } from '../client.js';
import { siswaAktivitasBelajar, siswaBeasiswa, siswaBerkas, siswaPendidikan, siswaPrestasi } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { storeDemoPdf } from './demo-files.js';

type Student = { id: number; nama: string; lulus?: { tahun: number } };

/**
 * The registration of every demo student (and, for graduates, how they left), each entering
 * grade X in July of their first year.
 */
export async function seedAktivitasBelajar(tx: Tx, faker: Faker, students: (Student & { tingkat: number })[], activeYear: number) {
  await tx.insert(siswaAktivitasBelajar).values(
    students.map((s) => {
      const masuk = s.lulus ? s.lulus.tahun - 3 : activeYear - s.tingkat;
      const pindahan = faker.number.int(9) === 0;
      return {
        siswa_id: s.id,
        jenis_pendaftaran: pindahan ? 'Pindahan' : 'Siswa Baru',
        tgl_masuk: `${masuk}-07-${pindahan ? '21' : '14'}`,
        sekolah_asal: `${faker.helpers.arrayElement(['MTs Negeri', 'SMP Negeri', 'MTs Muhammadiyah', 'SMP IT'])} ${faker.number.int({ min: 1, max: 9 })} ${faker.helpers.arrayElement(['Sleman', 'Bantul', 'Yogyakarta', 'Kulon Progo'])}`,
        jenjang_sekolah_asal: 'SMP/MTs',
        no_ijazah: `DN-04/${masuk}/${faker.string.numeric(7)}`,
        tgl_ijazah: `${masuk}-06-0${faker.number.int({ min: 1, max: 9 })}`,
        ...(s.lulus ? { alasan_keluar: 'Lulus', tgl_keluar: `${s.lulus.tahun}-06-20`, keterangan: 'Lulus dan menerima ijazah' } : {}),
      };
    }),
  );
}

/**
 * Rows in every record tab for the students behind the demo accounts, with real files for the
 * achievements and documents, so every tab of the detail page has something to show.
 */
export async function seedRecordTabs(tx: Tx, faker: Faker, storage: FileStorage, students: Student[]) {
  for (const s of students) {
    const year = (back: number) => String((s.lulus?.tahun ?? 2026) - back);
    await tx.insert(siswaBeasiswa).values([
      {
        siswa_id: s.id,
        tahun: year(1),
        nama: 'Program Indonesia Pintar',
        kategori: 'Anak Miskin',
        nama_instansi: 'Kementerian Agama RI',
        jenis_instansi: 'Pemerintah Pusat',
        jangka_waktu: 12,
        nominal: 1_800_000,
      },
      {
        siswa_id: s.id,
        tahun: year(1),
        nama: 'Beasiswa Prestasi Daerah',
        kategori: 'Anak Berprestasi',
        nama_instansi: 'Pemerintah Kabupaten Sleman',
        jenis_instansi: 'Pemerintah Daerah',
        jangka_waktu: 6,
        nominal: 1_500_000,
      },
      {
        siswa_id: s.id,
        tahun: year(0),
        nama: 'Bantuan Yayasan Baitul Maal',
        kategori: 'Pendidikan',
        nama_instansi: 'Yayasan Baitul Maal',
        jenis_instansi: 'Yayasan',
        jangka_waktu: 3,
        nominal: 750_000,
      },
    ]);
    const prestasi = [
      {
        tahun: year(1),
        nama: 'Olimpiade Sains Madrasah Matematika',
        bidang_lomba: 'Sains',
        nama_penyelenggara: 'Kanwil Kemenag DIY',
        lomba_tingkat: 'Provinsi',
        peringkat: 'Juara 2',
      },
      {
        tahun: year(0),
        nama: 'Musabaqah Tilawatil Qur’an Pelajar',
        bidang_lomba: 'Keagamaan',
        nama_penyelenggara: 'Kemenag Kabupaten Sleman',
        lomba_tingkat: 'Kabupaten/Kota',
        peringkat: 'Juara 1',
      },
    ];
    for (const p of prestasi) {
      const file = await storeDemoPdf(storage, 'siswa-prestasi', 'PIAGAM PENGHARGAAN', [
        'Diberikan kepada:',
        s.nama,
        `sebagai ${p.peringkat} ${p.nama}`,
        `tingkat ${p.lomba_tingkat}, tahun ${p.tahun}.`,
        '',
        p.nama_penyelenggara,
      ]);
      await tx.insert(siswaPrestasi).values({ siswa_id: s.id, ...p, file });
    }
    await tx.insert(siswaPendidikan).values([
      {
        siswa_id: s.id,
        tahun_belajar: year(8),
        nama_lembaga: 'TPQ Al-Hidayah',
        jenis_lembaga: 'TPQ',
        frekuensi_belajar: 'Setiap Hari',
        lokasi_lembaga: 'Sleman',
      },
      {
        siswa_id: s.id,
        tahun_belajar: year(2),
        nama_lembaga: 'Bimbingan Belajar Primagama',
        jenis_lembaga: 'Bimbingan Belajar',
        frekuensi_belajar: '2-3 kali seminggu',
        lokasi_lembaga: 'Yogyakarta',
      },
    ]);
    for (const tipe of ['Kartu Keluarga', 'Akta Kelahiran', 'Ijazah'] as const) {
      const file = await storeDemoPdf(storage, 'siswa-berkas', tipe.toUpperCase(), [
        `Salinan ${tipe.toLowerCase()} atas nama ${s.nama}.`,
        'Dokumen contoh untuk portal madrasah.',
      ]);
      await tx.insert(siswaBerkas).values({
        siswa_id: s.id,
        tipe,
        nama: `${tipe} ${s.nama}`,
        keterangan: faker.helpers.arrayElement(['Salinan dilegalisir', 'Hasil pindai', null]),
        file,
      });
    }
  }
}
