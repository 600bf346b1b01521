import { pgTable, text } from 'drizzle-orm/pg-core';

/** Installation-wide secrets and settings that every API process must share. */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
