import type { FastifyInstance } from 'fastify';
import { EXPORT_LOG } from '@madrasah/contract/endpoints/export-log';
import { ok, route } from '../../platform/http.js';
import { listExportLog } from './export-log.service.js';

/** The caller's exports (/log/export): every export call records one, this lists the caller's own. */
export async function exportLogRoutes(app: FastifyInstance) {
  route(app, EXPORT_LOG.table, async (req) => ok(await listExportLog(app, req.auth, req.body)));
}
