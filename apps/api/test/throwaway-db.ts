import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `adminUrl`, for one test file or one benchmark run: empty,
 * or a copy of `template`. Returns its name, its URL and a function that drops it.
 */
export async function createThrowawayDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/** Drops a database of the server of `adminUrl`, whoever is connected to it. */
export const dropDatabase = (adminUrl: string, name: string) => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
