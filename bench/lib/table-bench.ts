import type { DirectFigures } from './direct-sql.js';
import { load, type Figures, type Server } from './harness.js';

/** One table scenario: request i sends bodies[i] as the student holding tokens[i]. */
export type TableScenario = { name: string; url: string; marker: string | string[]; bodies: string[]; tokens: string[] };
export type TableFigures = { name: string; http: Figures; sql: DirectFigures };

/**
 * A table endpoint read over HTTP beside the same SQL replayed directly on the database with
 * the same concurrency (see direct-sql.ts); the SQL goes first, so both see the same caches.
 */
export async function measureTable(server: Server, s: TableScenario, connections: number, seconds: number): Promise<TableFigures> {
  const direct = await fetch(`${server.base}/bench/direct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: s.url, bodies: s.bodies, tokens: s.tokens, marker: s.marker, connections, seconds }),
  });
  if (!direct.ok) throw new Error(`direct SQL failed: ${await direct.text()}`);
  const sql = (await direct.json()) as DirectFigures;
  const n = s.bodies.length;
  const http = await load(s.name, {
    url: `${server.base}${s.url}`,
    method: 'POST',
    connections,
    seconds,
    request: (i) => ({ body: s.bodies[i % n]!, headers: { authorization: `Bearer ${s.tokens[i % n]}` } }),
  });
  return { name: s.name, http, sql };
}

const ms = (n: number) => n.toFixed(1);

/** Prints the scenarios as a table, HTTP beside SQL alone. */
export function reportTables(title: string, rows: TableFigures[]) {
  console.log(`\n${title}`);
  console.log('| scenario | HTTP req/s | p50 ms | p99 ms | errors | SQL req/s | SQL p50 ms | SQL p99 ms | statements | HTTP/SQL p50 | HTTP/SQL req/s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, http, sql } of rows) {
    console.log(
      `| ${name} | ${http.rps.toFixed(0)} | ${http.p50} | ${http.p99} | ${http.errors} | ${sql.rps.toFixed(0)} | ${ms(sql.p50)} | ${ms(sql.p99)} | ` +
        `${sql.statementsPerRequest} | ${(http.p50 / sql.p50).toFixed(2)} | ${(http.rps / sql.rps).toFixed(2)} |`,
    );
  }
}
