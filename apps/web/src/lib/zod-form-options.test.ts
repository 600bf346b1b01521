import type { FormInstance, RuleObject, RuleRender } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unprefixed, zodFormRules } from './zod-form';

const schema = z.object({ nama: z.string({ error: 'wajib diisi' }).min(1, 'wajib diisi'), kota: z.string().optional() });

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

describe('zodFormRules options', () => {
  it('reads the fields of a prefixed block without their prefix', async () => {
    const rules = zodFormRules(schema, { prefix: 'ibu_' });
    expect(await check(rules('nama')[0]!, { ayah_nama: 'Hafiz' })).toEqual({ required: true, message: 'wajib diisi' });
    expect(await check(rules('nama')[0]!, { ibu_nama: 'Rahma' })).toEqual({ required: true, message: undefined });
  });

  it('neither marks nor checks a block while its condition does not hold', async () => {
    const rules = zodFormRules(schema, { prefix: 'ayah_', when: (values) => Boolean(values.ayah_kota) });
    expect(await check(rules('nama')[0]!, {})).toEqual({ required: false, message: undefined });
    expect(await check(rules('nama')[0]!, { ayah_kota: 'Sleman' })).toEqual({ required: true, message: 'wajib diisi' });
  });
});

describe('unprefixed', () => {
  it('keeps only the prefixed fields, named without the prefix', () => {
    expect(unprefixed({ ayah_nama: 'A', ibu_nama: 'B', ibu_sama_ayah: true }, 'ibu_')).toEqual({ nama: 'B', sama_ayah: true });
  });
});
