import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { activityLog, users } from '../db/schema/index.js';

export type Activity = {
  userId: number | null;
  action: 'create' | 'update' | 'delete' | 'status' | 'login' | 'logout' | 'password';
  entity: string;
  entityId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

/** Appends to the activity log; call it inside the transaction that made the change. */
export async function logActivity(db: Db | Tx, a: Activity) {
  await db.insert(activityLog).values({
    user_id: a.userId,
    action: a.action,
    entity: a.entity,
    entity_id: a.entityId ?? null,
    detail: a.detail ?? null,
    ip: a.ip ?? null,
  });
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
