import { describe, expect, it } from 'vitest';
import type { AlumniDataDiri } from '@madrasah/contract/schemas/alumni';
import { alumniDataDiriBody, alumniDataDiriFormValues, photoUrl } from './data-diri-values';

const record: AlumniDataDiri = {
  id: 3,
  alumni_tipe: 'Alumni Eksternal',
  siswa_id: null,
  nik: '3404071201020003',
  nama: 'Rahmat Hidayat',
  no_kta: 'KTA-2022-0003',
  jenis_kelamin: 'Laki-Laki',
  tempat_lahir: 'Bantul',
  tgl_lahir: '12-03-2004',
  provinsi_id: '34',
  provinsi_nama: 'Daerah Istimewa Yogyakarta',
  kabkot_id: '34.02',
  kabkot_nama: 'Kabupaten Bantul',
  kecamatan_id: '34.02.13',
  kecamatan_nama: 'Kasihan',
  kelurahan_id: '34.02.13.2003',
  kelurahan_nama: 'Tamantirto',
  alamat: null,
  kode_pos: '55183',
  no_telp: null,
  email: 'alumni2@madrasah.test',
  tahun_masuk: '2019',
  tahun_lulus: '2022',
  foto: null,
  main_path: '/api/files/',
};

describe('alumni data diri form values', () => {
  it('hold the date of birth and the years as the contract writes them, and the region as pickers', () => {
    const values = alumniDataDiriFormValues(record);
    expect(values).toMatchObject({ tgl_lahir: '12-03-2004', tahun_masuk: '2019', kode_pos: '55183' });
    expect(values.region).toMatchObject({ kecamatan_id: '34.02.13', kabkot_nama: 'Kabupaten Bantul' });
    expect(values.kelurahan).toEqual({ id: '34.02.13.2003', nama: 'Tamantirto' });
    // Read-only: shown by the form, never among its values.
    expect(values).not.toHaveProperty('email');
    expect(values).not.toHaveProperty('no_kta');
  });

  it('send the region codes, blanks as null, and neither email nor a photo unless one was chosen', () => {
    const values = { ...alumniDataDiriFormValues(record), alamat: '  Jl. Kenanga 4 ', no_telp: '', kelurahan: null };
    const body = alumniDataDiriBody(values);
    expect(body).toMatchObject({
      tgl_lahir: '12-03-2004',
      alamat: 'Jl. Kenanga 4',
      no_telp: null,
      provinsi_id: '34',
      kabkot_id: '34.02',
      kecamatan_id: '34.02.13',
      kelurahan_id: null,
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('foto');
  });

  it('link the stored photo after main_path', () => {
    expect(photoUrl(record)).toBeUndefined();
    expect(photoUrl({ ...record, foto: 'alumni/3.jpg?sig=x' })).toBe('/api/files/alumni/3.jpg?sig=x');
  });
});
