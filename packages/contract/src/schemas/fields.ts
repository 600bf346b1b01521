import { z } from 'zod';
import { dmyToIso } from '../dates.js';
import { MSG } from '../messages.js';
import { LIMITS } from '../limits.js';
import { MULTI_SEPARATOR, OPTIONS, type OptionList } from '../options.js';

/**
 * Building blocks for the personal-data forms: each field rule of the spec once, with its
 * message. Empty strings from a form count as "not filled" and are stored as null.
 */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);

/** An optional text: null when blank. */
export const optionalText = (max = 500) => z.preprocess(blankToNull, z.string().max(max, MSG.maxChars(max)).nullable().optional());

/** A required text with the given "required" message. */
export const requiredText = (message: string, max = 500) => z.preprocess(blankToNull, z.string({ error: message }).max(max, MSG.maxChars(max)));

const LETTERS = /^[\p{L}][\p{L} .,'-]*$/u;
export const personName = (required: string) => requiredText(required, LIMITS.nameMax).refine((v) => LETTERS.test(v), MSG.nameLetters);

/** A required name of someone other than a student (a teacher, a staff member): letters only. */
export const requiredLetters = (required: string, max: number = LIMITS.nameMax) => requiredText(required, max).refine((v) => LETTERS.test(v), MSG.lettersOnly);

export const optionalLetters = (max: number = LIMITS.nameMax) =>
  z.preprocess(blankToNull, z.string().max(max, MSG.maxChars(max)).regex(LETTERS, MSG.lettersOnly).nullable().optional());

/** A rule that is required when given a "required" message, optional (null when blank) otherwise. */
type Required<T> = z.ZodType<T, unknown>;
type Optional<T> = z.ZodType<T | null | undefined, unknown>;

export function digitsExactly(n: number, opts: { required: string; digitsMessage?: string }): Required<string>;
export function digitsExactly(n: number, opts?: { digitsMessage?: string }): Optional<string>;
export function digitsExactly(n: number, opts: { required?: string; digitsMessage?: string } = {}): z.ZodType {
  const rule = z
    .string({ error: opts.required ?? MSG.required })
    .regex(/^\d*$/, opts.digitsMessage ?? MSG.digitsOnly)
    .refine((v) => v.length === n, MSG.digitCount(n));
  return opts.required ? z.preprocess(blankToNull, rule) : z.preprocess(blankToNull, rule.nullable().optional());
}

// The digits are checked before the length: 'dua' is not a number, whatever its length.
export const digitsOnly = (max = 30) => z.preprocess(blankToNull, z.string().regex(/^\d+$/, MSG.digitsOnly).max(max, MSG.maxChars(max)).nullable().optional());

const PHONE = /^(\+62|62|0)8\d{6,11}$/;
export function phone(opts: { required: string }): Required<string>;
export function phone(opts?: object): Optional<string>;
export function phone(opts: { required?: string } = {}): z.ZodType {
  const rule = z
    .string({ error: opts.required ?? MSG.required })
    .max(LIMITS.phoneMax, MSG.phoneTooLong)
    .superRefine((v, ctx) => {
      if (v.length <= LIMITS.phoneMax && !PHONE.test(v)) ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid(v) });
    });
  return opts.required ? z.preprocess(blankToNull, rule) : z.preprocess(blankToNull, rule.nullable().optional());
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailRule = (required: string) =>
  z
    .string({ error: required })
    .max(LIMITS.emailMax, MSG.maxChars(LIMITS.emailMax))
    .superRefine((v, ctx) => {
      if (!EMAIL.test(v)) ctx.addIssue({ code: 'custom', message: MSG.emailInvalid(v) });
    });
export const email = (required: string) => z.preprocess(blankToNull, emailRule(required));
/** An e-mail that may be left out: null when blank. */
export const optionalEmail = () => z.preprocess(blankToNull, emailRule(MSG.required).nullable().optional());

export const postalCode = () =>
  z.preprocess(blankToNull, z.string().regex(/^\d+$/, MSG.postalDigits).max(LIMITS.postalCodeMax, MSG.maxChars(LIMITS.postalCodeMax)).nullable().optional());

/**
 * True for a real calendar day in YYYY-MM-DD that a date column holds: '2026-02-30' is not one,
 * though Date.parse rolls it over, and neither is a day of year 0, which PostgreSQL does not have.
 */
export const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCFullYear() > 0 && d.toISOString().slice(0, 10) === v;
};

