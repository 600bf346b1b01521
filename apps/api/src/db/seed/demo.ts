import { fakerID_ID as faker } from '@faker-js/faker';
import { count, eq } from 'drizzle-orm';
import { ROLE, STAFF_ROLE } from '@madrasah/contract/access';
import type { Db } from '../client.js';
import { rombel, rombelSiswa, sekolah, semester, siswa, tahunAjaran, users } from '../schema/index.js';
import { hashPassword } from '../../platform/password.js';
import { roleId } from './reference.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedJadwal } from './demo-jadwal.js';
import { demoAddress, demoDataDiri, demoVillages, seedOrangTua } from './demo-keluarga.js';
import { seedTatibsi, seedTatibsiCatalogue } from './demo-tatibsi.js';
import { seedRiwayat } from './demo-kesiswaan.js';
import { seedAlumni } from './demo-alumni.js';
import { seedAktivitasBelajar, seedRecordTabs } from './demo-siswa-record.js';
import { seedPerizinan } from './demo-perizinan.js';
import { seedPresensi } from './demo-presensi.js';
import { seedBk } from './demo-bk.js';
import { seedDemoKegiatan } from './demo-kegiatan.js';
import { seedDemoKeuangan } from './demo-keuangan.js';
import { seedDemoPenilaian } from './demo-penilaian.js';
import { seedStafAccounts } from './demo-staf.js';
import { seedDemoWali } from './demo-wali.js';
import { seedAkademikReferensi } from './demo-akademik.js';
import type { DemoYear } from './demo-year.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { HARI } from '../schema/jadwal.js';

const MALE = ['Ahmad', 'Muhammad', 'Rizki', 'Fajar', 'Hafiz', 'Ilham', 'Yusuf', 'Fikri', 'Arif', 'Naufal', 'Zaki', 'Hanif', 'Farhan', 'Rafi', 'Abdullah'];
const FEMALE = [
  'Aisyah',
  'Fatimah',
  'Nur',
  'Siti',
  'Zahra',
  'Nabila',
  'Salsabila',
  'Khadijah',
  'Annisa',
  'Azizah',
  'Hana',
  'Laila',
  'Rahma',
  'Syifa',
  'Maryam',
];
const LEVELS = [
  { tingkat: 'X', rombel: ['X IPA 1', 'X IPA 2', 'X IPS 1'] },
  { tingkat: 'XI', rombel: ['XI IPA 1', 'XI IPA 2', 'XI IPS 1'] },
  { tingkat: 'XII', rombel: ['XII IPA 1', 'XII IPA 2', 'XII IPS 1'] },
];
const STUDENTS_PER_ROMBEL = 32;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

function person(sex: 'Laki-Laki' | 'Perempuan') {
  const first = faker.helpers.arrayElement(sex === 'Laki-Laki' ? MALE : FEMALE);
  return `${first} ${faker.person.lastName()}`;
}

const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: false });

/**
 * A deterministic demo madrasah (the region list must be loaded first): one active year and semester, three grade levels, nine class
 * groups of students with their records, alumni of both types, and the demo accounts of the README. Demo files (certificates,
 * documents, diplomas) go to `storage`.
 */
