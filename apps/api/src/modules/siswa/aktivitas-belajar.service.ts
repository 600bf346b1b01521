import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG } from '@madrasah/contract/messages';
import type { AktivitasBelajar, aktivitasBelajarBodySchema } from '@madrasah/contract/schemas/aktivitas-belajar';
import { rombel, rombelSiswa, siswa, siswaAktivitasBelajar, tahunAjaran } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, notFound } from '../../platform/errors.js';
import { assertOwnRecord, ownRecordSiswaId } from '../../platform/scope.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Body = z.output<typeof aktivitasBelajarBodySchema>;
const ENTITY = 'siswa_aktivitas_belajar';

const { siswa_id: _s, updated_at: _u, ...registration } = getTableColumns(siswaAktivitasBelajar);
const EMPTY_REGISTRATION = Object.fromEntries(Object.keys(registration).map((k) => [k, null])) as {
  [K in keyof typeof registration]: null;
};

/**
 * The learning activity of a student: the registration (empty until saved), how they left, and
 * their latest class group (the current one for a student, the last one for an alumnus).
 */
export async function getAktivitasBelajar(app: ServiceContext, auth: AuthContext, siswaId: number): Promise<AktivitasBelajar> {
  assertOwnRecord(auth, siswaId);
  const [student] = await app.db.select({ status_siswa: siswa.status_siswa }).from(siswa).where(eq(siswa.id, siswaId));
  if (!student) throw notFound();
  const [saved] = await app.db.select(registration).from(siswaAktivitasBelajar).where(eq(siswaAktivitasBelajar.siswa_id, siswaId));
  const [kelas] = await app.db
    .select({
      thn_awal: tahunAjaran.thn_awal,
      thn_akhir: tahunAjaran.thn_akhir,
      tingkatan_kelas: rombel.tingkatan_kelas,
      jurusan_nama: rombel.jurusan_nama,
      rombel_nama: rombel.nama,
    })
    .from(rombelSiswa)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .innerJoin(tahunAjaran, eq(tahunAjaran.id, rombelSiswa.tahun_ajaran_id))
    .where(eq(rombelSiswa.siswa_id, siswaId))
    .orderBy(desc(tahunAjaran.thn_awal))
    .limit(1);
  return {
    ...(saved ?? EMPTY_REGISTRATION),
    thn_awal: kelas?.thn_awal ?? null,
    thn_akhir: kelas?.thn_akhir ?? null,
    tingkatan_kelas: kelas?.tingkatan_kelas ?? null,
    jurusan_nama: kelas?.jurusan_nama ?? null,
    rombel_nama: kelas?.rombel_nama ?? null,
    status_siswa: student.status_siswa,
  };
}

/** Saves the first registration; a student has one, so a second create is refused. */
export async function createAktivitasBelajar(app: ServiceContext, auth: AuthContext, siswaId: number, body: Body, ip: string) {
  assertOwnRecord(auth, siswaId);
  return audited(
    app.db,
    (id: number) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: id, ip }),
    async (tx) => {
      const [created] = await tx
        .insert(siswaAktivitasBelajar)
        .values({ ...body, siswa_id: siswaId })
        .onConflictDoNothing({ target: siswaAktivitasBelajar.siswa_id })
        .returning({ id: siswaAktivitasBelajar.id });
      if (!created) throw new AppError(409, MSG.aktivitasExists);
      return created.id;
    },
  );
}

/** Updates the registration of the caller's student; how they left stays the school's to keep. */
export async function updateAktivitasBelajar(app: ServiceContext, auth: AuthContext, id: number, body: Body, ip: string) {
  const siswaId = ownRecordSiswaId(auth);
  await audited(app.db, { userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip }, async (tx) => {
    const [updated] = await tx
      .update(siswaAktivitasBelajar)
      .set({ ...body, updated_at: new Date() })
      .where(and(eq(siswaAktivitasBelajar.id, id), eq(siswaAktivitasBelajar.siswa_id, siswaId)))
      .returning({ id: siswaAktivitasBelajar.id });
    if (!updated) throw notFound();
  });
}
