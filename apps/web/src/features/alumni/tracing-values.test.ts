import { describe, expect, it } from 'vitest';
import type { AlumniTracing } from '@madrasah/contract/schemas/alumni';
import { tracingBody, tracingFormValues } from './tracing-values';

const empty: AlumniTracing = {
  tahun_masuk: null,
  tahun_lulus: null,
  file_ijazah: null,
  main_path: '/api/files/',
  no_telp: null,
  alamat_sekarang: null,
  kategori: null,
  pendidikan_terakhir: null,
  pendidikan_instansi: null,
  pekerjaan: null,
  pekerjaan_instansi: null,
  alamat_instansi: null,
};

describe('tracing form values', () => {
  it('start from the stored answers, without the stored ijazah or its link', () => {
    const values = tracingFormValues({ ...empty, tahun_lulus: '2022', file_ijazah: 'ijazah/1.pdf?sig=x' });
    expect(values).toMatchObject({ tahun_lulus: '2022', kategori: null });
    expect(values).not.toHaveProperty('file_ijazah');
    expect(values).not.toHaveProperty('main_path');
  });

  it('send four-digit years, blanks as null, and an ijazah only when one was chosen', () => {
    const values = {
      ...tracingFormValues(empty),
      tahun_masuk: '2019',
      tahun_lulus: '2022',
      kategori: 'Bekerja',
      pendidikan_terakhir: 'SMA/Sederajat',
      pekerjaan: 'Wiraswasta',
      no_telp: '081234567890',
      pendidikan_instansi: ' ',
    };
    const body = tracingBody(values);
    expect(body).toMatchObject({ tahun_masuk: '2019', tahun_lulus: '2022', no_telp: '081234567890', pendidikan_instansi: null });
    expect(body).not.toHaveProperty('file_ijazah');
    expect(tracingBody({ ...values, file_ijazah: 'data:application/pdf;base64,JVBERi0=' }).file_ijazah).toBe('data:application/pdf;base64,JVBERi0=');
  });
});
