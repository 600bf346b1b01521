import { describe, expect, it } from 'vitest';
import { clearedBy, countSet, periodInvalid } from './period-filter';

describe('period filter', () => {
  it('clears the semester and class group with a new year, the class group with a new semester', () => {
    expect(clearedBy({ tahun_ajaran_id: 2 })).toEqual({ semester_id: undefined, rombel_id: undefined });
    expect(clearedBy({ semester_id: 3 })).toEqual({ rombel_id: undefined });
    expect(clearedBy({ rombel_id: 4 })).toEqual({});
    expect(clearedBy({ tgl_awal: '2026-11-01' })).toEqual({});
  });

  it('refuses a period that starts after it ends, and accepts one day or an open end', () => {
    expect(periodInvalid({ tgl_awal: '2026-11-02', tgl_akhir: '2026-11-01' })).toBe(true);
    expect(periodInvalid({ tgl_awal: '2026-11-01', tgl_akhir: '2026-11-01' })).toBe(false);
    expect(periodInvalid({ tgl_awal: '2026-11-02' })).toBe(false);
  });

  it('counts the fields that are set', () => {
    expect(countSet({ tahun_ajaran_id: 1, semester_id: undefined, status: '', aktivitas: 'PRAMUKA' }, ['tahun_ajaran_id', 'semester_id', 'status'])).toBe(1);
  });
});
