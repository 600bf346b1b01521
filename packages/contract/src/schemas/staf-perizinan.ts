import { z } from 'zod';
import { MSG } from '../messages.js';
import { isoDate, requiredText } from './fields.js';
import { blankToUndefined as blank, optionalId, periodInOrder } from './period-filter.js';
import { PERMIT_LIMITS } from './perizinan-tanggal.js';
import { perizinanJenisRowSchema, perizinanRowSchema, perizinanStatusSchema } from './perizinan.js';

/**
 * The staff's permit desk (/staf/perizinan, spec/03-staff.md screen 7): the queue of submitted
 * permits, a permit with its letter, the decision, and each kind's approval setting.
 */

/** A permit as the staff list shows it: the portal's row with the student and the class group named by id. */
export const stafPerizinanRowSchema = perizinanRowSchema.extend({
  siswa_id: z.number().int(),
  nisn: z.string().nullable(),
  rombel_id: z.number().int().nullable(),
});
export type StafPerizinanRow = z.infer<typeof stafPerizinanRowSchema>;

/** Filters of the staff's permit table; the period keeps permits whose days overlap it. */
export const stafPerizinanFilterSchema = z
  .object({
    status: z.preprocess(blank, perizinanStatusSchema.optional()),
    perizinan_jenis_id: optionalId(),
    rombel_id: optionalId(),
    tgl_awal: isoDate().optional().describe('Period start, YYYY-MM-DD'),
    tgl_akhir: isoDate().optional().describe('Period end, YYYY-MM-DD'),
  })
  .superRefine(periodInOrder)
  .optional()
  .default({});
export type StafPerizinanFilter = z.input<typeof stafPerizinanFilterSchema>;

/** GET /staf/perizinan: the spec's query form of the same list. */
export const stafPerizinanQuerySchema = z.object({
  status: z.preprocess(blank, perizinanStatusSchema.optional()).describe('DIAJUKAN: the queue'),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional().default(10),
});

/** The GET answer: the rows and the total, also under `info` as the portal's tables answer. */
export const stafPerizinanListSchema = z.object({
  list: z.array(stafPerizinanRowSchema),
  total: z.number().int(),
  info: z.object({ total: z.number().int(), current: z.number().int(), pageSize: z.number().int() }),
});

/** POST /staf/perizinan/:id/tolak: the reason, shown to the student and the guardian. */
export const tolakBodySchema = z.object({
  alasan: requiredText(MSG.permitAlasanRequired, 500).describe('Why the permit is refused; shown in the portal'),
});
export type TolakBody = z.input<typeof tolakBodySchema>;

/** PUT /staf/perizinan/jenis/:id: whether a kind waits for approval, and its limits within the database's bounds. */
export const jenisSettingSchema = z.object({
  butuh_persetujuan: z.boolean({ error: MSG.mustFill }).describe('False: a submitted permit of this kind is approved at once (AUTO APPROVAL)'),
  maks_hari: z.coerce
    .number({ error: MSG.permitMaksHariRange(PERMIT_LIMITS.maksHariCap) })
    .int(MSG.permitMaksHariRange(PERMIT_LIMITS.maksHariCap))
    .min(1, MSG.permitMaksHariRange(PERMIT_LIMITS.maksHariCap))
    .max(PERMIT_LIMITS.maksHariCap, MSG.permitMaksHariRange(PERMIT_LIMITS.maksHariCap)),
  tenggang_hari: z.coerce
    .number({ error: MSG.permitTenggangRange(PERMIT_LIMITS.tenggangHariCap) })
    .int(MSG.permitTenggangRange(PERMIT_LIMITS.tenggangHariCap))
    .min(0, MSG.permitTenggangRange(PERMIT_LIMITS.tenggangHariCap))
    .max(PERMIT_LIMITS.tenggangHariCap, MSG.permitTenggangRange(PERMIT_LIMITS.tenggangHariCap)),
});
export type JenisSetting = z.input<typeof jenisSettingSchema>;

export const stafJenisListSchema = z.array(perizinanJenisRowSchema);
