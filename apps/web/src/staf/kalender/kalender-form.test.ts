import { describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { kalenderBodySchema, type KalenderRow } from '@madrasah/contract/schemas/staf-kalender';
import { kalenderFormValues, rentangTanggal } from './kalender-form';

const row: KalenderRow = {
  id: 4,
  rownum: 1,
  judul: 'Ujian Akhir Semester',
  jenis_agenda: 'Ujian',
  uraian: null,
  civitas_akademika: 'Siswa',
  tgl_awal: '2026-12-01',
  tgl_akhir: '2026-12-08',
  status_absensi: 'Masuk',
};

describe('the calendar item form', () => {
  it('fills from a row and sends it back as the contract takes it', () => {
    const values = kalenderFormValues(row);
    expect(values).toEqual({
      judul: 'Ujian Akhir Semester',
      jenis_agenda: 'Ujian',
      uraian: null,
      civitas_akademika: 'Siswa',
      tgl_awal: '2026-12-01',
      tgl_akhir: '2026-12-08',
      status_absensi: 'Masuk',
    });
    expect(kalenderBodySchema.safeParse(values).success).toBe(true);
  });

  it('leaves a kind the list does not offer to be chosen again', () => {
    const values = kalenderFormValues({ ...row, jenis_agenda: 'Lama' });
    expect(values.jenis_agenda).toBeUndefined();
    expect(kalenderBodySchema.safeParse(values).error?.issues.map((i) => [i.path[0], i.message])).toEqual([['jenis_agenda', MSG.optionInvalid]]);
  });

  it('refuses an end before the start on the end date', () => {
    const res = kalenderBodySchema.safeParse({ ...kalenderFormValues(row), tgl_akhir: '2026-11-30' });
    expect(res.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['tgl_akhir', MSG.permitDateOrder]]);
  });

  it('shows one day alone and a span with both ends', () => {
    const f = (d: string) => d.split('-').reverse().join('-');
    expect(rentangTanggal('2026-12-01', '2026-12-01', f)).toBe('01-12-2026');
    expect(rentangTanggal('2026-12-01', '2026-12-08', f)).toBe('01-12-2026 s.d. 08-12-2026');
  });
});
