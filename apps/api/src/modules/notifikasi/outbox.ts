import type { Agent } from 'node:https';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { notifikasiOutbox, pushLangganan } from '../../db/schema/index.js';
import { vapidKeys } from './vapid.js';

/** Messages claimed at once, and sent side by side. */
const BATCH = 20;
/** At most this many messages per run, and no new batch after RUN_MS: a backlog drains over several runs. */
const RUN_MAX = 400;
const RUN_MS = 20_000;
/** A claimed message is the claimer's this long; a process that dies mid-send frees it then. */
const LEASE_S = 120;
/** Attempts before a message is given up; the delay before attempt n+1 is 30 s × 4^(n-1). */
export const OUTBOX_ATTEMPTS = 5;
const backoffSeconds = (attempt: number) => 30 * 4 ** (attempt - 1);
/** A push service that does not answer in this time counts as a failure (tried again later). */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 3600;

type Claimed = {
  id: number;
  percobaan: number;
  langganan_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  judul: string;
  isi: string;
  tautan: string;
  jenis: string;
};

export type OutboxOptions = {
  /** Where push messages' VAPID claims say they come from (a mailto: or https: URL). */
  subject: string;
  /** The HTTPS agent for the push services (a proxy's, or a test's trusting its own certificate). */
  agent?: Agent;
  log?: FastifyBaseLogger;
};

/**
 * Claims due outbox rows for this process: one statement takes up to BATCH rows that nobody
 * holds (FOR UPDATE SKIP LOCKED: another process's claim skips them instead of waiting) and
 * moves them a lease ahead, so no transaction stays open while the messages travel.
 */
async function claim(db: Db): Promise<Claimed[]> {
  const result = (await db.execute(sql`
    WITH c AS (
      UPDATE notifikasi_outbox o SET percobaan = o.percobaan + 1, coba_at = now() + ${`${LEASE_S} seconds`}::interval
      FROM (SELECT id FROM notifikasi_outbox WHERE coba_at <= now() ORDER BY coba_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
      WHERE o.id = due.id
      RETURNING o.id, o.percobaan, o.notifikasi_id, o.langganan_id
    )
    SELECT c.id, c.percobaan, c.langganan_id, l.endpoint, l.p256dh, l.auth, n.judul, n.isi, n.tautan, n.jenis
    FROM c JOIN push_langganan l ON l.id = c.langganan_id JOIN notifikasi n ON n.id = c.notifikasi_id`)) as unknown as { rows: Claimed[] };
  return result.rows;
}

type Outcome = 'terkirim' | 'hilang' | 'gagal';

async function send(m: Claimed, vapid: { subject: string; publicKey: string; privateKey: string }, opts: OutboxOptions): Promise<Outcome> {
  try {
    await webpush.sendNotification(
      { endpoint: m.endpoint, keys: { p256dh: m.p256dh, auth: m.auth } },
      JSON.stringify({ judul: m.judul, isi: m.isi, tautan: m.tautan, jenis: m.jenis }),
      { vapidDetails: vapid, TTL: TTL_SECONDS, timeout: SEND_TIMEOUT_MS, contentEncoding: 'aes128gcm', ...(opts.agent ? { agent: opts.agent } : {}) },
    );
    return 'terkirim';
  } catch (err) {
    const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
    // The browser unsubscribed or the subscription expired: it will never take a message again.
    if (status === 404 || status === 410) return 'hilang';
    opts.log?.warn({ status, err: status ? undefined : err, langganan: m.langganan_id }, 'push message not delivered');
    return 'gagal';
  }
}

export type OutboxRun = { terkirim: number; gagal: number; dibuang: number };

/**
 * The push worker, run by the job runner: sends the outbox's due messages in batches, bounded
 * per run. A sent message's row is deleted; a subscription whose push service answers 404 or 410
 * is deleted with its waiting messages; another failure is tried again after a growing delay, and
 * given up after OUTBOX_ATTEMPTS. Safe to run in several processes at once: each row is sent by
 * the one that claimed it.
 */
export async function kirimOutbox(db: Db, opts: OutboxOptions): Promise<OutboxRun> {
  const run: OutboxRun = { terkirim: 0, gagal: 0, dibuang: 0 };
  const started = Date.now();
  let vapid: { subject: string; publicKey: string; privateKey: string } | undefined;
  for (let done = 0; done < RUN_MAX && Date.now() - started < RUN_MS;) {
    const batch = await claim(db);
    if (batch.length === 0) break;
    done += batch.length;
    vapid ??= { subject: opts.subject, ...(await vapidKeys(db)) };
    const outcomes = await Promise.all(batch.map((m) => send(m, vapid!, opts)));
    const sent = batch.filter((_, i) => outcomes[i] === 'terkirim');
    const gone = batch.filter((_, i) => outcomes[i] === 'hilang');
    const failed = batch.filter((_, i) => outcomes[i] === 'gagal');
    if (sent.length) {
      await db.delete(notifikasiOutbox).where(
        inArray(
          notifikasiOutbox.id,
          sent.map((m) => m.id),
        ),
      );
      await db
        .update(pushLangganan)
        .set({ last_ok: sql`now()` })
        .where(inArray(pushLangganan.id, [...new Set(sent.map((m) => m.langganan_id))]));
    }
    // Deleting the subscription deletes its outbox rows (ON DELETE CASCADE).
    if (gone.length) await db.delete(pushLangganan).where(inArray(pushLangganan.id, [...new Set(gone.map((m) => m.langganan_id))]));
    for (const m of failed) {
      if (m.percobaan >= OUTBOX_ATTEMPTS) await db.delete(notifikasiOutbox).where(eq(notifikasiOutbox.id, m.id));
      else
        await db
          .update(notifikasiOutbox)
          .set({ coba_at: sql`now() + ${`${backoffSeconds(m.percobaan)} seconds`}::interval` })
          .where(eq(notifikasiOutbox.id, m.id));
    }
    run.terkirim += sent.length;
    run.dibuang += gone.length;
    run.gagal += failed.length;
  }
  return run;
}
