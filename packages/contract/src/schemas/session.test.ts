import { describe, expect, it } from 'vitest';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { changePasswordBodySchema, loginBodySchema } from './session.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('loginBodySchema', () => {
  it('trims the e-mail and defaults remember to false', () => {
    expect(loginBodySchema.parse({ email: ' a@b.id ', password: 'x' })).toEqual({ email: 'a@b.id', password: 'x', remember: false });
  });

  it('gives the spec messages for missing fields', () => {
    expect(messages(loginBodySchema.safeParse({ email: '  ', password: '' }))).toEqual([
      ['email', MSG.emailRequired],
      ['password', MSG.passwordRequired],
    ]);
  });
});

describe('changePasswordBodySchema', () => {
  const valid = { password_old: 'lama12345', password_new: 'baru12345', password_confirm: 'baru12345' };

  it('accepts a valid change', () => {
    expect(changePasswordBodySchema.safeParse(valid).success).toBe(true);
  });

  it('requires the confirmation to equal the new password', () => {
    expect(messages(changePasswordBodySchema.safeParse({ ...valid, password_confirm: 'lain12345' }))).toEqual([['password_confirm', MSG.mustMatchNewPassword]]);
  });

  it('reports field rules before cross-field rules', () => {
    expect(messages(changePasswordBodySchema.safeParse({ ...valid, password_old: '' }))).toEqual([['password_old', MSG.required]]);
  });
});
