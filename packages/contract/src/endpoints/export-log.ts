/** The export-log endpoints. */
export const EXPORT_LOG = {
  /** The caller's exports (not named by the spec: the list behind /log/export). */
  logExportTable: '/log/export/table',
} as const;
