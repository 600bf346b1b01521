import { describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { catatanBodySchema, hasilTesStafBodySchema, type CatatanRow, type HasilTesStafRow } from '@madrasah/contract/schemas/staf-bk';
import { catatanFormValues, hasilTesFormValues, siswaLabel, siswaOfRow, siswaOptions } from './bk-form';

const tesRow: HasilTesStafRow = {
  id: 7,
  rownum: 1,
  siswa_id: 3,
  siswa_nama: 'Ahmad Fauzan',
  nisn: '0051234567',
  rombel_id: 2,
  rombel_nama: 'X IPA 1',
  tgl: '2026-09-14',
  kategori_tes: 'Tes Minat dan Bakat',
  keterangan: 'Peminatan',
  hasil: 'Sains',
  dokumen: 'hasil-tes/a.pdf?exp=1&sig=x&s=1',
  main_path: '/api/files/',
  penguji: 'Nur Aini, S.Psi.',
};

describe('the test result form', () => {
  it('fills from a row without the stored document, and what it sends passes the contract', () => {
    const values = hasilTesFormValues(tesRow);
    expect(values).toEqual({ siswa_id: 3, tgl: '2026-09-14', kategori_tes: 'Tes Minat dan Bakat', keterangan: 'Peminatan', hasil: 'Sains' });
    expect(hasilTesStafBodySchema.parse(values).file).toBeUndefined();
  });

  it('asks for a student first, and for the category', () => {
    const res = hasilTesStafBodySchema.safeParse({ ...hasilTesFormValues(tesRow), siswa_id: undefined, kategori_tes: '' });
    expect(res.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['siswa_id', MSG.chooseSiswaFirst],
      ['kategori_tes', MSG.mustFill],
    ]);
  });
});

describe('the counselling record form', () => {
  const row: CatatanRow = {
    id: 9,
    rownum: 1,
    siswa_id: 3,
    siswa_nama: 'Ahmad Fauzan',
    nisn: '0051234567',
    rombel_id: 2,
    rombel_nama: 'X IPA 1',
    tipe: 'Orang Tua',
    tgl: '2026-10-05',
    topik_id: 4,
    topik_nama: 'Pergaulan',
    bidang: 'Sosial',
    uraian: null,
    tanggapan: null,
    guru_bk: null,
  };
  it('fills from a row, and a record without notes must get them before it is sent', () => {
    const values = catatanFormValues(row);
    expect(values).toMatchObject({ siswa_id: 3, tipe: 'Orang Tua', topik_id: 4, uraian: '' });
    expect(catatanBodySchema.safeParse(values).error?.issues.map((i) => i.path[0])).toEqual(['uraian']);
    expect(catatanBodySchema.safeParse({ ...values, uraian: 'Pertemuan' }).success).toBe(true);
  });
});

describe('the student picker', () => {
  const current = siswaOfRow(tesRow);
  it('names a student by name, NISN and class group', () => {
    expect(siswaLabel(current)).toBe('Ahmad Fauzan (0051234567) - X IPA 1');
    expect(siswaLabel({ ...current, rombel_nama: null })).toBe('Ahmad Fauzan (0051234567)');
  });
  it('keeps the edited row’s student first while the search does not hold them, once only', () => {
    const other = { id: 5, nama: 'Budi', nisn: '1', rombel_nama: 'X IPA 2' };
    expect(siswaOptions([other], current).map((o) => o.value)).toEqual([3, 5]);
    expect(siswaOptions([other, current], current).map((o) => o.value)).toEqual([5, 3]);
    expect(siswaOptions(undefined, undefined)).toEqual([]);
  });
});
