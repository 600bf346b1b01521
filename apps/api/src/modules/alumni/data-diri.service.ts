import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { dmyToIso, isoToDmy } from '@madrasah/contract/dates';
import type { AlumniDataDiri, alumniDataDiriBodySchema } from '@madrasah/contract/schemas/alumni';
import { alumni, users } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { storePhoto } from '../../platform/files/photo.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { assertOwnAlumni } from '../../platform/scope.js';
import { regionColumns } from '../../platform/region-fields.js';
import { regionNames } from '../../platform/region-names.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { yearText } from './dates.js';

type Body = z.output<typeof alumniDataDiriBodySchema>;

/** The alumnus's own record: personal data, and the type that decides the web's layout. */
export async function getAlumniDataDiri(app: ServiceContext, auth: AuthContext, alumniId: number): Promise<AlumniDataDiri> {
  assertOwnAlumni(auth, alumniId);
  const [row] = await app.db
    .select({
      id: alumni.id,
      alumni_tipe: alumni.alumni_tipe,
      siswa_id: alumni.siswa_id,
      nik: alumni.nik,
      nama: alumni.nama,
      no_kta: alumni.no_kta,
      jenis_kelamin: alumni.jenis_kelamin,
      tempat_lahir: alumni.tempat_lahir,
      tgl_lahir: alumni.tgl_lahir,
      provinsi_id: alumni.provinsi_id,
      kabkot_id: alumni.kabkot_id,
      kecamatan_id: alumni.kecamatan_id,
      kelurahan_id: alumni.kelurahan_id,
      ...regionNames(alumni),
      alamat: alumni.alamat,
      kode_pos: alumni.kode_pos,
      no_telp: alumni.no_telp,
      email: alumni.email,
      tahun_masuk: alumni.tahun_masuk,
      tahun_lulus: alumni.tahun_lulus,
      foto: alumni.foto,
    })
    .from(alumni)
    .where(eq(alumni.id, alumniId))
    .limit(1);
  if (!row) throw notFound();
  return {
    ...row,
    tgl_lahir: row.tgl_lahir ? isoToDmy(row.tgl_lahir) : null,
    tahun_masuk: yearText(row.tahun_masuk),
    tahun_lulus: yearText(row.tahun_lulus),
    foto: row.foto ? app.files.signer.sign(row.foto) : null,
    main_path: FILES_PREFIX,
  };
}

/**
 * Saves the alumnus's personal data. no_kta is the school's and email is the sign-in address,
 * so neither is taken from the body; the account's name follows nama. A new photo is stored first and the old one removed after.
 */
export async function updateAlumniDataDiri(app: ServiceContext, auth: AuthContext, alumniId: number, body: Body, ip: string) {
  assertOwnAlumni(auth, alumniId);
  const [current] = await app.db.select({ foto: alumni.foto }).from(alumni).where(eq(alumni.id, alumniId));
  if (!current) throw notFound();
  const region = await regionColumns(app.db, body);
  const { foto, email: _email, tgl_lahir, tahun_masuk, tahun_lulus, ...fields } = body;
  const newFoto = foto ? await storePhoto(app, 'alumni', foto) : undefined;
  const save = () =>
    audited(app.db, { userId: auth.userId, action: 'update', entity: 'alumni', entityId: alumniId, ip }, async (tx) => {
      await tx
        .update(alumni)
        .set({
          ...fields,
          ...region,
          tgl_lahir: dmyToIso(tgl_lahir),
          tahun_masuk: tahun_masuk ? Number(tahun_masuk) : null,
          tahun_lulus: tahun_lulus ? Number(tahun_lulus) : null,
          ...(newFoto ? { foto: newFoto } : {}),
          updated_at: new Date(),
        })
        .where(eq(alumni.id, alumniId));
      // The account is the alumnus's: its name (the header's account menu) follows the record's.
      await tx.update(users).set({ name: fields.nama }).where(eq(users.alumni_id, alumniId));
    });
  await withStoredFile(app, newFoto, save, current.foto);
}
