import { z } from 'zod';
import { LIMITS } from '../limits.js';

/** `POST region`: kecamatan whose own, kabupaten/kota or province name contains `search`. */
export const regionSearchSchema = z.object({
  search: z.string().max(100).optional().default(''),
  pagination: z
    .object({
      current: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(LIMITS.regionPageSize),
    })
    .optional()
    .default({ current: 1, pageSize: LIMITS.regionPageSize }),
});

export const regionOptionSchema = z.object({
  kecamatan_id: z.string(),
  kecamatan_nama: z.string(),
  kabkot_id: z.string(),
  kabkot_nama: z.string(),
  provinsi_id: z.string(),
  provinsi_nama: z.string(),
});
export type RegionOption = z.infer<typeof regionOptionSchema>;

/** `POST region/{kecamatan_id}`: its villages, page by page. */
export const villageSearchSchema = z.object({
  search: z.string().max(100).optional().default(''),
  pagination: z
    .object({
      current: z.coerce.number().int().min(1).max(1000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.villagePageSize),
    })
    .optional()
    .default({ current: 1, pageSize: LIMITS.villagePageSize }),
});

export const villageSchema = z.object({ id: z.string(), nama: z.string() });
export type Village = z.infer<typeof villageSchema>;

export const regionParamsSchema = z.object({
  kecamatan_id: z.string().regex(/^\d{2}\.\d{2}\.\d{2}$/, 'Kode kecamatan tidak valid'),
});
