import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';

/**
 * Switches accounts off with a reason their owners are shown, and ends their sessions: how the
 * accounts screen suspends any account but a student's own (decision 0040), and how a student
 * leaving the school closes theirs and their guardians' (decision 0044). Lifting is the
 * accounts screen's `aktifkan`.
 */
export async function switchOffAccounts(tx: Tx, userIds: number[], alasan: string | null) {
  if (userIds.length === 0) return;
  await tx.update(users).set({ is_active: false, alasan_nonaktif: alasan }).where(inArray(users.id, userIds));
  await tx.delete(sessions).where(inArray(sessions.user_id, userIds));
}
