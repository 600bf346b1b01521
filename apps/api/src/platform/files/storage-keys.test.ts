import { getTableName, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDemoApp } from '../../../test/access-matrix/demo-app.js';
import { sweepOrphans } from './orphans.js';
import { referencedKeys, STORAGE_KEY_COLUMNS } from './references.js';
import { KEY_PATTERN } from './storage.js';

/*
 * The orphan sweep's safety rests on STORAGE_KEY_COLUMNS naming every column that holds a
 * storage key. On the demo school (which fills every area), this finds such columns by their
 * values and checks each stored file is named by a listed one: a table that gains a storage-key
 * column fails here until the column is listed.
 */

const demo = await openDemoApp();
afterAll(() => demo.close());

const listed = new Set(STORAGE_KEY_COLUMNS.map((c) => `${getTableName(c.table)}.${c.name}`));
const rows = async <T>(query: ReturnType<typeof sql>) => ((await demo.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every stored file's key. */
async function storedKeys() {
  const keys: string[] = [];
  for await (const entry of demo.app.files.storage.list()) keys.push(entry.key);
  return keys;
}

const referenced = async () => new Set(await referencedKeys(demo.db));

describe('the columns that hold storage keys', () => {
  it('include every text column whose values are storage keys', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(sql`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying')
      ORDER BY 1, 2`);
    const holding: string[] = [];
    for (const { table_name, column_name } of columns) {
      // The file records themselves are the registry, not a reference.
      if (table_name === 'stored_file') continue;
      const [hit] = await rows<{ found: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} ~ ${KEY_PATTERN.source}) AS found`,
      );
      if (hit!.found) holding.push(`${table_name}.${column_name}`);
    }
    expect(holding.length).toBeGreaterThan(5);
    expect(holding.filter((c) => !listed.has(c))).toEqual([]);
  });

  it('name every file in the storage', async () => {
    const stored = await storedKeys();
    expect(stored.length).toBeGreaterThan(10);
    const named = await referenced();
    expect(stored.filter((k) => !named.has(k))).toEqual([]);
  });

  it('keep every referenced file through an orphan sweep without a grace period', async () => {
    const removed = await sweepOrphans(demo.app, 0);
    expect(removed).toEqual([]);
    const stored = new Set(await storedKeys());
    expect([...(await referenced())].filter((k) => !stored.has(k))).toEqual([]);
  });
});