/** A date the form sends as YYYY-MM-DD. */
export function isoDate(required: string): Required<string>;
export function isoDate(): Optional<string>;
export function isoDate(required?: string): z.ZodType {
  const rule = z
    .string({ error: required ?? MSG.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MSG.dateInvalid, abort: true })
    .refine(isCalendarDate, MSG.dateInvalid);
  return required ? z.preprocess(blankToNull, rule) : z.preprocess(blankToNull, rule.nullable().optional());
}

/** A four-digit year, typed as text or sent as a number; answered as text. */
export function fourDigitYear(required: string): Required<string>;
export function fourDigitYear(): Optional<string>;
export function fourDigitYear(required?: string): z.ZodType {
  const rule = z.string({ error: required ?? MSG.required }).regex(/^\d{4}$/, MSG.yearInvalid);
  const toText = (v: unknown) => blankToNull(typeof v === 'number' ? String(v) : v);
  return required ? z.preprocess(toText, rule) : z.preprocess(toText, rule.nullable().optional());
}

/** A date the form sends as DD-MM-YYYY (the alumni date of birth). */
export function dmyDate(required: string): Required<string> {
  return z.preprocess(
    blankToNull,
    z
      .string({ error: required })
      .regex(/^\d{2}-\d{2}-\d{4}$/, { message: MSG.dateInvalid, abort: true })
      .refine((v) => isCalendarDate(dmyToIso(v)), MSG.dateInvalid),
  );
}

/** An optional date sent as DD-MM-YYYY (the counselling report's period), read as YYYY-MM-DD. */
export const optionalDmyAsIso = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{2}-\d{2}-\d{4}$/, { message: MSG.dateInvalid, abort: true })
      .transform(dmyToIso)
      .refine(isCalendarDate, MSG.dateInvalid)
      .nullable()
      .optional(),
  );

/** A decimal number typed as text or sent as a number. */
export const decimal = (message: string = MSG.numberInvalid) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v.replace(',', '.'))) : v),
    z.number({ error: message }).finite(message).nullable().optional(),
  );

export const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v),
    z.number({ error: MSG.latitudeInvalid }).min(min, MSG.latitudeInvalid).max(max, MSG.latitudeInvalid).nullable().optional(),
  );

/** One value of a fixed list, or null. */
export function option(list: OptionList, required: string): Required<string>;
export function option(list: OptionList): Optional<string>;
export function option(list: OptionList, required?: string): z.ZodType {
  const values = OPTIONS[list] as readonly string[];
  const rule = z.string({ error: required ?? MSG.chooseOne }).refine((v) => values.includes(v), MSG.optionInvalid);
  return required ? z.preprocess(blankToNull, rule) : z.preprocess(blankToNull, rule.nullable().optional());
}

/** Several values of a fixed list, joined by ';' as the spec stores them. */
export const multiOption = (list: OptionList) => {
  const values = OPTIONS[list] as readonly string[];
  return z.preprocess(
    (v) => (Array.isArray(v) ? v.join(MULTI_SEPARATOR) : blankToNull(v)),
    z
      .string()
      .refine((v) => v.split(MULTI_SEPARATOR).every((x) => values.includes(x)), MSG.optionInvalid)
      .nullable()
      .optional(),
  );
};

/** Kemendagri region codes: '11', '11.01', '11.01.01', '11.01.01.2001'. */
export const regionCode = (depth: 1 | 2 | 3 | 4) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .regex([/^\d{2}$/, /^\d{2}\.\d{2}$/, /^\d{2}\.\d{2}\.\d{2}$/, /^\d{2}\.\d{2}\.\d{2}\.\d{4}$/][depth - 1]!, MSG.optionInvalid)
      .nullable()
      .optional(),
  );

/**
 * The stored file's link as GET answers it ('<key>?exp=…&sig=…&s=…' after main_path). Sent back
 * unchanged, it names no new file: the field means "keep the stored one".
 */
const SIGNED_LINK = /^[\w./-]+\?exp=\d{1,12}&sig=[\w-]+&s=\d{1,10}$/;

/**
 * A file field of a form: a new file as base64, or what GET answered for it (null, or the signed
 * link) or nothing ('') to keep the stored file. Only base64 reaches the upload checks; a link is never stored.
 */
export const upload = (tooLarge: string, description: string) =>
  z
    .preprocess(
      (v) => (v === null || (typeof v === 'string' && (v.trim() === '' || SIGNED_LINK.test(v))) ? undefined : v),
      z.string().max(3_000_000, tooLarge).optional(),
    )
    .describe(description);

/** What saving one record answers: the saved record's id. */
export const savedIdSchema = z.object({ id: z.number().int() });
