import { describe, expect, it } from 'vitest';
import { overPaid } from './keuangan-values';

describe('overPaid', () => {
  const row = (total_tagihan: number, total_biaya_opsional: number, total_pembayaran: number) => ({ total_tagihan, total_biaya_opsional, total_pembayaran });

  it('is what the payments exceed all the lines by, optional ones included', () => {
    expect(overPaid(row(400_000, 750_000, 1_200_000))).toBe(50_000);
  });

  it('is 0 for an invoice paid exactly, partly or not at all', () => {
    expect(overPaid(row(400_000, 750_000, 1_150_000))).toBe(0);
    expect(overPaid(row(1_800_000, 0, 750_000))).toBe(0);
    expect(overPaid(row(500_000, 0, 0))).toBe(0);
  });
});
