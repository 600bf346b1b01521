import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Who did what, when: every create, update, delete and status change. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'create', 'update', 'delete', 'status', 'login', 'logout', 'password'. */
    action: text('action').notNull(),
    /** Table name of the record. */
    entity: text('entity').notNull(),
    entity_id: integer('entity_id'),
    detail: jsonb('detail'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_entity_idx').on(t.entity, t.entity_id),
    index('activity_log_user_idx').on(t.user_id),
    index('activity_log_created_idx').on(t.created_at.desc(), t.id.desc()),
  ],
);
