import { describe, expect, it } from 'vitest';
import { nilaiInput } from './nilai';

describe('extracurricular score input', () => {
  it('gives the form the score as typed in Indonesian', () => {
    expect(nilaiInput(91.25)).toBe('91,25');
    expect(nilaiInput(80)).toBe('80');
    expect(nilaiInput(null)).toBe('');
  });
});
