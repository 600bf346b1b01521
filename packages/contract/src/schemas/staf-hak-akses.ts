import { z } from 'zod';
import { ACCESS_PAGES, type PagePath } from '../access.js';
import { accessEntrySchema } from '../access-schemas.js';

/** Which door a role's accounts come in by: the portal (students, guardians, alumni) or the staff side. */
export const hakAksesSisiSchema = z.enum(['portal', 'staf']);
export type HakAksesSisi = z.infer<typeof hakAksesSisiSchema>;

/** A page with an access entry, named as the menu names it. */
export const hakAksesHalamanSchema = z.object({
  path: z.string(),
  nama: z.string().describe("The menu's name of the page"),
  induk: z.string().nullable().describe('The menu group it sits in'),
  sisi: hakAksesSisiSchema,
});
export type HakAksesHalaman = z.infer<typeof hakAksesHalamanSchema>;

/** Entries keyed by page: only pages with an access entry (ACCESS_PAGES). */
export const hakAksesMapSchema = z.partialRecord(z.enum(ACCESS_PAGES as [PagePath, ...PagePath[]]), accessEntrySchema);

export const hakAksesPeranSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  sisi: hakAksesSisiSchema,
  akses: hakAksesMapSchema.describe('Every page: whether it opens, and the actions granted there'),
});
export type HakAksesPeran = z.infer<typeof hakAksesPeranSchema>;

/** Every role's map, and the pages the maps hold. */
export const hakAksesSchema = z.object({
  halaman: z.array(hakAksesHalamanSchema),
  list: z.array(hakAksesPeranSchema),
});
export type HakAkses = z.infer<typeof hakAksesSchema>;

/**
 * A role's map as the read answers it (its id, name and side are read-only and ignored). A page
 * left out keeps its entry; a closed page keeps no actions.
 */
export const hakAksesBodySchema = z.object({ akses: hakAksesMapSchema });
export type HakAksesBody = z.infer<typeof hakAksesBodySchema>;
