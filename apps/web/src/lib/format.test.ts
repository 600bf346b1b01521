import { describe, expect, it } from 'vitest';
import { formatDate, formatDecimalInput, formatMeters, formatRupiah, formatScore, formatThousands, formatTime, schoolToday } from './format';

describe('formatDate', () => {
  it('writes DD-MM-YYYY by default and other spec formats on request', () => {
    expect(formatDate('2026-07-01')).toBe('01-07-2026');
    expect(formatDate('2026-07-01T10:00:00', 'YYYY-MM-DD')).toBe('2026-07-01');
  });
  it("shows '-' for empty or invalid values instead of today's date", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('bukan tanggal')).toBe('-');
  });
});

describe('formatRupiah', () => {
  it("prefixes 'Rp.' and groups thousands with dots", () => {
    expect(formatRupiah(1500000)).toBe('Rp. 1.500.000');
    expect(formatRupiah('250000')).toBe('Rp. 250.000');
  });
  it('shows 0 when the amount is missing', () => {
    expect(formatRupiah(null)).toBe('Rp. 0');
    expect(formatRupiah(undefined)).toBe('Rp. 0');
  });
});

describe('formatThousands', () => {
  it('groups thousands with dots and leaves a missing amount empty', () => {
    expect(formatThousands(2500000)).toBe('2.500.000');
    expect(formatThousands('750')).toBe('750');
    expect(formatThousands(undefined)).toBe('');
  });
});

describe('formatScore', () => {
  it('shows 2 decimals with a decimal comma, or a dash when there is none', () => {
    expect(formatScore(85.333)).toBe('85,33');
    expect(formatScore(100)).toBe('100,00');
    expect(formatScore(0)).toBe('0,00');
    expect(formatScore(null)).toBe('-');
  });
});

describe('formatDecimalInput', () => {
  it('gives a form field the stored score with a decimal comma', () => {
    expect(formatDecimalInput(91.25)).toBe('91,25');
    expect(formatDecimalInput(80)).toBe('80');
    expect(formatDecimalInput(null)).toBe('');
  });
});

describe('formatMeters', () => {
  it('uses 2 decimals and an m suffix', () => {
    expect(formatMeters(12.345)).toBe('12,35 m');
    expect(formatMeters(1012.5)).toBe('1.012,50 m');
    expect(formatMeters('7')).toBe('7,00 m');
    expect(formatMeters(null)).toBe('-');
  });
});

describe('schoolToday', () => {
  it("takes the calendar date in the school's time zone", () => {
    // 20:00 UTC is already the next day in Jakarta (UTC+7).
    const now = new Date('2026-03-09T20:00:00Z');
    expect(schoolToday('Asia/Jakarta', now).format('YYYY-MM-DD')).toBe('2026-03-10');
    expect(schoolToday('UTC', now).format('YYYY-MM-DD')).toBe('2026-03-09');
  });
});

describe('formatTime', () => {
  it('keeps HH:MM of a time with seconds', () => {
    expect(formatTime('07:05:09')).toBe('07:05');
    expect(formatTime('15:00')).toBe('15:00');
    expect(formatTime(null)).toBe('-');
  });
});

describe('the numbers written out by hand', () => {
  // The same figures as Intl.NumberFormat's Indonesian, which the formatters no longer load.
  const intl = (min: number, max: number) => new Intl.NumberFormat('id-ID', { minimumFractionDigits: min, maximumFractionDigits: max });
  const values = [0, 0.5, 0.125, 0.135, 1.005, 2.675, 7, 12.345, 99.995, 999.999, 1000, 1234.5, 1012.5, 999999.995, 1500000, 123456789.126, 2 ** 40 + 0.25];
  const samples = [...values, ...values.filter((v) => v > 0).map((v) => -v), ...Array.from({ length: 500 }, (_, i) => ((i * 7919) % 100003) / 7 - 5000)];

  it('match Intl to the digit, for money and for 2-decimal figures', () => {
    for (const v of samples) {
      expect(formatThousands(v), String(v)).toBe(intl(0, 2).format(v));
      expect(formatScore(v), String(v)).toBe(intl(2, 2).format(v));
    }
  });
  it('show a value that rounds to zero without a minus sign', () => {
    expect(formatScore(-0.001)).toBe('0,00');
    expect(formatThousands(-0.001)).toBe('0');
  });
});
