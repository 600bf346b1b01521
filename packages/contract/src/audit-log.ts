// Plain constants: the web's audit page reads them without loading zod.

/** What the activity log records: a write's kind, or a session's sign-in, sign-out and password change. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'import', 'password', 'login', 'logout'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Sign-ins and sign-outs of every account, students' included: the bulk of the log. The table
 * leaves them out unless the action filter asks for one of them (docs/decisions/0041-staf-audit.md).
 */
export const SESSION_ACTIONS: readonly AuditAction[] = ['login', 'logout'];

/** Bounds that keep a query on a log of millions of rows short. */
export const AUDIT_LIMITS = {
  /** Days one query may span (a leap year's). */
  daysMax: 366,
  /** Rows counted at most: a larger match shows as this many, newest first. */
  totalMax: 1_000,
  pageSizeMax: 100,
  /** Changed field names a row lists. */
  fieldsListed: 10,
  /** The days a filter may name: the log's own era, which keeps the year around them a real date. */
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
} as const;
