import type { Faker } from '@faker-js/faker';
import { eq, like } from 'drizzle-orm';
import { OPTIONS } from '@madrasah/contract/options';
import type { Tx } from '../client.js';
import { kabkot, kecamatan, kelurahan, orangTua } from '../schema/index.js';

export type Address = {
  provinsi_id: string;
  kabkot_id: string;
  kecamatan_id: string;
  kelurahan_id: string;
  alamat: string;
  kode_pos: string;
};

/** Real villages of the Special Region of Yogyakarta (code 34), where the demo school stands. */
export async function demoVillages(tx: Tx) {
  return tx
    .select({ kelurahan_id: kelurahan.id, kecamatan_id: kecamatan.id, kabkot_id: kabkot.id, provinsi_id: kabkot.provinsi_id })
    .from(kelurahan)
    .innerJoin(kecamatan, eq(kecamatan.id, kelurahan.kecamatan_id))
    .innerJoin(kabkot, eq(kabkot.id, kecamatan.kabkot_id))
    .where(like(kelurahan.id, '34.%'));
}

export function demoAddress(faker: Faker, villages: Awaited<ReturnType<typeof demoVillages>>): Address {
  const v = faker.helpers.arrayElement(villages);
  return {
    ...v,
    alamat: `Jl. ${faker.location.street()} No. ${faker.number.int({ min: 1, max: 120 })}, RT 0${faker.number.int({ min: 1, max: 9 })}/RW 0${faker.number.int({ min: 1, max: 9 })}`,
    kode_pos: `55${faker.string.numeric(3)}`,
  };
}

const phoneNumber = (faker: Faker) => `08${faker.string.numeric(10)}`;

/** The personal-data columns of a demo student, beyond identity. */
export function demoDataDiri(faker: Faker, address: Address, email: string) {
  return {
    ...address,
    kewarganegaraan: 'WNI',
    agama: 'Islam',
    no_kk: faker.string.numeric({ length: 16, allowLeadingZeros: false }),
    no_akta_kelahiran: faker.string.numeric(12),
    jml_saudara: String(faker.number.int({ min: 0, max: 5 })),
    anak_ke: String(faker.number.int({ min: 1, max: 4 })),
    no_telp: phoneNumber(faker),
    email,
    cita_cita: faker.helpers.arrayElement(['Dokter', 'Guru', 'Insinyur', "Hafiz Al-Qur'an", 'Pengusaha', 'Dosen', 'Perawat']),
    hobi: faker.helpers.arrayElement(['Membaca', 'Sepak bola', 'Menulis', 'Kaligrafi', 'Memasak', 'Bulu tangkis']),
    lat: -7.797068 + faker.number.float({ min: -0.05, max: 0.05 }),
    long: 110.370529 + faker.number.float({ min: -0.05, max: 0.05 }),
    status_tempat_tinggal: faker.helpers.arrayElement(['Bersama Orang Tua', 'Bersama Orang Tua', 'Pesantren', 'Bersama Wali']),
    transportasi: faker.helpers.arrayElement(OPTIONS.transportasi.slice(0, 6)),
    jarak_tempuh: faker.helpers.arrayElement(OPTIONS.jarak_tempuh),
    waktu_tempuh: faker.helpers.arrayElement(OPTIONS.waktu_tempuh.slice(0, 3)),
    biaya_dari: 'Orang Tua',
    kebutuhan_khusus: 'Tidak Ada',
    kebutuhan_disabilitas: 'Tidak Ada',
    berat_badan: faker.number.int({ min: 38, max: 70 }),
    tinggi_badan: faker.number.int({ min: 145, max: 180 }),
    lingkar_kepala: faker.number.int({ min: 52, max: 58 }),
    pendidikan_pra_sekolah: 'Pernah TK/RA',
    imunisasi: 'Hepatitis B;Polio;BCG;Campak;DPT',
  };
}

/** Father and mother of every demo student at the student's address; some also have a guardian. */
export async function seedOrangTua(
  tx: Tx,
  faker: Faker,
  person: (sex: 'Laki-Laki' | 'Perempuan') => string,
  students: { id: number; address: Address; lastName: string }[],
) {
  const nik = () => faker.string.numeric({ length: 16, allowLeadingZeros: false });
  const birth = (from: number, to: number) =>
    faker.date
      .between({ from: `${from}-01-01`, to: `${to}-12-31` })
      .toISOString()
      .slice(0, 10);
  const common = (address: Address) => ({ kewarganegaraan: 'WNI', domisili: 'Dalam Negeri', status_tempat_tinggal: 'Bersama Orang Tua', ...address });
  const rows = students.flatMap(({ id, address, lastName }, i) => {
    const ayah = {
      siswa_id: id,
      tipe: 'Ayah',
      status_hidup: i % 29 === 5 ? 'Sudah Meninggal' : 'Masih Hidup',
      nama: `${person('Laki-Laki').split(' ')[0]} ${lastName}`,
      nik: nik(),
      tempat_lahir: faker.location.city(),
      tgl_lahir: birth(1970, 1985),
      pendidikan: faker.helpers.arrayElement(OPTIONS.pendidikan.slice(2)),
      pekerjaan: faker.helpers.arrayElement(OPTIONS.pekerjaan.slice(1, 14)),
      penghasilan: faker.helpers.arrayElement(OPTIONS.penghasilan.slice(2)),
      no_telp: phoneNumber(faker),
      email: null,
      ...common(address),
    };
    const ibu = {
      ...ayah,
      tipe: 'Ibu',
      status_hidup: 'Masih Hidup',
      nama: person('Perempuan'),
      nik: nik(),
      tgl_lahir: birth(1975, 1988),
      pekerjaan: faker.helpers.arrayElement(['Tidak Bekerja', 'Wiraswasta', 'Guru/Dosen', 'Pedagang Kecil', 'Karyawan Swasta']),
      no_telp: phoneNumber(faker),
    };
    const waliOf = () => {
      const nama = person('Laki-Laki');
      const waliNik = nik();
      return {
        ...ayah,
        tipe: 'Wali',
        status_hidup: 'Masih Hidup',
        nama,
        nik: waliNik,
        // Their own phone, not the father's (no draw of its own: the demo's later values stay as they were).
        no_telp: `08${waliNik.slice(-10)}`,
        tgl_lahir: birth(1965, 1980),
        email: `wali.${id}@contoh.id`,
      };
    };
    const wali = i % 4 === 0 ? [waliOf()] : [];
    return [ayah, ibu, ...wali];
  });
  await tx.insert(orangTua).values(rows);
}
