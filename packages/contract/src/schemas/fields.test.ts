import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { digitsOnly, postalCode } from './fields.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('digits-only fields', () => {
  it('call a word not a number before they call it too long (Jumlah Saudara "dua")', () => {
    expect(firstMessage(digitsOnly(2).safeParse('dua'))).toBe(MSG.digitsOnly);
    expect(firstMessage(digitsOnly(2).safeParse('123'))).toBe(MSG.maxChars(2));
    expect(firstMessage(postalCode().safeParse('lima55a'))).toBe(MSG.postalDigits);
    expect(firstMessage(postalCode().safeParse('1234567'))).toBe(MSG.maxChars(6));
  });

  it('say "angka"', () => {
    expect(MSG.nikDigits).toBe('Nik harus berupa angka');
    expect(MSG.postalDigits).toBe('Kode pos harus berupa angka');
  });
});
