import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AlumniTracing, alumniTracingBodySchema } from '@madrasah/contract/schemas/alumni';
import { alumni, alumniTracing } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { ALUMNI_DOCUMENT, storeDocument } from '../../platform/files/document.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { assertOwnAlumni } from '../../platform/scope.js';
import { yearText } from './dates.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Body = z.output<typeof alumniTracingBodySchema>;

/** The alumnus's tracing: the years from the alumni record, the rest empty until first saved. */
export async function getAlumniTracing(app: ServiceContext, auth: AuthContext, alumniId: number): Promise<AlumniTracing> {
  assertOwnAlumni(auth, alumniId);
  const [row] = await app.db
    .select({
      tahun_masuk: alumni.tahun_masuk,
      tahun_lulus: alumni.tahun_lulus,
      file_ijazah: alumniTracing.file_ijazah,
      no_telp: alumniTracing.no_telp,
      alamat_sekarang: alumniTracing.alamat_sekarang,
      kategori: alumniTracing.kategori,
      pendidikan_terakhir: alumniTracing.pendidikan_terakhir,
      pendidikan_instansi: alumniTracing.pendidikan_instansi,
      pekerjaan: alumniTracing.pekerjaan,
      pekerjaan_instansi: alumniTracing.pekerjaan_instansi,
      alamat_instansi: alumniTracing.alamat_instansi,
    })
    .from(alumni)
    .leftJoin(alumniTracing, eq(alumniTracing.alumni_id, alumni.id))
    .where(eq(alumni.id, alumniId))
    .limit(1);
  if (!row) throw notFound();
  return {
    ...row,
    tahun_masuk: yearText(row.tahun_masuk),
    tahun_lulus: yearText(row.tahun_lulus),
    file_ijazah: row.file_ijazah ? app.files.signer.sign(row.file_ijazah) : null,
    main_path: FILES_PREFIX,
  };
}

/**
 * Saves the tracing (created on first save). The years belong to the alumni record, which both
 * forms show; a new diploma scan replaces the stored one, and without one the stored one stays.
 */
export async function updateAlumniTracing(app: ServiceContext, auth: AuthContext, alumniId: number, body: Body, ip: string) {
  assertOwnAlumni(auth, alumniId);
  const [current] = await app.db
    .select({ id: alumni.id, file: alumniTracing.file_ijazah })
    .from(alumni)
    .leftJoin(alumniTracing, eq(alumniTracing.alumni_id, alumni.id))
    .where(eq(alumni.id, alumniId));
  if (!current) throw notFound();
  const { tahun_masuk, tahun_lulus, file_ijazah, ...fields } = body;
  const newFile = file_ijazah ? await storeDocument(app, 'alumni-ijazah', file_ijazah, 'file_ijazah', ALUMNI_DOCUMENT) : undefined;
  const values = { ...fields, ...(newFile ? { file_ijazah: newFile } : {}), updated_at: new Date() };
  const save = () =>
    audited(app.db, { userId: auth.userId, action: 'update', entity: 'alumni_tracing', entityId: alumniId, ip }, async (tx) => {
      await tx
        .update(alumni)
        .set({ tahun_masuk: Number(tahun_masuk), tahun_lulus: Number(tahun_lulus), updated_at: new Date() })
        .where(eq(alumni.id, alumniId));
      await tx
        .insert(alumniTracing)
        .values({ ...values, alumni_id: alumniId })
        .onConflictDoUpdate({ target: alumniTracing.alumni_id, set: values });
    });
  await withStoredFile(app, newFile, save, current.file);
}
