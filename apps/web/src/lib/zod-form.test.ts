import type { FormInstance, RuleObject, RuleRender } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { changePasswordBodySchema, loginBodySchema } from '@madrasah/contract/schemas/session';
import { z } from 'zod';
import { unprefixed, zodFormRules } from './zod-form';

/** Runs the adapter's rule for one field against a set of form values; returns its message. */
async function check(rule: ReturnType<ReturnType<typeof zodFormRules>>[number], values: Record<string, unknown>) {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const entity = (rule as RuleRender)(form) as RuleObject;
  try {
    await entity.validator?.(entity, undefined, () => undefined);
    return { required: entity.required, message: undefined };
  } catch (err) {
    return { required: entity.required, message: (err as Error).message };
  }
}

describe('zodFormRules', () => {
  const login = zodFormRules(loginBodySchema);
  const password = zodFormRules(changePasswordBodySchema);

  it("shows the schema's own message for an empty field and marks it required", async () => {
    expect(await check(login('email')[0]!, {})).toEqual({ required: true, message: MSG.emailRequired });
    expect(await check(login('password')[0]!, { email: 'a@b.c', password: '' })).toEqual({
      required: true,
      message: MSG.passwordRequired,
    });
  });

  it('leaves optional fields unmarked and valid', async () => {
    expect(await check(login('remember')[0]!, {})).toEqual({ required: false, message: undefined });
  });

  it('reports cross-field rules under the field the schema names', async () => {
    const values = { password_old: 'lama12345', password_new: 'baru123456', password_confirm: 'baru123457' };
    expect((await check(password('password_confirm')[0]!, values)).message).toBe(MSG.mustMatchNewPassword);
    expect((await check(password('password_new')[0]!, values)).message).toBeUndefined();
  });

  it('enforces the 100 character limit', async () => {
    const long = 'x'.repeat(101);
    expect((await check(password('password_old')[0]!, { password_old: long })).message).toBe(MSG.maxChars(100));
  });
});

const blockSchema = z.object({ nama: z.string({ error: 'wajib diisi' }).min(1, 'wajib diisi'), kota: z.string().optional() });

describe('zodFormRules options', () => {
  it('reads the fields of a prefixed block without their prefix', async () => {
    const rules = zodFormRules(blockSchema, { prefix: 'ibu_' });
    expect(await check(rules('nama')[0]!, { ayah_nama: 'Hafiz' })).toEqual({ required: true, message: 'wajib diisi' });
    expect(await check(rules('nama')[0]!, { ibu_nama: 'Rahma' })).toEqual({ required: true, message: undefined });
  });

  it('neither marks nor checks a block while its condition does not hold', async () => {
    const rules = zodFormRules(blockSchema, { prefix: 'ayah_', when: (values) => Boolean(values.ayah_kota) });
    expect(await check(rules('nama')[0]!, {})).toEqual({ required: false, message: undefined });
    expect(await check(rules('nama')[0]!, { ayah_kota: 'Sleman' })).toEqual({ required: true, message: 'wajib diisi' });
  });
});

describe('unprefixed', () => {
  it('keeps only the prefixed fields, named without the prefix', () => {
    expect(unprefixed({ ayah_nama: 'A', ibu_nama: 'B', ibu_sama_ayah: true }, 'ibu_')).toEqual({ nama: 'B', sama_ayah: true });
  });
});
