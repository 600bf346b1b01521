import { MSG } from '@madrasah/contract/messages';
import type { AuditPerubahan } from '@madrasah/contract/schemas/staf-audit';

/*
 * What the log answers of an entry's detail. A write records whatever it was given (a row as
 * it was and became, a form's body), so a users row would carry its password hash and a
 * session row its token hash: fields whose name says secret, and values shaped like a
 * password hash wherever they are, never leave as they are. Large values are cut short.
 */

const SECRET_NAME = /password|passwd|kata_?sandi|token|secret|hash|api_?key/i;
/** argon2 (what this portal stores) and bcrypt (what an imported account may bring). */
const HASH_VALUE = /^\$(argon2(id|i|d)|2[aby])\$/;
const MAX_TEXT = 500;
const MAX_ITEMS = 50;
const MAX_DEPTH = 5;
/** Fields of one record compared at most. */
const MAX_FIELDS = 300;

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value safe to show: secrets masked at any depth, long text and lists cut. */
export function masked(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return HASH_VALUE.test(value) ? MSG.secretMasked : value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => masked(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, '…'] : items;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskedField(k, v, depth + 1)]));
}

const maskedField = (name: string, value: unknown, depth = 0) => (value !== null && SECRET_NAME.test(name) ? MSG.secretMasked : masked(value, depth));

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const [x, y] = [a as Json, b as Json];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && sameValue(x[k], y[k]));
}

/** One field as it was and became; whether it changed is told from the real values, shown masked. */
const field = (kolom: string, before: unknown, after: unknown): AuditPerubahan => ({
  kolom,
  sebelum: maskedField(kolom, before),
  sesudah: maskedField(kolom, after),
  berubah: !sameValue(before, after),
});

/** A record before and after, field by field: a created one has nothing before, a deleted one nothing after. */
function compared(before: unknown, after: unknown): AuditPerubahan[] {
  if (!isRecord(before) && !isRecord(after)) return [field('nilai', before ?? null, after ?? null)];
  const [b, a] = [isRecord(before) ? before : {}, isRecord(after) ? after : {}];
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort().slice(0, MAX_FIELDS);
  const fields = names.map((k) => field(k, Object.hasOwn(b, k) ? b[k] : null, Object.hasOwn(a, k) ? a[k] : null));
  // A stored record keeps no column order (jsonb sorts its keys by length): the changes first, each group by name.
  return [...fields.filter((f) => f.berubah), ...fields.filter((f) => !f.berubah)];
}

const rest = (detail: Json) => (Object.keys(detail).length ? (masked(detail) as Json) : null);

/**
 * An entry's detail as the audit log shows it: the record's fields compared (the staff writes'
 * `before` and `after`, or a status change's `from` and `to`), and what else the entry noted.
 */
export function auditDetail(detail: unknown): { perubahan: AuditPerubahan[]; keterangan: Json | null } {
  if (!isRecord(detail)) return { perubahan: [], keterangan: detail === null || detail === undefined ? null : { nilai: masked(detail) } };
  if ('before' in detail || 'after' in detail) {
    const { before, after, ...other } = detail;
    return { perubahan: compared(before, after), keterangan: rest(other) };
  }
  if ('from' in detail && 'to' in detail) {
    const { from, to, ...other } = detail;
    return { perubahan: [field('status', from, to)], keterangan: rest(other) };
  }
  return { perubahan: [], keterangan: rest(detail) };
}

/** The names of the fields an entry changed, the first few: the table's summary column. */
export const changedFields = (detail: unknown, max: number) =>
  auditDetail(detail)
    .perubahan.filter((f) => f.berubah)
    .slice(0, max)
    .map((f) => f.kolom);
