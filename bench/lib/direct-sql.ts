import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/api/src/db/client.js';

/** What a benchmark asks: the requests of one scenario, and how hard to replay their SQL. */
export type DirectRequest = {
  url: string;
  /** Request i sends bodies[i] with tokens[i]; the replay walks them in the same order. */
  bodies: string[];
  tokens: string[];
  /** Only statements whose text contains this (or one of these) are the endpoint's own (not the session look-up). */
  marker: string | string[];
  connections: number;
  seconds: number;
};
export type DirectFigures = { rps: number; p50: number; p99: number; statementsPerRequest: number };

type Query = (...args: unknown[]) => Promise<unknown>;
type Client = { query: Query };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * The SQL an endpoint runs, run again directly on the database: each request goes once through
 * the app (in-process) while the driver's calls are recorded, then the recorded statements are
 * replayed through the same driver by `connections` concurrent workers for `seconds`, each
 * request's statements in order as the endpoint runs them. On PGlite this must run in the
 * server's process, which owns the database.
 */
export async function directSql(app: FastifyInstance, database: Database, req: DirectRequest): Promise<DirectFigures> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const query = client.query;
  const markers = [req.marker].flat();
  let recording: unknown[][] | undefined;
  client.query = function (this: Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (recording && markers.some((m) => text?.includes(m))) recording.push(args);
    return query.apply(this, args);
  } as Query;
  const recorded: unknown[][][] = [];
  try {
    for (const [i, body] of req.bodies.entries()) {
      recording = [];
      const res = await app.inject({
        method: 'POST',
        url: req.url,
        payload: body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${req.tokens[i]}` },
      });
      if (res.statusCode !== 200) throw new Error(`${req.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      recorded.push(recording);
    }
  } finally {
    recording = undefined;
    client.query = query;
  }

  const latencies: number[] = [];
  let next = 0;
  const until = performance.now() + req.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: req.connections }, async () => {
      while (performance.now() < until) {
        const statements = recorded[next++ % recorded.length]!;
        const t = performance.now();
        for (const args of statements) await query.apply(client, args);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statementsPerRequest: recorded.reduce((n, r) => n + r.length, 0) / recorded.length,
  };
}
