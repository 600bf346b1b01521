import type { Faker } from '@faker-js/faker';
import type { Tx } from '../client.js';
import { alumni, alumniTracing, rombel, rombelSiswa, siswa } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { storeDemoPdf } from './demo-files.js';
import { demoAddress, demoDataDiri, seedOrangTua, type demoVillages } from './demo-keluarga.js';
import { seedAktivitasBelajar, seedRecordTabs } from './demo-siswa-record.js';

type Person = (sex: 'Laki-Laki' | 'Perempuan') => string;
const ALUMNI_COUNT = 24;

/**
 * Graduates of the last six years. Two in three are internal: they keep the student record they
 * had (status 'Lulus', parents, registration); last year's graduates also keep their class group.
 * The first is alumni@ (internal, tracing filled, rows in every tab), the third alumni2@
 * (external, tracing still empty).
 */
export async function seedAlumni(
  tx: Tx,
  faker: Faker,
  storage: FileStorage,
  person: Person,
  villages: Awaited<ReturnType<typeof demoVillages>>,
  lastYear: { id: number; thn_akhir: number },
) {
  const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: false });
  const [kelasXii] = await tx
    .insert(rombel)
    .values({ tahun_ajaran_id: lastYear.id, nama: 'XII IPA 1', tingkatan_kelas: 'XII', jurusan_nama: 'IPA', ruangan_nama: 'Ruang XII-1' })
    .returning();

  const graduates = Array.from({ length: ALUMNI_COUNT }, (_, i) => {
    const jenis_kelamin = i % 2 ? ('Laki-Laki' as const) : ('Perempuan' as const);
    const lulus = lastYear.thn_akhir - (i % 6);
    const nama = person(jenis_kelamin);
    const address = demoAddress(faker, villages);
    const email = i === 0 ? DEMO_ACCOUNTS.alumni : i === 2 ? DEMO_ACCOUNTS.alumni2 : `${nama.toLowerCase().replace(/[^a-z]+/g, '.')}@alumni.contoh.id`;
    const birth = faker.date
      .between({ from: `${lulus - 19}-07-01`, to: `${lulus - 18}-06-30` })
      .toISOString()
      .slice(0, 10);
    return { i, nama, jenis_kelamin, lulus, address, email, birth, internal: i % 3 !== 2 };
  });

  const internal = graduates.filter((g) => g.internal);
  const records = await tx
    .insert(siswa)
    .values(
      internal.map((g) => ({
        ...demoDataDiri(faker, g.address, g.email),
        nama: g.nama,
        nisn: digits(10),
        nis: digits(18),
        nik: digits(16),
        jenis_kelamin: g.jenis_kelamin,
        tempat_lahir: faker.location.city(),
        tgl_lahir: g.birth,
        status_siswa: 'Lulus',
      })),
    )
    .returning({ id: siswa.id, nama: siswa.nama });
  const recordOf = new Map(internal.map((g, k) => [g.i, records[k]!]));
  await seedOrangTua(
    tx,
    faker,
    person,
    internal.map((g, k) => ({ id: records[k]!.id, address: g.address, lastName: g.nama.split(' ').slice(1).join(' ') })),
  );
  const students = internal.map((g, k) => ({ id: records[k]!.id, nama: g.nama, tingkat: 3, lulus: { tahun: g.lulus } }));
  await seedAktivitasBelajar(tx, faker, students, lastYear.thn_akhir);
  const lastClass = internal.flatMap((g, k) => (g.lulus === lastYear.thn_akhir ? [records[k]!.id] : []));
  await tx.insert(rombelSiswa).values(lastClass.map((id) => ({ siswa_id: id, rombel_id: kelasXii!.id, tahun_ajaran_id: lastYear.id })));
  await seedRecordTabs(tx, faker, storage, [students[0]!]);

  const rows = await tx
    .insert(alumni)
    .values(
      graduates.map((g) => ({
        alumni_tipe: g.internal ? 'Alumni Internal' : 'Alumni Eksternal',
        siswa_id: recordOf.get(g.i)?.id ?? null,
        nama: g.nama,
        nik: digits(16),
        no_kta: `KTA-${g.lulus}-${String(g.i + 1).padStart(4, '0')}`,
        email: g.email,
        jenis_kelamin: g.jenis_kelamin,
        tempat_lahir: faker.location.city(),
        tgl_lahir: g.birth,
        ...g.address,
        no_telp: `08${faker.string.numeric(10)}`,
        tahun_masuk: g.lulus - 3,
        tahun_lulus: g.lulus,
      })),
    )
    .returning();

  // Everyone but alumni2@ has told the school what they do now; alumni@ also sent the diploma.
  const ijazah = await storeDemoPdf(storage, 'alumni-ijazah', 'IJAZAH MADRASAH ALIYAH', [
    `Nama: ${rows[0]!.nama}`,
    `Tahun lulus: ${rows[0]!.tahun_lulus}`,
    'Dokumen contoh untuk portal madrasah.',
  ]);
  await tx.insert(alumniTracing).values(
    rows.flatMap((a, i) => {
      if (i === 2) return [];
      const kuliah = i % 2 === 0;
      return [
        {
          alumni_id: a.id,
          file_ijazah: i === 0 ? ijazah : null,
          no_telp: a.no_telp,
          alamat_sekarang: a.alamat,
          kategori: kuliah ? 'Melanjutkan Pendidikan' : 'Bekerja',
          pendidikan_terakhir: kuliah ? 'SMA/Sederajat' : faker.helpers.arrayElement(['SMA/Sederajat', 'D3', 'D4/S1']),
          pendidikan_instansi: kuliah ? faker.helpers.arrayElement(['UIN Sunan Kalijaga', 'Universitas Gadjah Mada', 'UNY', 'UII']) : null,
          pekerjaan: kuliah ? 'Tidak Bekerja' : faker.helpers.arrayElement(['Karyawan Swasta', 'Wiraswasta', 'Guru/Dosen']),
          pekerjaan_instansi: kuliah ? null : faker.company.name(),
          alamat_instansi: kuliah ? null : faker.location.streetAddress(),
        },
      ];
    }),
  );
  return { alumniInternal: rows[0]!, alumniOther: rows[2]! };
}