export async function seedDemo(db: Db, storage: FileStorage) {
  faker.seed(20_261_121);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // A store in the database takes the files with the rows that name them.
    const files = storage.joining(tx);
    // The demo school lets students clock in on every day, so the demo works whatever the day.
    await tx
      .update(sekolah)
      .set({ lat: -7.797068, long: 110.370529, radius: 150, radius_active: true, jam_masuk: '07:00', jam_pulang: '15:00', hari_presensi: [...HARI] });

    const [lastYear, ta] = await tx
      .insert(tahunAjaran)
      .values([
        { thn_awal: 2025, thn_akhir: 2026, is_active: false },
        { thn_awal: 2026, thn_akhir: 2027, is_active: true },
      ])
      .returning();
    await tx.insert(semester).values([
      { tahun_ajaran_id: ta!.id, tipe_semester: 'Ganjil', is_active: true },
      { tahun_ajaran_id: ta!.id, tipe_semester: 'Genap', is_active: false },
    ]);

    const rombelRows = await tx
      .insert(rombel)
      .values(
        LEVELS.flatMap((l) =>
          l.rombel.map((nama, i) => ({
            tahun_ajaran_id: ta!.id,
            nama,
            tingkatan_kelas: l.tingkat,
            jurusan_nama: nama.includes('IPA') ? 'IPA' : 'IPS',
            ruangan_nama: `Ruang ${l.tingkat}-${i + 1}`,
          })),
        ),
      )
      .returning();

    const villages = await demoVillages(tx);
    const students = rombelRows.flatMap((r) =>
      Array.from({ length: STUDENTS_PER_ROMBEL }, () => {
        const jenis_kelamin = faker.helpers.arrayElement(['Laki-Laki', 'Perempuan'] as const);
        const tingkat = LEVELS.findIndex((l) => l.tingkat === r.tingkatan_kelas);
        const birthYear = 2026 - 16 - tingkat;
        const nama = person(jenis_kelamin);
        const address = demoAddress(faker, villages);
        return {
          rombelId: r.id,
          tingkat,
          address,
          row: {
            ...demoDataDiri(faker, address, `${nama.toLowerCase().replace(/[^a-z]+/g, '.')}@siswa.contoh.id`),
            nama,
            nisn: digits(10),
            nis: digits(18),
            nik: digits(16),
            jenis_kelamin,
            tempat_lahir: faker.location.city(),
            tgl_lahir: faker.date
              .between({ from: `${birthYear - 1}-07-01`, to: `${birthYear}-06-30` })
              .toISOString()
              .slice(0, 10),
          },
        };
      }),
    );
    const siswaRows = await tx
      .insert(siswa)
      .values(students.map((s) => s.row))
      .returning({ id: siswa.id, nama: siswa.nama });
    await tx.insert(rombelSiswa).values(siswaRows.map((s, i) => ({ siswa_id: s.id, rombel_id: students[i]!.rombelId, tahun_ajaran_id: ta!.id })));
    await seedOrangTua(
      tx,
      faker,
      person,
      siswaRows.map((s, i) => ({ id: s.id, address: students[i]!.address, lastName: s.nama.split(' ').slice(1).join(' ') })),
    );
    await seedJadwal(tx, faker, person);
    const placed = siswaRows.map((s, i) => ({ id: s.id, rombelId: students[i]!.rombelId }));
    await seedTatibsi(tx, faker, placed, ta!.id, siswaRows[0]!.id);
    await seedTatibsiCatalogue(tx, files, ta!.id);

    const [first, other, suspended] = [siswaRows[0]!, siswaRows[STUDENTS_PER_ROMBEL]!, siswaRows[2]!];
    await seedRiwayat(tx, files, placed, ta!.id, { siswa: first.id, siswa2: other.id });
    await tx
      .update(siswa)
      .set({ akun_ditangguhkan: true, alasan_akun_ditangguhkan: 'Belum menyelesaikan administrasi semester lalu. Silakan hubungi bagian kesiswaan.' })
      .where(eq(siswa.id, suspended.id));

    const { alumniInternal, alumniOther } = await seedAlumni(tx, faker, files, person, villages, lastYear!);
    await seedAktivitasBelajar(
      tx,
      faker,
      siswaRows.map((s, i) => ({ ...s, tingkat: students[i]!.tingkat })),
      ta!.thn_awal,
    );
    await seedRecordTabs(tx, faker, files, [first, other]);

    const ids = {
      siswa: await roleId(tx, ROLE.siswa),
      wali: await roleId(tx, ROLE.wali),
      alumni: await roleId(tx, ROLE.alumni),
      guru: await roleId(tx, STAFF_ROLE.guru),
    };
    const account = (email: string, name: string, role: number, extra: { siswa_id?: number; alumni_id?: number; tipe?: string } = {}) => ({
      email,
      name,
      password_hash: passwordHash,
      role_id: role,
      tipe: extra.tipe ?? 'eksternal',
      siswa_id: extra.siswa_id ?? null,
      alumni_id: extra.alumni_id ?? null,
    });
    // The name the guardian account once drew, drawn still so that the names after it stay the demo's.
    person('Laki-Laki');
    await tx
      .insert(users)
      .values([
        account(DEMO_ACCOUNTS.siswa, first.nama, ids.siswa, { siswa_id: first.id }),
        account(DEMO_ACCOUNTS.siswa2, other.nama, ids.siswa, { siswa_id: other.id }),
        account(DEMO_ACCOUNTS.alumni, alumniInternal.nama, ids.alumni, { alumni_id: alumniInternal.id }),
        account(DEMO_ACCOUNTS.alumni2, alumniOther.nama, ids.alumni, { alumni_id: alumniOther.id }),
        account(DEMO_ACCOUNTS.ditangguhkan, suspended.nama, ids.siswa, { siswa_id: suspended.id }),
        account(DEMO_ACCOUNTS.guru, `${person('Perempuan')}, S.Pd.`, ids.guru, { tipe: 'internal' }),
      ]);
    await seedDemoWali(tx, (email, name) => account(email, name, ids.wali), {
      wali: first.id,
      wali2: [siswaRows[STUDENTS_PER_ROMBEL + 1]!.id, siswaRows[3 * STUDENTS_PER_ROMBEL + 1]!.id],
    });
    await seedPerizinan(tx, files, ta!.id);
    await seedBk(tx, files, ta!.id);
    await seedPresensi(tx, files, ta!.id, placed, new Date());
    const year: DemoYear = { ta: ta!, lastYear: lastYear!, placed, siswa: first.id, siswa2: other.id };
    await seedDemoKegiatan(tx, files, year);
    await seedDemoKeuangan(tx, files, year);
    await seedDemoPenilaian(tx, files, year);
    await seedStafAccounts(tx, ta!.id, passwordHash);
    await seedAkademikReferensi(
      tx,
      LEVELS.map((l) => l.tingkat),
    );
  });
}
