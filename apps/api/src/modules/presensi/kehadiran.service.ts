import { count, eq, getViewSelectedFields, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { KEHADIRAN_PAGE, type KehadiranRow, type kehadiranFilterSchema } from '@madrasah/contract/schemas/kehadiran';
import type { TableResult } from '@madrasah/contract/table';
import type { Db } from '../../db/client.js';
import { kehadiranSiswa as k, rombel, siswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment } from '../../platform/clock.js';
import { forbidden } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { ownSiswaId } from '../../platform/scope.js';
import { statementCache, UNNAMED } from '../../platform/statement-cache.js';
import { planTemplate, readPage, tableSpec, type TableRequest, type TableTemplate } from '../../platform/table-query.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Filter = z.output<typeof kehadiranFilterSchema>;

/** Factor of a permit day's id in the answer: minus (permit id × this + the day's number in it). */
const PERMIT_DAY_IDS = 1000;

const SPEC = tableSpec(PRESENSI.kehadiranTable, {
  searchable: [siswa.nama, rombel.nama, k.nama],
  // Every order starts with the day; the id then tells a day's rows apart.
  sortable: { id: k.tgl, tgl: k.tgl },
  tiebreak: k.id,
});

/** The view's columns the answer carries (the filter columns stay in SQL). */
const { siswa_id: _s, aktivitas: _a, tahun_ajaran_id: _t, semester_id: _sem, rombel_id: _r, ...DAY } = getViewSelectedFields(k);

/** A status-only day's id in the answer: below every permit day's (a permit never lasts PERMIT_DAY_IDS - 1 days). */
const statusDayId = (statusId: number) => -(statusId * PERMIT_DAY_IDS + PERMIT_DAY_IDS - 1);

/** The names the list shows and searches, joined on keys after the view's union. */
const withNames = <Q extends PgSelect>(query: Q) => query.leftJoin(siswa, eq(siswa.id, k.siswa_id)).leftJoin(rombel, eq(rombel.id, k.rombel_id));

/** The filters a request may leave out; which it gives is part of the statement's shape. */
const OPTIONAL = ['tahun_ajaran_id', 'semester_id', 'rombel_id', 'tgl_awal', 'tgl_akhir'] as const;
const p = (name: string) => sql.placeholder(name);

function filterConditions(given: ReadonlySet<(typeof OPTIONAL)[number]>): SQL[] {
  return [
    eq(k.siswa_id, p('siswa_id')),
    eq(k.aktivitas, p('aktivitas')),
    // Permit days appear once their day has come.
    lte(k.tgl, p('today')),
    ...[
      given.has('tahun_ajaran_id') && eq(k.tahun_ajaran_id, p('tahun_ajaran_id')),
      given.has('semester_id') && eq(k.semester_id, p('semester_id')),
      given.has('rombel_id') && eq(k.rombel_id, p('rombel_id')),
      given.has('tgl_awal') && gte(k.tgl, p('tgl_awal')),
      given.has('tgl_akhir') && lte(k.tgl, p('tgl_akhir')),
    ].filter((c): c is SQL => c !== false),
  ];
}

/**
 * The list's two statements for one shape: the page, carrying the total as an uncorrelated
 * subquery (one statement per request), and the count alone for an empty page. Without a search
 * the count reads no name, so it skips the joins.
 */
function listStatements(db: Db, t: TableTemplate, searched: boolean) {
  const total = () => {
    const counted = db.select({ n: count() }).from(k).$dynamic();
    return (searched ? withNames(counted) : counted).where(t.where);
  };
  return {
    rows: withNames(
      db
        .select({ ...DAY, siswa_nama: siswa.nama, rombel_nama: rombel.nama, total: sql<number>`(${total()})`.mapWith(Number) })
        .from(k)
        .$dynamic(),
    )
      .where(t.where)
      .orderBy(...t.orderBy)
      .limit(t.limit)
      .offset(t.offset)
      .prepare(UNNAMED),
    count: total().prepare(UNNAMED),
  };
}

/** Every student's list reads one of these, built once per shape (the attendance list is the portal's most read table). */
const statements = statementCache<ReturnType<typeof listStatements>>();

/**
 * The attendance of the caller's student (a guardian's ward) for one activity, with the days
 * of approved permits in the class list (the kehadiran_siswa view), searched, filtered, sorted
 * and paged in SQL. The route opens on either list's page; the activity asked for must be the
 * one of a page the caller's map opens.
 */
export async function listKehadiran(app: ServiceContext, auth: AuthContext, request: TableRequest & { filtering: Filter }): Promise<TableResult<KehadiranRow>> {
  const siswaId = ownSiswaId(auth);
  const f = request.filtering;
  if (!auth.pages.has(KEHADIRAN_PAGE[f.aktivitas])) throw forbidden();
  const { school } = await app.schoolContext();
  const given = new Set(OPTIONAL.filter((key) => f[key]));
  const { shape, params, template } = planTemplate(SPEC, request);
  const searched = request.search.trim() !== '';
  const statement = statements(app.db, `${shape}|${[...given].join(',')}`, () => listStatements(app.db, template(filterConditions(given)), searched));
  const values: Record<string, unknown> = { ...params, siswa_id: siswaId, aktivitas: f.aktivitas, today: schoolMoment(app.now(), school.timezone).date };
  for (const key of given) values[key] = f[key];
  const result = await readPage(request.pagination, {
    rows: () => statement.rows.execute(values),
    count: async () => (await statement.count.execute(values))[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  const sign = (key: string | null) => (key ? app.files.signer.sign(key) : null);
  return {
    ...result,
    list: result.list.map(({ perizinan_hari, siswa_nama, total: _total, status_id, ...row }) => ({
      ...row,
      id:
        row.perizinan_id !== null ? -(row.perizinan_id * PERMIT_DAY_IDS + perizinan_hari!) : row.id < 0 && status_id !== null ? statusDayId(status_id) : row.id,
      siswa_nama: siswa_nama ?? '',
      foto_masuk: sign(row.foto_masuk),
      foto_pulang: sign(row.foto_pulang),
      main_path: FILES_PREFIX,
    })),
  };
}
