import { describe, expect, it } from 'vitest';
import { TERBILANG_MAX, rupiahAngka, terbilang, terbilangRupiah } from './terbilang.js';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [9, 'sembilan'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1_000, 'seribu'],
    [1_001, 'seribu satu'],
    [1_100, 'seribu seratus'],
    [2_000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [150_000, 'seratus lima puluh ribu'],
    [999_999, 'sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan'],
    [1_000_000, 'satu juta'],
    [1_001_000, 'satu juta seribu'],
    [1_150_000, 'satu juta seratus lima puluh ribu'],
    [1_200_000, 'satu juta dua ratus ribu'],
    [10_000_000, 'sepuluh juta'],
    [250_000_000, 'dua ratus lima puluh juta'],
    [1_000_000_000, 'satu miliar'],
    [1_000_001_000, 'satu miliar seribu'],
    [
      999_999_999_999,
      'sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan',
    ],
    [1_000_000_000_000, 'satu triliun'],
  ])('%d → %s', (n, words) => {
    expect(terbilang(n)).toBe(words);
  });

  it('names the currency, and writes the figures with dots', () => {
    expect(terbilangRupiah(1_200_000)).toBe('satu juta dua ratus ribu rupiah');
    expect([rupiahAngka(0), rupiahAngka(999), rupiahAngka(1_200_000), rupiahAngka(1_000_000_000)]).toEqual([
      'Rp. 0',
      'Rp. 999',
      'Rp. 1.200.000',
      'Rp. 1.000.000.000',
    ]);
  });

  it('refuses fractions, negatives and amounts past its largest', () => {
    expect(() => terbilang(1.5)).toThrow(RangeError);
    expect(() => terbilang(-1)).toThrow(RangeError);
    expect(() => terbilang(TERBILANG_MAX + 1)).toThrow(RangeError);
    expect(terbilang(TERBILANG_MAX)).toMatch(/^sembilan ratus sembilan puluh sembilan triliun/);
  });
});
