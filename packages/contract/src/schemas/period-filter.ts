import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate } from './fields.js';

/** Blank text and null count as "not given"; text is trimmed. */
export const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? v.trim() : v);

const toId = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\d+$/.test(b) ? Number(b) : b;
};
const idRule = (required?: string) =>
  z
    .number(required ? { error: required } : undefined)
    .int()
    .positive()
    .max(2_147_483_647);
/** A required id, sent as a number or as digits. */
export const requiredId = (message: string) => z.preprocess(toId, idRule(message));
/** An id filter; blank or null means not filtered. */
export const optionalId = () => z.preprocess(toId, idRule().optional());

/**
 * The period filters the lists share (school year, semester, class group and a date period),
 * each optional. Use with `periodInOrder`.
 */
export const periodFilterShape = {
  tahun_ajaran_id: optionalId(),
  semester_id: optionalId(),
  rombel_id: optionalId(),
  tgl_awal: isoDate().optional().describe('Period start, YYYY-MM-DD'),
  tgl_akhir: isoDate().optional().describe('Period end, YYYY-MM-DD'),
};

/** A period whose start comes after its end is refused with the spec's message, on tgl_akhir. */
export const periodInOrder = (f: { tgl_awal?: string | null; tgl_akhir?: string | null }, ctx: z.RefinementCtx) => {
  if (f.tgl_awal && f.tgl_akhir && f.tgl_awal > f.tgl_akhir) ctx.addIssue({ code: 'custom', path: ['tgl_akhir'], message: MSG.periodInvalid });
};
