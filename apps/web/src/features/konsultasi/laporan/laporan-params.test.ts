import { describe, expect, it } from 'vitest';
import { formatPeriod, laporanDetailPath, periodFromQuery, periodOf } from './laporan-params';

describe('the report period', () => {
  it('travels to the detail route in its query and back', () => {
    const period = { tipe: 'Orang Tua' as const, tgl_awal: '01-07-2026', tgl_akhir: '31-12-2026' };
    const path = laporanDetailPath(5, period);
    expect(path).toBe('/bimbingan-konseling/laporan/detail/5?tipe=Orang+Tua&tgl_awal=01-07-2026&tgl_akhir=31-12-2026');
    expect(periodFromQuery(new URL(path, 'http://x').searchParams)).toEqual(period);
  });

  it('leaves open ends out of the query', () => {
    expect(laporanDetailPath(5, { tipe: 'Siswa' })).toBe('/bimbingan-konseling/laporan/detail/5?tipe=Siswa');
    expect(laporanDetailPath(5, { tipe: 'Siswa', tgl_akhir: '31-12-2026' })).toBe('/bimbingan-konseling/laporan/detail/5?tipe=Siswa&tgl_akhir=31-12-2026');
  });

  it('falls back to Siswa and drops dates not written DD-MM-YYYY', () => {
    expect(periodFromQuery(new URLSearchParams('tipe=Guru&tgl_awal=2026-07-01'))).toEqual({ tipe: 'Siswa' });
    expect(periodOf({ tipe: undefined, tgl_awal: null, tgl_akhir: '31-01-2026' })).toEqual({ tipe: 'Siswa', tgl_akhir: '31-01-2026' });
  });

  it('is named in words, open ends too', () => {
    expect(formatPeriod({ tipe: 'Siswa', tgl_awal: '01-07-2026', tgl_akhir: '31-12-2026' })).toBe('01-07-2026 s.d. 31-12-2026');
    expect(formatPeriod({ tipe: 'Siswa', tgl_awal: '01-07-2026' })).toBe('Sejak 01-07-2026');
    expect(formatPeriod({ tipe: 'Siswa', tgl_akhir: '31-12-2026' })).toBe('Sampai 31-12-2026');
    expect(formatPeriod({ tipe: 'Siswa' })).toBe('Semua tanggal');
  });
});
