import { describe, expect, it } from 'vitest';
import { formatNilai, nilaiInput } from './nilai';

describe('extracurricular scores', () => {
  it('shows two decimals with a decimal comma, and nothing for an empty score', () => {
    expect(formatNilai(88.5)).toBe('88,50');
    expect(formatNilai(100)).toBe('100,00');
    expect(formatNilai(0)).toBe('0,00');
    expect(formatNilai(null)).toBeNull();
  });

  it('gives the form the score as typed in Indonesian', () => {
    expect(nilaiInput(91.25)).toBe('91,25');
    expect(nilaiInput(80)).toBe('80');
    expect(nilaiInput(null)).toBe('');
  });
});
