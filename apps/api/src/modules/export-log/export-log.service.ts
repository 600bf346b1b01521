/** The caller's exports: the list lives with the export pipeline (platform/export/log.ts), which staff pages also list. */
export { listExportLog } from '../../platform/export/log.js';
