import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The most outbox rows a scrape counts: a backlog beyond it reads as this many, at the cost of one short index scan. */
export const OUTBOX_COUNT_CAP = 10_000;

/**
 * Push messages waiting in the outbox, and how many of them are due now (the rest wait for a
 * retry's delay or another process's lease). Walks the outbox's (coba_at, id) index from its
 * start, where the due rows are, for at most OUTBOX_COUNT_CAP rows.
 */
export async function outboxDepth(db: Db): Promise<{ pending: number; due: number }> {
  const result = (await db.execute(sql`
    SELECT count(*)::int AS pending, count(*) FILTER (WHERE coba_at <= now())::int AS due
    FROM (SELECT coba_at FROM notifikasi_outbox ORDER BY coba_at, id LIMIT ${OUTBOX_COUNT_CAP}) o`)) as unknown as {
    rows: { pending: number; due: number }[];
  };
  return result.rows[0]!;
}
