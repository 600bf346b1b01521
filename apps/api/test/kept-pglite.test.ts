import { sql } from 'drizzle-orm';
import { inject, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { backend } from './database.js';
import { openKeptPglite } from './kept-pglite.js';

const rows = async <T>(database: Database, query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** What a file could notice of the one before it. */
const state = async (database: Database) => ({
  roles: await rows(database, 'SELECT id, nama FROM roles ORDER BY id'),
  users: await rows(database, 'SELECT count(*)::int AS n FROM users'),
  nextRole: await rows(database, `SELECT nextval('roles_id_seq')::int AS id`),
  lock: await rows(database, `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`),
  temp: await rows(database, `SELECT count(*)::int AS n FROM pg_class WHERE relpersistence = 't'`),
});

describe.runIf(backend === 'pglite')('a kept embedded database', () => {
  const image = () => inject('pgliteImageFile');

  it('comes back to the next file as the image holds it, whatever the file wrote', async () => {
    const first = await openKeptPglite(image());
    const fresh = await state(first);
    await first.db.execute(sql.raw(`SELECT setval('roles_id_seq', 1000)`));
    await first.db.execute(sql.raw(`INSERT INTO roles (nama) VALUES ('peran sementara')`));
    await first.db.execute(sql.raw(`UPDATE roles SET nama = nama || ' diubah' WHERE id = (SELECT min(id) FROM roles)`));
    await first.db.execute(sql.raw(`SELECT pg_advisory_lock(42)`));
    await first.db.execute(sql.raw(`CREATE TEMP TABLE catatan (x int)`));
    // A marker of the session itself, which a reset leaves: shows the same database came back.
    await first.db.execute(sql.raw(`PREPARE penanda1 AS SELECT 1`));
    await first.close();

    const second = await openKeptPglite(image());
    expect(await rows(second, `SELECT name FROM pg_prepared_statements WHERE name = 'penanda1'`)).toEqual([{ name: 'penanda1' }]);
    // The first state read advanced the sequence as this one does: both read it once.
    expect(await state(second)).toEqual(fresh);
    await second.close();
  });

  it('is not kept when a file changed its shape', async () => {
    const first = await openKeptPglite(image());
    await first.db.execute(sql.raw(`PREPARE penanda2 AS SELECT 1`));
    await first.db.execute(sql.raw(`CREATE TABLE tambahan (x int)`));
    await first.close();

    const second = await openKeptPglite(image());
    expect(await rows(second, `SELECT name FROM pg_prepared_statements WHERE name = 'penanda2'`)).toEqual([]);
    expect(await rows(second, `SELECT to_regclass('tambahan') AS t`)).toEqual([{ t: null }]);
    await second.close();
  });

  it('is not kept when a file changed a setting of its session', async () => {
    const first = await openKeptPglite(image());
    await first.db.execute(sql.raw(`PREPARE penanda3 AS SELECT 1`));
    await first.db.execute(sql.raw(`SET enable_seqscan = off`));
    await first.close();

    const second = await openKeptPglite(image());
    expect(await rows(second, `SELECT name FROM pg_prepared_statements WHERE name = 'penanda3'`)).toEqual([]);
    expect(await rows(second, `SHOW enable_seqscan`)).toEqual([{ enable_seqscan: 'on' }]);
    await second.close();
  });
});
