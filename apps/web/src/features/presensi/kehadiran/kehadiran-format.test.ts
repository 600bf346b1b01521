import { describe, expect, it } from 'vitest';
import { formatDurasi, formatJam, formatJarak, formatKoordinat, isPermitDay } from './kehadiran-format';

describe('the attendance list’s cells', () => {
  it('show entry and exit as HH:MM, with a dash before clock-out', () => {
    expect(formatJam({ waktu_masuk: '07:05:09', waktu_pulang: '15:02:00' })).toBe('07:05 – 15:02');
    expect(formatJam({ waktu_masuk: '07:05:09', waktu_pulang: null })).toBe('07:05 – -');
  });

  it('show both distances with 2 decimals and metres', () => {
    expect(formatJarak({ radius_masuk: 12.345, radius_pulang: 40 })).toBe('12,35 m – 40,00 m');
    expect(formatJarak({ radius_masuk: 3, radius_pulang: null })).toBe('3,00 m – -');
  });

  it('name a duration by its two largest units', () => {
    expect(formatDurasi(0)).toBe('-');
    expect(formatDurasi(null)).toBe('-');
    expect(formatDurasi(30)).toBe('30 detik');
    expect(formatDurasi(584)).toBe('9 menit 44 detik');
    expect(formatDurasi(600)).toBe('10 menit');
    expect(formatDurasi(3600 + 5 * 60 + 12)).toBe('1 jam 5 menit');
    expect(formatDurasi(2 * 3600 + 7)).toBe('2 jam');
  });

  it('write coordinates with 6 decimals', () => {
    expect(formatKoordinat(-7.7970681, 110.370529)).toBe('-7.797068, 110.370529');
    expect(formatKoordinat(null, null)).toBe('-');
  });

  it('tell a permit day from a clock-in', () => {
    expect(isPermitDay({ perizinan_id: 4 })).toBe(true);
    expect(isPermitDay({ perizinan_id: null })).toBe(false);
  });
});
