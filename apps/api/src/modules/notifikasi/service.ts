import { and, count, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import {
  NOTIFIKASI_JENIS,
  NOTIFIKASI_PAGE_SIZE,
  type NotifikasiJenis,
  type NotifikasiPreferensi,
  type NotifikasiRow,
  type PushLangganan,
} from '@madrasah/contract/schemas/notifikasi';
import type { Db } from '../../db/client.js';
import { notifikasi, notifikasiMati, pushLangganan } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { notFound } from '../../platform/errors.js';

/** Browsers one account keeps subscribed; a new one beyond it replaces the oldest. */
export const LANGGANAN_MAX = 10;
/** Notifications older than this are swept (notifikasi.sweep). */
export const NOTIFIKASI_SIMPAN_HARI = 180;

const JENIS = Object.keys(NOTIFIKASI_JENIS) as NotifikasiJenis[];

/** The caller's notifications, newest first, NOTIFIKASI_PAGE_SIZE at a time (keyset on id: every page costs the same). */
export async function listNotifikasi(db: Db, auth: AuthContext, sebelum?: number): Promise<{ list: NotifikasiRow[]; sebelum: number | null }> {
  const rows = await db
    .select({
      id: notifikasi.id,
      jenis: notifikasi.jenis,
      judul: notifikasi.judul,
      isi: notifikasi.isi,
      tautan: notifikasi.tautan,
      dibaca_at: notifikasi.dibaca_at,
      created_at: notifikasi.created_at,
    })
    .from(notifikasi)
    .where(and(eq(notifikasi.user_id, auth.userId), sebelum === undefined ? undefined : lt(notifikasi.id, sebelum)))
    .orderBy(desc(notifikasi.id))
    .limit(NOTIFIKASI_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFIKASI_PAGE_SIZE);
  return {
    list: page.map(({ dibaca_at, created_at, ...r }) => ({
      ...r,
      jenis: r.jenis as NotifikasiJenis,
      dibaca: dibaca_at !== null,
      created_at: created_at.toISOString(),
    })),
    sebelum: rows.length > NOTIFIKASI_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** The bell's number: a count over the caller's unread rows only (a partial index holds just those). */
export async function belumDibaca(db: Db, auth: AuthContext): Promise<{ jumlah: number }> {
  const [row] = await db
    .select({ jumlah: count() })
    .from(notifikasi)
    .where(and(eq(notifikasi.user_id, auth.userId), isNull(notifikasi.dibaca_at)));
  return { jumlah: row!.jumlah };
}

/** Marks one of the caller's notifications read; another's id is 404, as one that does not exist. */
export async function tandaiDibaca(db: Db, auth: AuthContext, id: number): Promise<void> {
  const [row] = await db
    .update(notifikasi)
    .set({ dibaca_at: sql`coalesce(${notifikasi.dibaca_at}, now())` })
    .where(and(eq(notifikasi.id, id), eq(notifikasi.user_id, auth.userId)))
    .returning({ id: notifikasi.id });
  if (!row) throw notFound();
}

export async function tandaiSemuaDibaca(db: Db, auth: AuthContext): Promise<void> {
  await db
    .update(notifikasi)
    .set({ dibaca_at: sql`now()` })
    .where(and(eq(notifikasi.user_id, auth.userId), isNull(notifikasi.dibaca_at)));
}

export async function preferensi(db: Db, auth: AuthContext): Promise<NotifikasiPreferensi> {
  const mati = await db.select({ jenis: notifikasiMati.jenis }).from(notifikasiMati).where(eq(notifikasiMati.user_id, auth.userId));
  const off = new Set(mati.map((m) => m.jenis));
  return Object.fromEntries(JENIS.map((j) => [j, !off.has(j)])) as NotifikasiPreferensi;
}

/** Keeps one row per kind switched off, in one transaction. */
export async function simpanPreferensi(db: Db, auth: AuthContext, body: NotifikasiPreferensi): Promise<NotifikasiPreferensi> {
  const off = JENIS.filter((j) => !body[j]);
  await db.transaction(async (tx) => {
    await tx.delete(notifikasiMati).where(and(eq(notifikasiMati.user_id, auth.userId), off.length ? notInArray(notifikasiMati.jenis, off) : undefined));
    if (off.length)
      await tx
        .insert(notifikasiMati)
        .values(off.map((jenis) => ({ user_id: auth.userId, jenis })))
        .onConflictDoNothing();
  });
  return preferensi(db, auth);
}

/**
 * Registers a browser's push subscription for the caller. An endpoint is one browser profile:
 * subscribed again (after another account signed in on that device) it moves to the caller with
 * its new keys. Past LANGGANAN_MAX browsers the oldest are dropped.
 */
export async function simpanLangganan(db: Db, auth: AuthContext, body: PushLangganan): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushLangganan)
      .values({ user_id: auth.userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushLangganan.endpoint,
        set: { user_id: auth.userId, p256dh: body.keys.p256dh, auth: body.keys.auth, created_at: sql`now()` },
      });
    const lebih = await tx
      .select({ id: pushLangganan.id })
      .from(pushLangganan)
      .where(eq(pushLangganan.user_id, auth.userId))
      .orderBy(desc(pushLangganan.created_at), desc(pushLangganan.id))
      .offset(LANGGANAN_MAX);
    if (lebih.length)
      await tx.delete(pushLangganan).where(
        inArray(
          pushLangganan.id,
          lebih.map((l) => l.id),
        ),
      );
  });
}

/** Removes one of the caller's subscriptions (this browser turned notifications off); another's endpoint is left alone. */
export async function hapusLangganan(db: Db, auth: AuthContext, endpoint: string): Promise<void> {
  await db.delete(pushLangganan).where(and(eq(pushLangganan.endpoint, endpoint), eq(pushLangganan.user_id, auth.userId)));
}

/** The sweep: notifications past NOTIFIKASI_SIMPAN_HARI go (their unsent push messages with them). */
export async function sapuNotifikasi(db: Db): Promise<void> {
  await db.delete(notifikasi).where(lt(notifikasi.created_at, sql`now() - ${`${NOTIFIKASI_SIMPAN_HARI} days`}::interval`));
}
