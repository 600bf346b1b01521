import { z } from 'zod';
import { MSG } from '../messages.js';
import { digitsExactly, isoDate, option, optionalText, personName, requiredText } from './fields.js';
import { optionalId, requiredId } from './period-filter.js';

/*
 * The school year's turn (/staf/pengaturan/tahun-ajaran-baru): promotion, graduation and
 * transfers (docs/decisions/0044-tahun-ajaran-baru.md).
 */

/** Most students one promotion or graduation names: one class group's, at most. */
export const SISWA_PER_ROMBEL_MAX = 100;
/** Most students the transfer-out picker answers. */
export const CARI_SISWA_MAX = 20;

export const KEPUTUSAN_KENAIKAN = ['naik', 'tinggal'] as const;
export const KEPUTUSAN_KELULUSAN = ['lulus', 'tidak_lulus'] as const;

/** GET: the years to choose from and, for the pair chosen (the active year and the next by default), the class groups of both. */
export const tahunBaruQuerySchema = z.object({
  dari_tahun_ajaran_id: optionalId().describe('The year being closed; the active one when left out'),
  ke_tahun_ajaran_id: optionalId().describe('The next year; the first one after it when left out'),
});

const tahunSchema = z.object({ id: z.number().int(), nama: z.string(), thn_awal: z.number().int(), is_active: z.boolean() });

export const rombelSumberSchema = z.object({
  id: z.number().int(),
  nama: z.string(),
  tingkatan_kelas: z.string(),
  /** The grade level's order, null when the grade level is not in the list. */
  urutan: z.number().int().nullable(),
  /** Of the last grade level: graduates rather than moves up. */
  terakhir: z.boolean(),
  /** Active students and graduates of the class group in the year being closed. */
  jumlah_siswa: z.number().int(),
  /** Of those, how many are placed in the next year or graduated. */
  jumlah_selesai: z.number().int(),
  /** The class group of the next year it moves to by default (next grade level, the same name after it). */
  tujuan_id: z.number().int().nullable(),
});
export type RombelSumber = z.infer<typeof rombelSumberSchema>;

export const rombelTujuanSchema = z.object({ id: z.number().int(), nama: z.string(), tingkatan_kelas: z.string(), urutan: z.number().int().nullable() });
export type RombelTujuan = z.infer<typeof rombelTujuanSchema>;

export const tahunBaruSchema = z.object({
  tahun: z.array(tahunSchema),
  dari: tahunSchema.nullable(),
  ke: tahunSchema.nullable(),
  sumber: z.array(rombelSumberSchema),
  tujuan: z.array(rombelTujuanSchema),
});
export type TahunBaru = z.infer<typeof tahunBaruSchema>;

export const keTahunQuerySchema = z.object({ ke_tahun_ajaran_id: requiredId(MSG.mustChoose) });

/** A source class group's students, with where each stands in the next year. */
export const siswaSumberSchema = z.object({
  siswa_id: z.number().int(),
  nama: z.string(),
  nisn: z.string(),
  /** 'Aktif' or 'Lulus'. */
  status_siswa: z.string(),
  rombel_tujuan_id: z.number().int().nullable(),
  rombel_tujuan_nama: z.string().nullable(),
});
export type SiswaSumber = z.infer<typeof siswaSumberSchema>;

