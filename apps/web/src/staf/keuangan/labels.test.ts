import { describe, expect, it } from 'vitest';
import { rencanaLabel } from './labels';

describe('rencanaLabel', () => {
  it('names a monthly fee, a yearly one and one in instalments', () => {
    expect(rencanaLabel({ jenis: 'bulanan', angsuran: 12 })).toBe('Bulanan (12 tagihan)');
    expect(rencanaLabel({ jenis: 'tahunan', angsuran: 1 })).toBe('Tahunan');
    expect(rencanaLabel({ jenis: 'tahunan', angsuran: 3 })).toBe('Tahunan, 3× cicilan');
  });
});
