import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale.js';

/*
 * Every schema the contract exports, fed wrong types, empties and oversized values field by
 * field: whatever the rule, the message a user reads is an Indonesian sentence, never zod's
 * generic shape that names types ('Input tidak valid: diharapkan string, diterima null').
 */

const GENERIC =
  /diharapkan|diterima|Input tidak valid|Terlalu (besar|kecil)|String tidak valid|Kunci tidak|\b(string|number|boolean|array|object|undefined|null|nan|int|bigint|expected|received|invalid|input|required|too|must|should|characters?|items?)\b/i;

const WRONG: unknown[] = [undefined, null, '', '   ', 0, -1, 1.5, 1e20, true, [], {}, 'x'.repeat(6000), '<b>teks</b>', [1, 'a'], { a: 1 }];

type Def = {
  type: string;
  innerType?: z.ZodType;
  out?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Inputs that probe a schema: the wrong values, and for objects and lists each field or item in turn. */
function probes(schema: z.ZodType, depth = 0): unknown[] {
  if (depth > 4) return WRONG;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return probes(def.innerType!, depth + 1);
    case 'pipe':
      // A preprocess is a pipe from its transform to the rule.
      return defOf(def.in!).type === 'transform' ? probes(def.out!, depth + 1) : probes(def.in!, depth + 1);
    case 'array':
      return [...WRONG, ...probes(def.element!, depth + 1).map((p) => [p])];
    case 'union':
      return def.options!.flatMap((o) => probes(o, depth + 1));
    case 'object': {
      const shape = (schema as z.ZodObject).shape;
      const fields = Object.entries(shape).flatMap(([key, field]) => probes(field as z.ZodType, depth + 1).map((p) => ({ [key]: p })));
      // A discriminated union keeps its tag beside the probed field.
      const tags = Object.entries(shape).filter(([, f]) => defOf(f as z.ZodType).type === 'literal');
      const tagged = tags.flatMap(([key, f]) => fields.map((p) => ({ ...p, [key]: (defOf(f as z.ZodType) as unknown as { values: unknown[] }).values[0] })));
      return [...WRONG, ...fields, ...tagged];
    }
    default:
      return WRONG;
  }
}

/** Every zod schema exported by the contract's schema modules and its table body. */
async function exportedSchemas(): Promise<[string, z.ZodType][]> {
  const dir = path.join(import.meta.dirname, 'schemas');
  const files = [
    ...fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `./schemas/${f}`),
    './table.ts',
  ];
  const found: [string, z.ZodType][] = [];
  for (const file of files) {
    const mod = (await import(file.replace(/\.ts$/, '.js'))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) if (value instanceof z.ZodType) found.push([`${file} ${name}`, value]);
  }
  const { tableQuerySchema } = await import('./table.js');
  found.push(['tableQuerySchema', tableQuerySchema(z.object({ rombel_id: z.number().int() }).optional())]);
  return found;
}

const schemas = await exportedSchemas();

describe('validation messages', () => {
  it('finds the write schemas', () => {
    const names = schemas.map(([n]) => n);
    expect(names.filter((n) => n.endsWith('BodySchema')).length).toBeGreaterThan(10);
  });

  it.each(schemas)('%s answers wrong input in Indonesian sentences', (_name, schema) => {
    const generic = new Set<string>();
    for (const input of probes(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) if (GENERIC.test(issue.message)) generic.add(`${issue.path.join('.') || '(body)'}: ${issue.message}`);
    }
    expect([...generic]).toEqual([]);
  });
});
