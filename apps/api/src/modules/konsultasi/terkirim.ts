import { and, eq } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import { KONSULTASI_DRAFT, whatsappLink, type KonsultasiStatus, type KonsultasiTerkirim } from '@madrasah/contract/schemas/konsultasi';
import { konsultasi } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { ownSiswaId } from '../../platform/scope.js';
import { currentRombel } from './guru-bk.js';
import { ENTITY, findOwnKonsultasi, notDraft, ownRows } from './konsultasi.service.js';
import type { ServiceContext } from '../../platform/service-context.js';

const TERKIRIM: KonsultasiStatus = 'Terkirim';

/**
 * Sends a Draft of the caller's student to the counsellor of the student's current class group
 * ('Informasikan ke Guru BK'): the consultation becomes Terkirim, with the counsellor and the
 * moment, and the answer is the WhatsApp link that tells them. Without a counsellor, or with one
 * whose phone is no usable number, it is refused (409) and nothing changes.
 */
export async function sendKonsultasi(app: ServiceContext, auth: AuthContext, id: number, ip: string): Promise<KonsultasiTerkirim> {
  const siswaId = ownSiswaId(auth);
  const current = await findOwnKonsultasi(app.db, siswaId, id);
  if (current.status !== KONSULTASI_DRAFT) throw notDraft();
  const guru = (await currentRombel(app, siswaId))?.guru;
  if (!guru) throw new AppError(409, MSG.counsellorMissing);
  const waLink = whatsappLink(guru.no_telp, MSG.konsultasiWaText(current.topik_nama));
  if (!waLink) throw new AppError(409, MSG.counsellorNoPhone);

  const now = app.now();
  await audited(
    app.db,
    { userId: auth.userId, action: 'status', entity: ENTITY, entityId: id, detail: { from: KONSULTASI_DRAFT, to: TERKIRIM }, ip },
    async (tx) => {
      // Still a Draft at the moment of writing: of two sends (or a send and a delete) one wins.
      const [sent] = await tx
        .update(konsultasi)
        .set({ status: TERKIRIM, guru_bk_gtk_id: guru.id, terkirim_at: now, updated_at: now })
        .where(and(eq(konsultasi.id, id), ownRows(siswaId), eq(konsultasi.status, KONSULTASI_DRAFT)))
        .returning({ id: konsultasi.id });
      if (!sent) throw notDraft();
    },
  );
  return { wa_link: waLink };
}
