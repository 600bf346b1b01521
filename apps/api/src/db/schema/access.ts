import { boolean, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { roles } from './auth.js';

/** One page of one role's access map: its status and the action flags granted. */
export const roleAccess = pgTable(
  'role_access',
  {
    id: serial('id').primaryKey(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    status: boolean('status').notNull(),
    actions: text('actions').array().notNull().default([]),
  },
  (t) => [uniqueIndex('role_access_role_path_uq').on(t.role_id, t.path)],
);

/** The menu tree; each role sees the entries whose path its access map opens. */
export const menu = pgTable(
  'menu',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id').references((): AnyPgColumn => menu.id, { onDelete: 'cascade' }),
    /** Stable key so reference data can be re-applied without duplicates. */
    kode: text('kode').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    icon: text('icon').notNull(),
    urutan: integer('urutan').notNull().default(0),
  },
  (t) => [uniqueIndex('menu_kode_uq').on(t.kode), index('menu_parent_idx').on(t.parent_id)],
);
