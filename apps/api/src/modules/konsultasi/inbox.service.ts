import { and, count, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_KONSULTASI } from '@madrasah/contract/endpoints/staf-konsultasi';
import { MSG } from '@madrasah/contract/messages';
import type { KonsultasiStatus } from '@madrasah/contract/schemas/konsultasi';
import {
  KONSULTASI_TERKIRIM_STATUS,
  whatsappForwardLink,
  type StafKonsultasiDetail,
  type StafKonsultasiRow,
  type stafKonsultasiFilterSchema,
} from '@madrasah/contract/schemas/staf-konsultasi';
import type { TableResult } from '@madrasah/contract/table';
import type { Tx } from '../../db/client.js';
import { gtk, konsultasi, konsultasiTopik, rombel, siswa } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { valueOf } from '../../platform/lookup-sql.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { ENTITY } from './konsultasi.service.js';
import { notifyKonsultasi } from '../../platform/notifikasi-pemicu.js';

type Filter = z.output<typeof stafKonsultasiFilterSchema>;

/** The inbox holds what students sent: their own consultations ('Siswa'), never a Draft. */
const inInbox = and(eq(konsultasi.tipe, 'Siswa'), inArray(konsultasi.status, [...KONSULTASI_TERKIRIM_STATUS]));

