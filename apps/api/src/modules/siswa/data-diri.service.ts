import { eq, getTableColumns } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { DataDiri, dataDiriBodySchema } from '@madrasah/contract/schemas/data-diri';
import type { z } from 'zod';
import { siswa, users } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { fieldError, isUniqueViolation, notFound } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { storePhoto } from '../../platform/files/photo.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { assertOwnRecord } from '../../platform/scope.js';
import { regionColumns } from '../../platform/region-fields.js';
import { regionNames } from '../../platform/region-names.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Body = z.output<typeof dataDiriBodySchema>;

// Columns the GET answer carries as they are stored; the rest are named or signed below.
const {
  foto: _foto,
  akun_ditangguhkan: _a,
  alasan_akun_ditangguhkan: _b,
  status_siswa: _c,
  created_at: _d,
  updated_at: _e,
  ...stored
} = getTableColumns(siswa);

export async function getDataDiri(app: ServiceContext, auth: AuthContext, siswaId: number): Promise<DataDiri> {
  assertOwnRecord(auth, siswaId);
  const [row] = await app.db
    .select({ ...stored, ...regionNames(siswa), foto: siswa.foto })
    .from(siswa)
    .where(eq(siswa.id, siswaId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, foto: row.foto ? app.files.signer.sign(row.foto) : null, main_path: FILES_PREFIX };
}

/**
 * Saves the student's personal data; a new photo is stored first and the old one removed after.
 * The NISN's unique key decides whether it is taken, so two students saving the same NISN at
 * once cannot both pass a check made before the write.
 */
export async function updateDataDiri(app: ServiceContext, auth: AuthContext, siswaId: number, body: Body, ip: string) {
  assertOwnRecord(auth, siswaId);
  const [current] = await app.db.select({ foto: siswa.foto }).from(siswa).where(eq(siswa.id, siswaId));
  if (!current) throw notFound();
  const region = await regionColumns(app.db, body);
  const { foto, ...fields } = body;
  const newFoto = foto ? await storePhoto(app, 'siswa', foto) : undefined;
  const save = () =>
    audited(app.db, { userId: auth.userId, action: 'update', entity: 'siswa', entityId: siswaId, ip }, async (tx) => {
      await tx
        .update(siswa)
        .set({ ...fields, ...region, ...(newFoto ? { foto: newFoto } : {}), updated_at: new Date() })
        .where(eq(siswa.id, siswaId));
      // The student's own account (a guardian's links through wali_siswa) is named as the record is.
      await tx.update(users).set({ name: fields.nama }).where(eq(users.siswa_id, siswaId));
    });
  await withStoredFile(app, newFoto, save, current.foto).catch((err: unknown) => {
    throw isUniqueViolation(err, 'siswa_nisn_uq') ? fieldError('nisn', MSG.nisnTaken) : err;
  });
}
