import { describe, expect, it } from 'vitest';
import { formatNilai } from './nilai-format';

describe('grades', () => {
  it('show 2 decimals, or a dash when there is none', () => {
    expect(formatNilai(85.333)).toBe('85.33');
    expect(formatNilai(90)).toBe('90.00');
    expect(formatNilai(0)).toBe('0.00');
    expect(formatNilai(null)).toBe('-');
  });
});
