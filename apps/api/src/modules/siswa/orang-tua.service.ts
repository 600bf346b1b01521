import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { OrangTua, orangTuaBodySchema } from '@madrasah/contract/schemas/orang-tua';
import type { z } from 'zod';
import { orangTua } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { assertOwnRecord, ownRecordSiswaId } from '../../platform/scope.js';
import { regionColumns } from '../../platform/region-fields.js';
import { regionNames } from '../../platform/region-names.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Body = z.output<typeof orangTuaBodySchema>;

const { siswa_id: _s, updated_at: _u, ...stored } = getTableColumns(orangTua);

/** The student's father, mother and guardian records (whichever exist). */
export async function listOrangTua(app: ServiceContext, auth: AuthContext, siswaId: number): Promise<OrangTua[]> {
  assertOwnRecord(auth, siswaId);
  const rows = await app.db
    .select({ ...stored, ...regionNames(orangTua) })
    .from(orangTua)
    .where(eq(orangTua.siswa_id, siswaId))
    .orderBy(asc(orangTua.id));
  return rows as OrangTua[];
}

const savedMessage = { Ayah: MSG.dataAyahSaved, Ibu: MSG.dataIbuSaved, Wali: MSG.dataWaliSaved } as const;
const updatedMessage = { Ayah: MSG.dataAyahUpdated, Ibu: MSG.dataIbuUpdated, Wali: MSG.dataWaliUpdated } as const;

async function columns(app: ServiceContext, body: Body) {
  const region = await regionColumns(app.db, body);
  return { ...body, email: body.tipe === 'Wali' ? body.email : null, ...region, updated_at: new Date() };
}

/**
 * Creates the record of one person. A second create for the same person (a retry) updates the
 * record instead, so a student never has two fathers.
 */
export async function createOrangTua(app: ServiceContext, auth: AuthContext, siswaId: number, body: Body, ip: string) {
  assertOwnRecord(auth, siswaId);
  const values = await columns(app, body);
  const logged = (id: number) => ({ userId: auth.userId, action: 'create', entity: 'orang_tua', entityId: id, detail: { tipe: body.tipe }, ip }) as const;
  const id = await audited(app.db, logged, async (tx) => {
    const [row] = await tx
      .insert(orangTua)
      .values({ ...values, siswa_id: siswaId })
      .onConflictDoUpdate({ target: [orangTua.siswa_id, orangTua.tipe], set: values })
      .returning({ id: orangTua.id });
    return row!.id;
  });
  return { id, message: savedMessage[body.tipe] };
}

/** Updates one person's record; it must belong to the caller's student and keep its type. */
export async function updateOrangTua(app: ServiceContext, auth: AuthContext, id: number, body: Body, ip: string) {
  const siswaId = ownRecordSiswaId(auth);
  const [record] = await app.db
    .select({ tipe: orangTua.tipe })
    .from(orangTua)
    .where(and(eq(orangTua.id, id), eq(orangTua.siswa_id, siswaId)));
  if (!record) throw notFound();
  if (record.tipe !== body.tipe) throw fieldError('tipe', MSG.parentTypeMismatch);
  const values = await columns(app, body);
  await audited(app.db, { userId: auth.userId, action: 'update', entity: 'orang_tua', entityId: id, detail: { tipe: body.tipe }, ip }, async (tx) => {
    await tx.update(orangTua).set(values).where(eq(orangTua.id, id));
  });
  return { id, message: updatedMessage[body.tipe] };
}
