import type { FastifyInstance } from 'fastify';
import { STAF_AUDIT } from '@madrasah/contract/endpoints/staf-audit';
import { ok, route } from '../../platform/http.js';
import { auditEntry, auditPengguna, listAudit } from './audit.service.js';

/** The activity log for the operator and the head (spec/03-staff.md). */
export async function auditRoutes(app: FastifyInstance) {
  route(app, STAF_AUDIT.table, async (req) => ok(await listAudit(app, req.body)));
  route(app, STAF_AUDIT.pengguna, async (req) => ok(await auditPengguna(app, req.query.q)));
  route(app, STAF_AUDIT.detail, async (req) => ok(await auditEntry(app, req.params.id)));
}
