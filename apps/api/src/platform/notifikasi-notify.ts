import { sql, type SQL } from 'drizzle-orm';
import type { NotifikasiJenis } from '@madrasah/contract/schemas/notifikasi';
import type { Db, Tx } from '../db/client.js';
import { penerimaSql } from './notifikasi-penerima.js';

export type Notify = {
  jenis: NotifikasiJenis;
  /** The student it is about: an id, or a subquery answering one `siswa_id` column (a billing run's students). */
  siswa: number | SQL;
  /** Also the student's own account (not only the guardians'). */
  siswaJuga?: boolean;
  /** The account that acted: not told about its own action. */
  kecuali?: number;
  judul: string;
  /** `{nama}` is replaced by the student's name. */
  isi: string;
  /** The portal page it opens. */
  tautan: string;
};

/** Who hears of a kind of event, and where it leads: what a batch of events has in common. */
type Kind = Pick<Notify, 'jenis' | 'siswaJuga' | 'kecuali' | 'tautan'>;

/** One event of a batch: the student it is about, with its own title and text (`{nama}` as in Notify). */
export type Peristiwa = { siswa: number; judul: string; isi: string };

/**
 * Tells the recipients of a student's event (platform/notifikasi-penerima.ts) who have not opted
 * out of its kind: one statement writes their inbox rows and, for each of their browsers'
 * push subscriptions, an outbox row the push worker (modules/notifikasi/outbox.ts) sends later.
 * Answers the inbox rows written. Run it on the causing action's transaction: no network here,
 * and the notification exists only if the action does. However many students (a billing run's
 * thousands), it stays this one statement.
 */
export function notify(db: Db | Tx, n: Notify): Promise<number> {
  const siswaIds = typeof n.siswa === 'number' ? sql`SELECT ${n.siswa}::int` : n.siswa;
  // Once per student, however many rows the subquery answers for them (a run's several invoices).
  return tell(db, sql`SELECT DISTINCT s.siswa_id, ${n.judul}::text AS judul, ${n.isi}::text AS isi FROM (${siswaIds}) AS s (siswa_id)`, n);
}

/**
 * Many events of one kind, each with its own text (the morning's clock-ins, each with its time),
 * told by the same one statement as `notify`: every value travels as one array per column.
 */
export function notifyEach(db: Db | Tx, events: Peristiwa[], kind: Kind): Promise<number> {
  const column = (pick: (e: Peristiwa) => number | string) => sql.param(events.map(pick));
  return tell(
    db,
    sql`SELECT * FROM unnest(${column((e) => e.siswa)}::int[], ${column((e) => e.judul)}::text[], ${column((e) => e.isi)}::text[]) AS e (siswa_id, judul, isi)`,
    kind,
  );
}

/** Writes the inbox and outbox rows of `peristiwa`, a query answering (siswa_id, judul, isi). */
async function tell(db: Db | Tx, peristiwa: SQL, n: Kind): Promise<number> {
  const result = (await db.execute(sql`
    WITH peristiwa AS (${peristiwa}),
    penerima AS (${penerimaSql(sql`SELECT siswa_id FROM peristiwa`, { siswa: n.siswaJuga ?? false })}),
    baru AS (
      INSERT INTO notifikasi (user_id, jenis, judul, isi, tautan)
      SELECT p.user_id, ${n.jenis}, e.judul, replace(e.isi, '{nama}', s.nama), ${n.tautan}
      FROM penerima p JOIN peristiwa e ON e.siswa_id = p.siswa_id JOIN siswa s ON s.id = p.siswa_id
      WHERE p.user_id <> ${n.kecuali ?? 0}
        AND NOT EXISTS (SELECT 1 FROM notifikasi_mati m WHERE m.user_id = p.user_id AND m.jenis = ${n.jenis})
      RETURNING id, user_id
    ),
    keluar AS (
      INSERT INTO notifikasi_outbox (notifikasi_id, langganan_id)
      SELECT b.id, l.id FROM baru b JOIN push_langganan l ON l.user_id = b.user_id
    )
    SELECT count(*)::int AS n FROM baru`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
