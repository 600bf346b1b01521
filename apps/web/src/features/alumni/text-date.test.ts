import { describe, expect, it } from 'vitest';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { parseTextDate, reformatDate } from './text-date';

describe('text dates', () => {
  it('turn the alumni date of birth into the picker date and back', () => {
    expect(reformatDate('12-03-2004', DATE_FORMAT.alumniBirth, DATE_FORMAT.lookup)).toBe('2004-03-12');
    expect(reformatDate('2004-03-12', DATE_FORMAT.lookup, DATE_FORMAT.alumniBirth)).toBe('12-03-2004');
  });

  it('read nothing from a blank, a wrong format or an impossible date', () => {
    expect(reformatDate(null, DATE_FORMAT.alumniBirth, DATE_FORMAT.lookup)).toBeNull();
    expect(reformatDate('', DATE_FORMAT.alumniBirth, DATE_FORMAT.lookup)).toBeNull();
    expect(reformatDate('2004-03-12', DATE_FORMAT.alumniBirth, DATE_FORMAT.lookup)).toBeNull();
    expect(reformatDate('31-02-2004', DATE_FORMAT.alumniBirth, DATE_FORMAT.lookup)).toBeNull();
  });

  it('read a four-digit year', () => {
    expect(parseTextDate('2022', 'YYYY')?.year()).toBe(2022);
    expect(parseTextDate('22', 'YYYY')).toBeNull();
  });
});
