import fc from 'fast-check';
import { isoToDmy } from '@madrasah/contract/dates';
import { DEEP_VALUE, HOSTILE_TEXT, HUGE_NUMBERS, LONG_STRINGS, NUMBER_LIKE } from './hostile.js';

/** The part of JSON Schema (OpenAPI 3.0 and 3.1 flavours) that zod's schemas turn into. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
};

export type ArbitraryOptions = {
  /** The document's `components.schemas`, for `$ref`. */
  components?: Record<string, JsonSchema>;
  /** Values worth trying for a property or parameter of that name, such as ids that exist. */
  hints?: Record<string, readonly unknown[]>;
};

/**
 * 'valid': values the schema accepts (hostile text included when it fits the limits).
 * 'fuzz': at any node, now and then, a value of the wrong type, out of range or hostile, and
 * objects with a required property missing or an unknown one added.
 */
export type Mode = 'valid' | 'fuzz';

/** A value of the wrong kind for any schema: hostile text, huge numbers, wrong types, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...LONG_STRINGS),
  fc.constantFrom(...NUMBER_LIKE),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'a'], { a: 1 }),
  fc.constant(DEEP_VALUE),
);

// Random text is kept short: the long cases come from LONG_STRINGS.
const TEXT_CAP = 40;
// Ids in a test database are small: most integers fall where rows exist.
const SMALL_INT_CAP = 30;

export function schemaArbitrary(schema: JsonSchema, mode: Mode, opts: ArbitraryOptions = {}, name?: string): fc.Arbitrary<unknown> {
  const node = resolve(schema, opts);
  let arb = shapeArbitrary(node, mode, opts);
  if (node.nullable || (Array.isArray(node.type) && node.type.includes('null'))) {
    arb = fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) });
  }
  // A field with its own list of values keeps it: hints are for what the schema cannot say.
  const hinted = name === undefined || node.enum || node.const !== undefined ? undefined : opts.hints?.[name];
  if (hinted?.length) arb = fc.oneof({ weight: 1, arbitrary: arb }, { weight: 4, arbitrary: fc.constantFrom(...hinted) });
  if (mode === 'fuzz') arb = fc.oneof({ weight: 9, arbitrary: arb }, { weight: 1, arbitrary: hostileValue });
  return arb;
}

function resolve(schema: JsonSchema, opts: ArbitraryOptions): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    const target = opts.components?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolve({ ...target, ...schema, $ref: undefined }, opts);
  }
  if (schema.allOf) {
    // Enough for zod's intersections: the parts' properties and required lists, merged.
    return schema.allOf
      .map((s) => resolve(s, opts))
      .reduce<JsonSchema>(
        (all, s) => ({
          ...all,
          ...s,
          properties: { ...all.properties, ...s.properties },
          required: [...(all.required ?? []), ...(s.required ?? [])],
        }),
        { ...schema, allOf: undefined },
      );
  }
  return schema;
}

function shapeArbitrary(s: JsonSchema, mode: Mode, opts: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alt) => schemaArbitrary(alt, mode, opts)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : (s.type ?? (s.properties ? 'object' : undefined));
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return integerArbitrary(s);
    case 'number':
      return numberArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schemaArbitrary(s.items ?? {}, mode, opts), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, Math.max(4, s.minItems ?? 0)),
      });
    case 'object':
      return objectArbitrary(s, mode, opts);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(s: JsonSchema, mode: Mode, opts: ArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const required = (s.required ?? []).filter((k) => k in properties);
  const model = Object.fromEntries(Object.entries(properties).map(([key, prop]) => [key, schemaArbitrary(prop, mode, opts, key)]));
  const record = fc.record(model, { requiredKeys: required });
  if (mode === 'valid') return record;
  // Now and then: a required property gone, or properties the schema does not know.
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'role_id', 'is_active', 'extra'), hostileValue, { maxKeys: 2 });
  return fc.tuple(record, fc.nat(), extra, fc.nat(9)).map(([value, drop, added, dice]) => {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (dice === 0 && required.length) delete out[required[drop % required.length]!];
    if (dice === 1)
      for (const [k, v] of Object.entries(added)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (v: string) => v.length >= min && v.length <= max;
  const fitting = (arb: fc.Arbitrary<string>) => arb.filter(fits);
  if (s.format === 'date') return dateArbitrary((d) => d);
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const matching = fitting(fc.stringMatching(re));
    // A pattern that takes a calendar date gets real dates too, beside digits in its shape.
    const dates = [(d: string) => d, isoToDmy].filter((f) => re.test(f('2024-01-31')));
    return dates.length ? fc.oneof({ weight: 1, arbitrary: matching }, ...dates.map((f) => ({ weight: 3, arbitrary: fitting(dateArbitrary(f)) }))) : matching;
  }
  const cap = Math.max(min, Math.min(max, TEXT_CAP));
  const hostile = HOSTILE_TEXT.filter(fits);
  const random = fc.oneof(fc.string({ minLength: min, maxLength: cap }), fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' }));
  return hostile.length ? fc.oneof({ weight: 3, arbitrary: random }, { weight: 1, arbitrary: fc.constantFrom(...hostile) }) : random;
}

/** Calendar dates from 1900 to 2100 as YYYY-MM-DD, reshaped by `format`. */
const dateArbitrary = (format: (iso: string) => string) =>
  fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => format(d.toISOString().slice(0, 10)));

function bounds(s: JsonSchema, step: number): { min: number; max: number } {
  let min = s.minimum ?? -Number.MAX_SAFE_INTEGER;
  let max = s.maximum ?? Number.MAX_SAFE_INTEGER;
  if (s.exclusiveMinimum === true) min += step;
  else if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + step;
  if (s.exclusiveMaximum === true) max -= step;
  else if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - step;
  return { min: Math.max(min, -Number.MAX_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function integerArbitrary(s: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, 1);
  const small = { min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(SMALL_INT_CAP, min)) };
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer(small) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function numberArbitrary(s: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(s, Number.EPSILON);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  return fc.oneof(
    fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }),
    fc.constantFrom(min, max),
  );
}
