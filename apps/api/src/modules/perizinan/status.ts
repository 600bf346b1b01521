import { and, eq } from 'drizzle-orm';
import { ROLE, type ActionFlag } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { PerizinanRow, PerizinanStatus } from '@madrasah/contract/schemas/perizinan';
import { perizinanSiswa } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { forbidden } from '../../platform/errors.js';
import { ownSiswaId } from '../../platform/scope.js';
import { assertPermitDates, schoolToday } from './dates.js';
import { conflict, ENTITY, findOwnPerizinan, readPerizinan } from './perizinan.service.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { notifyPerizinan } from '../../platform/notifikasi-pemicu.js';

/**
 * Every status change the server allows (spec 02 section 4), with the action it needs. Anything
 * not listed is refused, whatever the client sends; 'AUTO APPROVAL' is never asked for, the
 * server lands a submission there when the permit's kind needs no approval.
 */
export const TRANSITIONS: readonly { from: PerizinanStatus; to: PerizinanStatus; action: ActionFlag }[] = [
  { from: 'DRAFT', to: 'DIAJUKAN', action: 'request_approval' },
  { from: 'DIAJUKAN', to: 'DISETUJUI', action: 'approval' },
  { from: 'DIAJUKAN', to: 'DITOLAK', action: 'approval' },
];

const DONE: Partial<Record<PerizinanStatus, string>> = {
  DIAJUKAN: MSG.permitSubmitted,
  'AUTO APPROVAL': MSG.permitAutoApproved,
  DISETUJUI: MSG.permitApproved,
  DITOLAK: MSG.permitRejected,
};

/**
 * Moves a permit of the caller's student along TRANSITIONS. The change is one conditional
 * UPDATE on the status read, so of two concurrent decisions exactly one wins and the other
 * is refused.
 */
export async function changePerizinanStatus(
  app: ServiceContext,
  auth: AuthContext,
  id: number,
  requested: PerizinanStatus,
  ip: string,
): Promise<{ message: string; data: PerizinanRow }> {
  const siswaId = ownSiswaId(auth);
  const current = await findOwnPerizinan(app.db, siswaId, id);
  const step = TRANSITIONS.find((t) => t.from === current.status && t.to === requested);
  if (!step) throw conflict(MSG.permitTransitionRefused(current.status, requested));
  // The route opens on either action; each step needs its own.
  if (!auth.actions.has(step.action)) throw forbidden();
  // Nobody decides on a permit they filed, nor a student on their own, whatever the map grants.
  if (step.action === 'approval' && (current.created_by === auth.userId || auth.roleName === ROLE.siswa)) {
    throw forbidden(MSG.permitOwnDecision);
  }

  // A draft left lying is submitted under today's rules: it cannot excuse days past the kind's grace.
  if (step.from === 'DRAFT') {
    const { period } = await app.schoolContext();
    if (!period) throw forbidden(MSG.noActiveYear);
    assertPermitDates(current, period, current, await schoolToday(app));
  }

  const auto = step.to === 'DIAJUKAN' && !current.butuh_persetujuan;
  const status: PerizinanStatus = auto ? 'AUTO APPROVAL' : step.to;
  const now = app.now();
  const decided = step.action === 'approval' ? { approved_by: auth.userId, approved_at: now } : auto ? { approved_by: null, approved_at: now } : {};
  await audited(app.db, { userId: auth.userId, action: 'status', entity: ENTITY, entityId: id, detail: { from: step.from, to: status }, ip }, async (tx) => {
    const [changed] = await tx
      .update(perizinanSiswa)
      .set({ status, ...decided, updated_at: now })
      .where(and(eq(perizinanSiswa.id, id), eq(perizinanSiswa.siswa_id, siswaId), eq(perizinanSiswa.status, step.from)))
      .returning({ id: perizinanSiswa.id });
    if (!changed) throw conflict(MSG.permitStatusChanged);
    if (step.action === 'approval') await notifyPerizinan(tx, id, status, auth.userId);
  });
  return { message: DONE[status]!, data: await readPerizinan(app, siswaId, id) };
}
