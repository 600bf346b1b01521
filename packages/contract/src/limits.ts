/** Business constants shared by both sides (spec 01 section 9, spec 02 section 9). */
export const LIMITS = {
  passwordMax: 100,
  /** Not in the spec: a floor for new passwords, see docs/decisions/0007-sessions-and-passwords.md. */
  passwordMin: 8,
  emailMax: 200,
  nameMax: 200,
  phoneMax: 14,
  postalCodeMax: 6,
  uploadMaxBytes: 2 * 1024 * 1024,
  pageSizeDefault: 10,
  regionPageSize: 10,
  villagePageSize: 30,
  toastSeconds: 2,
  reloadDelayMs: 1000,
  redirectDelayMs: 1000,
  /** How often the bell asks for the unread count, at most (while its tab is visible). */
  notifikasiPollMs: 60_000,
  clockRefreshMs: 500,
  earthRadiusKm: 6371,
  /** Not in the spec: the largest spreadsheet an import takes (a school of 5,000 is ~2 MB as XLSX). */
  importMaxBytes: 10 * 1024 * 1024,
  /** Not in the spec: rows of a sheet an import reads, title and header rows included. */
  importRowsMax: 10_000,
  /** Not in the spec: errors an import report lists; the rest are counted in its last entry. */
  importErrorsMax: 1_000,
  /** Not in the spec: children one guardian account acts for (a family's, not a class group's). */
  anakPerWali: 20,
} as const;

export const DATE_FORMAT = {
  display: 'DD-MM-YYYY',
  attendance: 'DD MMM YYYY',
  lookup: 'YYYY-MM-DD',
  /** How the alumni personal data sends and answers the date of birth (spec 02 section 7). */
  alumniBirth: 'DD-MM-YYYY',
} as const;