const fields = {
  id: konsultasi.id,
  siswa_id: konsultasi.siswa_id,
  siswa_nama: siswa.nama,
  nisn: siswa.nisn,
  rombel_id: konsultasi.rombel_id,
  rombel_nama: valueOf<string | null>(rombel.nama, rombel.id, konsultasi.rombel_id),
  tgl: konsultasi.tgl,
  topik_nama: konsultasiTopik.nama,
  bidang: konsultasiTopik.bidang,
  uraian: konsultasi.uraian,
  status: konsultasi.status,
  guru_bk_gtk_id: konsultasi.guru_bk_gtk_id,
  gelar_depan: gtk.gelar_depan,
  nama_lengkap: gtk.nama_lengkap,
  gelar_belakang: gtk.gelar_belakang,
  terkirim_at: konsultasi.terkirim_at,
  dibaca_at: konsultasi.dibaca_at,
  tgl_tanggapan: konsultasi.tgl_tanggapan,
  tanggapan: konsultasi.tanggapan,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

/**
 * Unread: sent and not yet opened by a counsellor. One already taken up (Diproses) or closed
 * counts as read, also where it was answered before the inbox kept a marker (older rows, the demo).
 */
const unread = sql`(${konsultasi.dibaca_at} IS NULL AND ${konsultasi.status} = 'Terkirim')`;

const spec = tableSpec(STAF_KONSULTASI.table, {
  searchable: [siswa.nama, siswa.nisn, konsultasiTopik.nama, konsultasi.uraian],
  sortable: { terkirim_at: konsultasi.terkirim_at, tgl: konsultasi.tgl, siswa_nama: siswa.nama, id: konsultasi.id },
  defaultSort: { field: 'terkirim_at', sort: 'DESC' },
  tiebreak: konsultasi.id,
});

function base(app: ServiceContext) {
  return app.db
    .select(fields)
    .from(konsultasi)
    .innerJoin(siswa, eq(siswa.id, konsultasi.siswa_id))
    .innerJoin(konsultasiTopik, eq(konsultasiTopik.id, konsultasi.topik_id))
    .leftJoin(gtk, eq(gtk.id, konsultasi.guru_bk_gtk_id))
    .$dynamic();
}
type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function present({ total: _t, gelar_depan, nama_lengkap, gelar_belakang, dibaca_at, terkirim_at, ...row }: Selected): StafKonsultasiRow {
  return {
    ...row,
    status: row.status as KonsultasiStatus,
    guru_bk: nama_lengkap ? namaGelar({ gelar_depan, nama_lengkap, gelar_belakang }) : null,
    terkirim_at: terkirim_at?.toISOString() ?? null,
    dibaca: dibaca_at !== null || row.status !== 'Terkirim',
  };
}

function filterConditions(f: Filter, gtkId: number | null): (SQL | undefined)[] {
  return [
    f.status ? eq(konsultasi.status, f.status) : undefined,
    f.rombel_id ? eq(konsultasi.rombel_id, f.rombel_id) : undefined,
    f.topik_id ? eq(konsultasi.topik_id, f.topik_id) : undefined,
    f.belum_dibaca ? unread : undefined,
    // A caller without a GTK has nothing sent to them.
    f.untuk_saya ? (gtkId === null ? sql`false` : eq(konsultasi.guru_bk_gtk_id, gtkId)) : undefined,
    f.tgl_awal ? gte(konsultasi.tgl, f.tgl_awal) : undefined,
    f.tgl_akhir ? lte(konsultasi.tgl, f.tgl_akhir) : undefined,
  ];
}

/**
 * The inbox: consultations students sent, to any counsellor (decision 0047), the unread ones
 * first whatever the chosen sort, then newest sent first by default.
 */
export async function listInbox(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering: Filter },
): Promise<TableResult<StafKonsultasiRow>> {
  const plan = planTable(spec, request, [inInbox, ...filterConditions(request.filtering, auth.gtkId)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      base(app)
        .where(p.where)
        .orderBy(sql`${unread} DESC`, ...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (
        await app.db
          .select({ n: count() })
          .from(konsultasi)
          .innerJoin(siswa, eq(siswa.id, konsultasi.siswa_id))
          .innerJoin(konsultasiTopik, eq(konsultasiTopik.id, konsultasi.topik_id))
          .where(where)
      )[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return { ...result, list: result.list.map(present) };
}

/** One consultation of the inbox with its forwarding link; a Draft or a school's record is 404. */
export async function readInbox(app: ServiceContext, id: number): Promise<StafKonsultasiDetail> {
  const [row] = await base(app)
    .where(and(eq(konsultasi.id, id), inInbox))
    .limit(1);
  if (!row) throw notFound();
  const item = present(row);
  const text = MSG.konsultasiForwardText(item.siswa_nama, item.rombel_nama ?? '-', item.topik_nama, item.uraian ?? '-');
  return { ...item, wa_link: whatsappForwardLink(text) };
}

/** The status of an inbox consultation, locked for the rest of the transaction; a Draft is 404. */
async function lockInbox(tx: Tx, id: number) {
  const [row] = await tx
    .select({ status: konsultasi.status, tanggapan: konsultasi.tanggapan, tgl_tanggapan: konsultasi.tgl_tanggapan, dibaca_at: konsultasi.dibaca_at })
    .from(konsultasi)
    .where(and(eq(konsultasi.id, id), inInbox))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const closed = () => new AppError(409, MSG.konsultasiClosed);

/** Marks a consultation read the first time a counsellor opens it; later opens change nothing. */
export async function markRead(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  const [row] = await app.db
    .select({ dibaca_at: konsultasi.dibaca_at, status: konsultasi.status })
    .from(konsultasi)
    .where(and(eq(konsultasi.id, id), inInbox))
    .limit(1);
  if (!row) throw notFound();
  if (row.dibaca_at || row.status !== 'Terkirim') return;
  const now = app.now();
  await audited(
    app.db,
    { userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip, detail: { before: { dibaca_at: null }, after: { dibaca_at: now } } },
    (tx) =>
      tx
        .update(konsultasi)
        .set({ dibaca_at: now })
        .where(and(eq(konsultasi.id, id), isNull(konsultasi.dibaca_at))),
  );
}

/**
 * The counsellor's reply: Terkirim or Diproses becomes Diproses with the reply and today's date
 * (school timezone), and counts as read. A closed one (Selesai) is refused with 409; the row is
 * locked, so a reply racing a close waits and then sees it closed.
 */
export async function reply(app: ServiceContext, auth: AuthContext, id: number, tanggapan: string, ip: string): Promise<StafKonsultasiDetail> {
  const now = app.now();
  const today = schoolMoment(now, (await app.schoolContext()).school.timezone).date;
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip, detail: change }),
    async (tx) => {
      const before = await lockInbox(tx, id);
      if (before.status === 'Selesai') throw closed();
      const after = { status: 'Diproses', tanggapan, tgl_tanggapan: today, dibaca_at: before.dibaca_at ?? now };
      await tx
        .update(konsultasi)
        .set({ ...after, updated_at: now })
        .where(eq(konsultasi.id, id));
      await notifyKonsultasi(tx, id);
      return { before, after };
    },
  );
  return readInbox(app, id);
}

/** Closes a consultation (Selesai); one already closed is refused with 409. */
export async function close(app: ServiceContext, auth: AuthContext, id: number, ip: string): Promise<StafKonsultasiDetail> {
  const now = app.now();
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'status', entity: ENTITY, entityId: id, ip, detail: change }),
    async (tx) => {
      const before = await lockInbox(tx, id);
      if (before.status === 'Selesai') throw closed();
      const after = { status: 'Selesai', dibaca_at: before.dibaca_at ?? now };
      await tx
        .update(konsultasi)
        .set({ ...after, updated_at: now })
        .where(and(eq(konsultasi.id, id), ne(konsultasi.status, 'Selesai')));
      return { before: { status: before.status }, after: { status: after.status } };
    },
  );
  return readInbox(app, id);
}