const noDuplicateStudents = (v: { siswa: { siswa_id: number }[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  v.siswa.forEach((s, i) => {
    if (seen.has(s.siswa_id)) ctx.addIssue({ code: 'custom', path: ['siswa', i, 'siswa_id'], message: MSG.tahunBaruSiswaGanda });
    seen.add(s.siswa_id);
  });
};

/** POST: a class group's students into the next year, each moving up (naik) or staying in the grade (tinggal). */
export const kenaikanBodySchema = z
  .object({
    rombel_id: requiredId(MSG.mustChoose).describe('The class group of the year being closed'),
    dari_tahun_ajaran_id: requiredId(MSG.mustChoose),
    ke_tahun_ajaran_id: requiredId(MSG.mustChoose),
    siswa: z
      .array(
        z.object({
          siswa_id: requiredId(MSG.mustChoose),
          keputusan: z.enum(KEPUTUSAN_KENAIKAN),
          rombel_id: requiredId(MSG.mustChoose).describe('The class group of the next year'),
        }),
      )
      .min(1, MSG.minItems(1))
      .max(SISWA_PER_ROMBEL_MAX, MSG.maxItems(SISWA_PER_ROMBEL_MAX)),
  })
  .superRefine(noDuplicateStudents);
export type KenaikanBody = z.input<typeof kenaikanBodySchema>;

/** POST: a last-grade class group's students graduate (lulus) or stay in the last grade (tidak_lulus, with its class group). */
export const kelulusanBodySchema = z
  .object({
    rombel_id: requiredId(MSG.mustChoose),
    dari_tahun_ajaran_id: requiredId(MSG.mustChoose),
    ke_tahun_ajaran_id: requiredId(MSG.mustChoose),
    siswa: z
      .array(
        z
          .object({
            siswa_id: requiredId(MSG.mustChoose),
            keputusan: z.enum(KEPUTUSAN_KELULUSAN),
            rombel_id: optionalId().describe('For tidak_lulus: the last-grade class group of the next year'),
          })
          .superRefine((s, ctx) => {
            if (s.keputusan === 'tidak_lulus' && s.rombel_id === undefined) ctx.addIssue({ code: 'custom', path: ['rombel_id'], message: MSG.mustChoose });
          }),
      )
      .min(1, MSG.minItems(1))
      .max(SISWA_PER_ROMBEL_MAX, MSG.maxItems(SISWA_PER_ROMBEL_MAX)),
  })
  .superRefine(noDuplicateStudents);
export type KelulusanBody = z.input<typeof kelulusanBodySchema>;

export const kenaikanResultSchema = z.object({ naik: z.number().int(), tinggal: z.number().int() });
export const kelulusanResultSchema = z.object({ lulus: z.number().int(), tidak_lulus: z.number().int(), alumni_baru: z.number().int() });

/** POST: the next year's class groups made from the closing year's, one grade level up (X IPA 1 -> XI IPA 1). */
export const rombelBaruBodySchema = z.object({ dari_tahun_ajaran_id: requiredId(MSG.mustChoose), ke_tahun_ajaran_id: requiredId(MSG.mustChoose) });
export const rombelBaruResultSchema = z.object({ dibuat: z.array(z.string()), dilewati: z.array(z.string()) });

/** POST: a student leaves the school. */
export const mutasiKeluarBodySchema = z.object({
  siswa_id: requiredId(MSG.mustChoose),
  tanggal: isoDate(MSG.required),
  alasan: requiredText(MSG.required, 500),
  sekolah_lain: optionalText(200).describe('The school the student goes to'),
});
export type MutasiKeluarBody = z.input<typeof mutasiKeluarBodySchema>;

/** POST: a student joins the school from another one: a new student record with its minimal identity. */
export const mutasiMasukBodySchema = z.object({
  nama: personName(MSG.required),
  nisn: digitsExactly(10, { required: MSG.required }),
  jenis_kelamin: option('jenis_kelamin', MSG.mustChoose),
  tanggal: isoDate(MSG.required),
  alasan: requiredText(MSG.required, 500),
  sekolah_lain: requiredText(MSG.required, 200).describe('The school the student comes from'),
  rombel_id: requiredId(MSG.mustChoose).describe('A class group of the active or a later year'),
});
export type MutasiMasukBody = z.input<typeof mutasiMasukBodySchema>;

export const mutasiFilterSchema = z
  .object({ jenis: z.enum(['masuk', 'keluar']).optional() })
  .optional()
  .default({});

export const mutasiRowSchema = z.object({
  rownum: z.number().int(),
  id: z.number().int(),
  siswa_id: z.number().int(),
  nama: z.string(),
  nisn: z.string(),
  jenis: z.string(),
  tanggal: z.string(),
  alasan: z.string(),
  sekolah_lain: z.string().nullable(),
});
export type MutasiRow = z.infer<typeof mutasiRowSchema>;

export const cariSiswaQuerySchema = z.object({ q: z.string().trim().min(2, MSG.minChars(2)).max(100) });
export const cariSiswaSchema = z.array(z.object({ id: z.number().int(), nama: z.string(), nisn: z.string(), rombel_nama: z.string().nullable() }));
