import { PAGE } from '../access.js';
import { exportLogFilterSchema, exportLogRowSchema } from '../schemas/export-log.js';
import { tableEndpoint } from '../table.js';

/** The caller's exports (/log/export): every export call records one, this lists the caller's own. */
export const EXPORT_LOG = {
  table: tableEndpoint({
    path: '/log/export/table',
    summary: "The caller's exports with their download links",
    tag: 'export',
    access: { path: PAGE.logExport, action: 'view' },
    filtering: exportLogFilterSchema,
    row: exportLogRowSchema,
    sortFields: ['created_at', 'nama', 'id'],
  }),
} as const;
