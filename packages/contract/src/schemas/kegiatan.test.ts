import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { ekstrakurikulerNilaiSchema, kaldikAgendaBodySchema } from './kegiatan.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the extracurricular scores', () => {
  it('reads a decimal comma or point, and an empty score as null', () => {
    expect(ekstrakurikulerNilaiSchema.parse({ nilai_semester_ganjil: '87,5', nilai_semester_genap: '' })).toEqual({
      nilai_semester_ganjil: 87.5,
      nilai_semester_genap: null,
    });
    expect(ekstrakurikulerNilaiSchema.parse({ nilai_semester_ganjil: 100, nilai_semester_genap: ' 0.05 ' })).toEqual({
      nilai_semester_ganjil: 100,
      nilai_semester_genap: 0.05,
    });
    expect(ekstrakurikulerNilaiSchema.parse({})).toEqual({ nilai_semester_ganjil: null, nilai_semester_genap: null });
    expect(ekstrakurikulerNilaiSchema.parse({ nilai_semester_ganjil: 70.1, nilai_semester_genap: 99.99 }).nilai_semester_ganjil).toBe(70.1);
  });

  it('refuses a score outside 0 to 100, with more than two decimals, or not a number', () => {
    expect(messages(ekstrakurikulerNilaiSchema.safeParse({ nilai_semester_ganjil: 100.01, nilai_semester_genap: -1 }))).toEqual([
      ['nilai_semester_ganjil', MSG.nilaiRange],
      ['nilai_semester_genap', MSG.nilaiRange],
    ]);
    expect(messages(ekstrakurikulerNilaiSchema.safeParse({ nilai_semester_ganjil: '80,125', nilai_semester_genap: 'delapan' }))).toEqual([
      ['nilai_semester_ganjil', MSG.nilaiDecimals],
      ['nilai_semester_genap', MSG.numberInvalid],
    ]);
    expect(messages(ekstrakurikulerNilaiSchema.safeParse({ nilai_semester_ganjil: '1e2', nilai_semester_genap: true }))).toEqual([
      ['nilai_semester_ganjil', MSG.numberInvalid],
      ['nilai_semester_genap', MSG.numberInvalid],
    ]);
  });
});

describe('the calendar filters', () => {
  it('takes the fixed options, and a blank or null filter as none', () => {
    expect(kaldikAgendaBodySchema.parse({ status_absensi: 'Libur', jenis_agenda: 'Ujian' })).toEqual({ status_absensi: 'Libur', jenis_agenda: 'Ujian' });
    expect(kaldikAgendaBodySchema.parse({ status_absensi: null, jenis_agenda: '' })).toEqual({});
  });

  it('refuses an unknown option and a period whose start comes after its end', () => {
    expect(messages(kaldikAgendaBodySchema.safeParse({ status_absensi: 'Izin', jenis_agenda: 'Piknik' }))).toEqual([
      ['status_absensi', MSG.optionInvalid],
      ['jenis_agenda', MSG.optionInvalid],
    ]);
    expect(messages(kaldikAgendaBodySchema.safeParse({ tgl_awal: '2026-12-31', tgl_akhir: '2026-12-01' }))).toEqual([['tgl_akhir', MSG.periodInvalid]]);
    expect(messages(kaldikAgendaBodySchema.safeParse({ tgl_awal: '2026-02-30' }))).toEqual([['tgl_awal', MSG.dateInvalid]]);
  });
});
