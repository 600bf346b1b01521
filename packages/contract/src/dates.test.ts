import { describe, expect, it } from 'vitest';
import { dmyToIso, isoToDmy } from './dates.js';

describe('date converters', () => {
  it("turns a picker's date into the report's and back", () => {
    expect(isoToDmy('2026-07-01')).toBe('01-07-2026');
    expect(dmyToIso('01-07-2026')).toBe('2026-07-01');
  });
});
