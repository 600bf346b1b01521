import type { FastifyInstance } from 'fastify';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { exportLogRowSchema, exportLogTableSchema } from '@madrasah/contract/schemas/export-log';
import { tableResultSchema } from '@madrasah/contract/table';
import { ok, responses, typed } from '../../platform/http.js';
import { listExportLog } from './export-log.service.js';

/** The caller's exports (/log/export): every export call records one, this lists the caller's own. */
export async function exportLogRoutes(app: FastifyInstance) {
  typed(app).post(
    API.logExportTable,
    {
      config: { access: { path: PAGE.logExport, action: 'view' } },
      schema: {
        tags: ['export'],
        summary: "The caller's exports with their download links",
        body: exportLogTableSchema,
        response: responses(tableResultSchema(exportLogRowSchema)),
      },
    },
    async (req) => ok(await listExportLog(app, req.auth, req.body)),
  );
}
