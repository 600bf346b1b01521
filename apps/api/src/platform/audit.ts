import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { activityLog, users } from '../db/schema/index.js';

export type Activity = {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | 'status' | 'login' | 'logout' | 'password' | 'import';
  entity: string;
  entityId?: number | null;
  /**
   * What changed. A staff write records the row as it was and as it became (`before`, `after`;
   * null on the side where it did not exist), which the operator's audit log shows.
   */
  detail?: Record<string, unknown>;
  ip?: string | null;
};

/** Appends to the activity log, inside the transaction that made the change. */
async function logActivity(db: Db | Tx, a: Activity | Activity[]) {
  const entries = Array.isArray(a) ? a : [a];
  if (entries.length === 0) return;
  await db.insert(activityLog).values(
    entries.map((e) => ({
      user_id: e.userId,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId ?? null,
      detail: e.detail ?? null,
      ip: e.ip ?? null,
    })),
  );
}

/**
 * A change and its activity-log entry in one transaction. `write` makes the change and throws to
 * refuse it (nothing is logged then); the entry may be built from its result, such as the id of
 * a created row.
 */
export function audited<T>(db: Db, activity: Activity | ((result: T) => Activity | Activity[]), write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await logActivity(tx, typeof activity === 'function' ? activity(result) : activity);
    return result;
  });
}

/**
 * A delete and its activity-log entry in one transaction: `remove` deletes (or throws to refuse)
 * and returns the row as it was, which the entry keeps as `before`.
 */
export function auditedDelete<T>(db: Db, who: { userId: number; ip: string }, entity: string, id: number, remove: (tx: Tx) => Promise<T>): Promise<T> {
  return audited(db, (before: T) => ({ userId: who.userId, action: 'delete', entity, entityId: id, ip: who.ip, detail: { before, after: null } }), remove);
}

/**
 * A select field holding a row's latest activity-log entry (what, who, when): the lists'
 * LogActivity column. The row's id is named through its table's name, since a single-table
 * select names its columns unqualified and `id` would be ambiguous inside the subquery.
 */
export const lastActivity = (entity: string, table: PgTable) =>
  sql<{ aksi: string; oleh: string | null; pada: string } | null>`(
    SELECT json_build_object('aksi', a.action, 'oleh', u.name, 'pada', a.created_at)
    FROM ${activityLog} a LEFT JOIN ${users} u ON u.id = a.user_id
    WHERE a.entity = ${entity} AND a.entity_id = ${sql.identifier(getTableName(table))}.id
    ORDER BY a.id DESC LIMIT 1)`;
