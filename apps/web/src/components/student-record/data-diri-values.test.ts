import { describe, expect, it } from 'vitest';
import type { DataDiri } from '@madrasah/contract/schemas/data-diri';
import { dataDiriBody, dataDiriFormValues } from './data-diri-values';

const record: DataDiri = {
  id: 1,
  nik: '3404071201090001',
  nisn: '0091234567',
  nis: null,
  no_kip: null,
  nama: 'Khadijah Puspasari',
  jenis_kelamin: 'Perempuan',
  tempat_lahir: 'Sleman',
  tgl_lahir: '2009-07-11',
  kewarganegaraan: 'WNI',
  agama: 'Islam',
  no_kk: null,
  kepala_keluarga: null,
  no_akta_kelahiran: null,
  no_kks: null,
  no_pkh: null,
  jml_saudara: '2',
  anak_ke: '1',
  no_telp: '081234567890',
  email: 'khadijah@contoh.id',
  cita_cita: null,
  hobi: null,
  alamat: null,
  kode_pos: '55281',
  lat: -7.7629,
  long: 110.3984,
  status_tempat_tinggal: null,
  transportasi: null,
  jarak_tempuh: null,
  waktu_tempuh: null,
  biaya_dari: null,
  kebutuhan_khusus: null,
  kebutuhan_disabilitas: null,
  berat_badan: 45.5,
  tinggi_badan: null,
  lingkar_kepala: null,
  pendidikan_pra_sekolah: 'Pernah TK/RA',
  imunisasi: 'Polio;BCG',
  provinsi_id: '34',
  provinsi_nama: 'Daerah Istimewa Yogyakarta',
  kabkot_id: '34.04',
  kabkot_nama: 'Kabupaten Sleman',
  kecamatan_id: '34.04.07',
  kecamatan_nama: 'Depok',
  kelurahan_id: '34.04.07.2001',
  kelurahan_nama: 'Caturtunggal',
  foto: null,
  main_path: '/api/files/',
};

describe('data diri form values', () => {
  it('hold numbers as typed text, multi-choices as lists and the region as pickers', () => {
    const values = dataDiriFormValues(record);
    expect(values).toMatchObject({ lat: '-7.7629', berat_badan: '45.5', imunisasi: ['Polio', 'BCG'], pendidikan_pra_sekolah: ['Pernah TK/RA'] });
    expect(values.region).toMatchObject({ kecamatan_id: '34.04.07', kabkot_nama: 'Kabupaten Sleman' });
    expect(values.kelurahan).toEqual({ id: '34.04.07.2001', nama: 'Caturtunggal' });
    expect(values).not.toHaveProperty('foto');
  });

  it('become the PUT body the contract reads: numbers, joined lists, region codes, blanks as null', () => {
    const values = { ...dataDiriFormValues(record), hobi: '  ', imunisasi: ['Campak', 'DPT'], kelurahan: null };
    const body = dataDiriBody(values);
    expect(body).toMatchObject({
      lat: -7.7629,
      berat_badan: 45.5,
      imunisasi: 'Campak;DPT',
      hobi: null,
      provinsi_id: '34',
      kecamatan_id: '34.04.07',
      kelurahan_id: null,
    });
    expect(body).not.toHaveProperty('region');
    expect(body.foto).toBeUndefined();
  });
});
