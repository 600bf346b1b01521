import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_LIMITS } from '../audit-log.js';
import { MSG } from '../messages.js';
import { isoDate } from './fields.js';
import { optionalId, periodInOrder } from './period-filter.js';
import { daysBetween } from './perizinan-tanggal.js';

export const stafAuditFilterSchema = z
  .object({
    user_id: optionalId().describe('The account that acted'),
    action: z.enum(AUDIT_ACTIONS).optional().describe('Without it, sign-ins and sign-outs are left out'),
    entity: z.string().trim().max(64).optional().describe("The table of the record, e.g. 'siswa'"),
    entity_id: optionalId(),
    tgl_awal: isoDate().optional().describe('First day, YYYY-MM-DD in the school timezone; default a year before the last'),
    tgl_akhir: isoDate().optional().describe('Last day, YYYY-MM-DD; default today, or a year after the first'),
  })
  .superRefine((f, ctx) => {
    for (const field of ['tgl_awal', 'tgl_akhir'] as const) {
      const day = f[field];
      if (day && (day < AUDIT_LIMITS.firstDay || day > AUDIT_LIMITS.lastDay)) ctx.addIssue({ code: 'custom', path: [field], message: MSG.dateInvalid });
    }
    periodInOrder(f, ctx);
    if (f.tgl_awal && f.tgl_akhir && f.tgl_awal <= f.tgl_akhir && daysBetween(f.tgl_awal, f.tgl_akhir) >= AUDIT_LIMITS.daysMax)
      ctx.addIssue({ code: 'custom', path: ['tgl_akhir'], message: MSG.auditRangeTooLong });
  })
  .optional()
  .default({});

export const stafAuditRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  created_at: z.string().describe('ISO 8601'),
  user_id: z.number().int().nullable().describe('null: the system, or an account since deleted'),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  kolom_berubah: z.array(z.string()).describe('Names of the fields the entry changed (the first few)'),
});
export type StafAuditRow = z.infer<typeof stafAuditRowSchema>;

/** One field of an entry's record, as it was and as it became; secrets show as a mask. */
export const auditPerubahanSchema = z.object({
  kolom: z.string(),
  sebelum: z.unknown(),
  sesudah: z.unknown(),
  berubah: z.boolean(),
});
export type AuditPerubahan = z.infer<typeof auditPerubahanSchema>;

/** One entry with its record compared field by field, and whatever else it noted. */
export const stafAuditDetailSchema = stafAuditRowSchema.omit({ rownum: true, kolom_berubah: true }).extend({
  perubahan: z.array(auditPerubahanSchema).describe('Every field of the record before and after; a status change as the field status'),
  keterangan: z.record(z.string(), z.unknown()).nullable().describe('The rest of the entry’s detail, secrets masked'),
});
export type StafAuditDetail = z.infer<typeof stafAuditDetailSchema>;

/** The accounts the user filter offers. */
export const stafAuditPenggunaQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default('').describe('Part of a name or an email'),
});
export const stafAuditPenggunaSchema = z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() }));
