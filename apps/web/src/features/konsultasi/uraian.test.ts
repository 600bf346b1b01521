import { describe, expect, it } from 'vitest';
import { ringkasUraian } from './uraian';

describe('ringkasUraian', () => {
  it('shows the first 50 characters and marks a cut', () => {
    const long = 'a'.repeat(49) + 'bcd';
    expect(ringkasUraian(long)).toBe(`${'a'.repeat(49)}b...`);
    expect(ringkasUraian('a'.repeat(50))).toBe('a'.repeat(50));
  });

  it("shows '-' for an empty description", () => {
    expect(ringkasUraian(null)).toBe('-');
    expect(ringkasUraian('  ')).toBe('-');
  });
});
