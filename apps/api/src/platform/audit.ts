import type { Db, Tx } from '../db/client.js';
import { activityLog } from '../db/schema/index.js';

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
