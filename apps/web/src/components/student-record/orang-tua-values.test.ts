import { describe, expect, it } from 'vitest';
import type { OrangTua } from '@madrasah/contract/schemas/orang-tua';
import type { RegionOption } from '@madrasah/contract/schemas/region';
import { followUps, orangTuaFormValues, personBody, rulesApply, type OrangTuaFormValues } from './orang-tua-values';

const SLEMAN: RegionOption = {
  provinsi_id: '34',
  provinsi_nama: 'Daerah Istimewa Yogyakarta',
  kabkot_id: '34.04',
  kabkot_nama: 'Kabupaten Sleman',
  kecamatan_id: '34.04.07',
  kecamatan_nama: 'Depok',
};
const BANTUL: RegionOption = { ...SLEMAN, kabkot_id: '34.02', kabkot_nama: 'Kabupaten Bantul', kecamatan_id: '34.02.01', kecamatan_nama: 'Srandakan' };

const ayah: OrangTua = {
  id: 7,
  tipe: 'Ayah',
  status_hidup: 'Masih Hidup',
  nama: 'Hafiz',
  nik: '3404071201800001',
  kewarganegaraan: 'WNI',
  tempat_lahir: null,
  tgl_lahir: '1980-01-12',
  pendidikan: null,
  pekerjaan: null,
  penghasilan: null,
  no_telp: null,
  email: null,
  domisili: 'Dalam Negeri',
  status_tempat_tinggal: 'Bersama Orang Tua',
  alamat: 'Jl. Kaliurang 5',
  kode_pos: '55281',
  provinsi_id: SLEMAN.provinsi_id,
  provinsi_nama: SLEMAN.provinsi_nama,
  kabkot_id: SLEMAN.kabkot_id,
  kabkot_nama: SLEMAN.kabkot_nama,
  kecamatan_id: SLEMAN.kecamatan_id,
  kecamatan_nama: SLEMAN.kecamatan_nama,
  kelurahan_id: '34.04.07.2001',
  kelurahan_nama: 'Caturtunggal',
};

const start = (): OrangTuaFormValues => orangTuaFormValues([ayah]);

describe('orangTuaFormValues', () => {
  it("puts each record under its person's prefix, with pickers for the region", () => {
    const values = start();
    expect(values.ayah_nama).toBe('Hafiz');
    expect(values.ayah_region).toEqual(SLEMAN);
    expect(values.ayah_kelurahan).toEqual({ id: '34.04.07.2001', nama: 'Caturtunggal' });
    expect(values.ibu_nama).toBeNull();
    expect(values.wali_region).toBeNull();
    expect(values).toMatchObject({ ibu_sama_ayah: false, wali_sama: null });
  });
});

describe('rulesApply', () => {
  it("checks the father and the mother once filled, the mother also when her address follows the father's, the guardian always", () => {
    const empty = orangTuaFormValues([]);
    expect(rulesApply(empty, 'ayah')).toBe(false);
    expect(rulesApply(empty, 'ibu')).toBe(false);
    expect(rulesApply(empty, 'wali')).toBe(true);
    expect(rulesApply({ ...empty, ayah_tempat_lahir: 'Sleman' }, 'ayah')).toBe(true);
    expect(rulesApply({ ...empty, ayah_tempat_lahir: '   ' }, 'ayah')).toBe(false);
    expect(rulesApply({ ...empty, ibu_sama_ayah: true }, 'ibu')).toBe(true);
  });
});

describe('followUps', () => {
  it("copies the father's address to the mother, and on to a guardian who follows her", () => {
    const values = { ...start(), ibu_sama_ayah: true, wali_sama: 'ibu' as const };
    const updates = followUps({ ibu_sama_ayah: true }, values);
    for (const person of ['ibu', 'wali'] as const) {
      expect(updates).toMatchObject({
        [`${person}_region`]: SLEMAN,
        [`${person}_kelurahan`]: { id: '34.04.07.2001', nama: 'Caturtunggal' },
        [`${person}_alamat`]: 'Jl. Kaliurang 5',
        [`${person}_kode_pos`]: '55281',
        [`${person}_domisili`]: 'Dalam Negeri',
        [`${person}_status_tempat_tinggal`]: 'Bersama Orang Tua',
      });
    }
    expect(updates).not.toHaveProperty('ibu_nama');
  });

  it('clears the kelurahan of a person whose kecamatan changed, and of those copying them', () => {
    const values = { ...start(), ayah_region: BANTUL, ibu_sama_ayah: true };
    const after = { ...values, ...followUps({ ayah_region: BANTUL }, values) };
    expect(after).toMatchObject({ ayah_kelurahan: null, ibu_region: BANTUL, ibu_kelurahan: null });
  });

  it('clears the region and postal code of an address abroad, keeping the address line', () => {
    const values = { ...start(), ayah_domisili: 'Luar Negeri' };
    const updates = followUps({ ayah_domisili: 'Luar Negeri' }, values);
    expect(updates).toEqual({ ayah_region: null, ayah_kelurahan: null, ayah_kode_pos: null });
  });

  it('changes nothing when nothing follows', () => {
    expect(followUps({ ayah_nama: 'Hafiz Ahmad' }, { ...start(), ayah_nama: 'Hafiz Ahmad' })).toEqual({});
  });
});

describe('personBody', () => {
  it("sends one person's fields without prefix, region codes from the pickers, and the e-mail only for the guardian", () => {
    const wali = { wali_nama: 'Fikri', wali_status_hidup: 'Masih Hidup', wali_nik: '3404070101790001', wali_tgl_lahir: '1979-01-01' };
    const values = { ...start(), ...wali, wali_email: 'fikri@contoh.id', ayah_email: 'x@y.z' };
    expect(personBody(values, 'ayah')).toMatchObject({
      tipe: 'Ayah',
      nama: 'Hafiz',
      email: null,
      provinsi_id: '34',
      kabkot_id: '34.04',
      kecamatan_id: '34.04.07',
      kelurahan_id: '34.04.07.2001',
    });
    expect(personBody(values, 'wali')).toMatchObject({ tipe: 'Wali', nama: 'Fikri', email: 'fikri@contoh.id', kecamatan_id: null });
  });
});
