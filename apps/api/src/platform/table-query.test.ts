import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import type { TableResult } from '@madrasah/contract/table';
import { siswa } from '../db/schema/index.js';
import { useTestApp } from '../../test/context.js';
import { AppError } from './errors.js';
import { statementCache, UNNAMED } from './statement-cache.js';
import { planTable, planTemplate, readPage, runTable, type TableRequest } from './table-query.js';

const ctx = useTestApp();
const spec = { searchable: [siswa.nama, siswa.nisn], sortable: { id: siswa.id, nama: siswa.nama }, tiebreak: siswa.id };
const NAMES = ['Budi Santoso', 'Ani Lestari', 'Budi Hartono', 'Citra Dewi', 'Dodi Budiman', 'Eka Putri'];
let ids: number[];

beforeAll(async () => {
  const rows = await ctx.db
    .insert(siswa)
    .values(NAMES.map((nama, i) => ({ nama, nisn: `00000000${10 + i}`, jenis_kelamin: 'Laki-Laki', tempat_lahir: i % 2 ? 'Sleman' : 'Bantul' })))
    .returning({ id: siswa.id });
  ids = rows.map((r) => r.id);
});

const request = (r: Partial<TableRequest>): TableRequest => ({ search: '', pagination: { current: 1, pageSize: 10 }, sorting: [], ...r });
const anywhere = eq(siswa.tempat_lahir, siswa.tempat_lahir);
type Run = (r: Partial<TableRequest>, birthplace?: string) => Promise<TableResult<{ id: number; nama: string }>>;

/** A plan built for each request, its values in the SQL's parameters. */
const built: Run = (r, birthplace) => {
  const req = request(r);
  const plan = planTable(spec, req, [birthplace === undefined ? anywhere : eq(siswa.tempat_lahir, birthplace)]);
  return runTable(plan, req.pagination, {
    rows: (p) =>
      ctx.db
        .select({ id: siswa.id, nama: siswa.nama })
        .from(siswa)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await ctx.db.select({ n: count() }).from(siswa).where(where))[0]!.n,
  });
};

/** Statements kept per shape, every value (the caller's own scope included) a placeholder. */
const statements = statementCache<{
  rows: { execute(v: Record<string, unknown>): Promise<{ id: number; nama: string }[]> };
  count: { execute(v: Record<string, unknown>): Promise<{ n: number }[]> };
}>();
let builds = 0;
const kept: Run = (r, birthplace) => {
  const req = request(r);
  const { shape, params, template } = planTemplate(spec, req);
  const statement = statements(ctx.db, `${shape}|${birthplace !== undefined}`, () => {
    builds++;
    const t = template([birthplace === undefined ? anywhere : eq(siswa.tempat_lahir, sql.placeholder('birthplace'))]);
    return {
      rows: ctx.db
        .select({ id: siswa.id, nama: siswa.nama })
        .from(siswa)
        .where(t.where)
        .orderBy(...t.orderBy)
        .limit(t.limit)
        .offset(t.offset)
        .prepare(UNNAMED),
      count: ctx.db.select({ n: count() }).from(siswa).where(t.where).prepare(UNNAMED),
    };
  });
  const values = { ...params, birthplace };
  return readPage(req.pagination, { rows: () => statement.rows.execute(values), count: async () => (await statement.count.execute(values))[0]!.n });
};

describe.each([
  ['built for each request', built],
  ['kept per shape', kept],
])('the table query builder, %s', (_, run) => {
  it('sorts by creation, newest first, by default', async () => {
    const res = await run({});
    expect(res.list.map((r) => r.id)).toEqual([...ids].reverse());
    expect(res.info).toEqual({ total: 6, current: 1, pageSize: 10 });
  });

  it('searches every searchable column, case-insensitively, all words', async () => {
    expect((await run({ search: 'budi' })).list.map((r) => r.nama).sort()).toEqual(['Budi Hartono', 'Budi Santoso', 'Dodi Budiman']);
    expect((await run({ search: 'BUDI san' })).list.map((r) => r.nama)).toEqual(['Budi Santoso']);
    expect((await run({ search: '0000000012' })).list.map((r) => r.nama)).toEqual(['Budi Hartono']);
    expect((await run({ search: '%' })).info.total).toBe(0);
  });

  it('sorts by a whitelisted field and pages without overlap', async () => {
    const sorting = [{ field: 'nama', sort: 'ASC' as const }];
    const p1 = await run({ sorting, pagination: { current: 1, pageSize: 4 } });
    const p2 = await run({ sorting, pagination: { current: 2, pageSize: 4 } });
    expect([...p1.list, ...p2.list].map((r) => r.nama)).toEqual([...NAMES].sort());
    expect(p2.info).toEqual({ total: 6, current: 2, pageSize: 4 });
  });

  it('keeps the caller’s scope whatever the search says', async () => {
    expect((await run({ search: 'budi' }, 'Sleman')).info.total).toBe(0);
    expect((await run({}, 'Sleman')).list.map((r) => r.nama)).toEqual(['Eka Putri', 'Citra Dewi', 'Ani Lestari']);
    expect((await run({}, 'Bantul')).list.map((r) => r.nama)).toEqual(['Dodi Budiman', 'Budi Hartono', 'Budi Santoso']);
  });
});

describe('the table query builder', () => {
  it('refuses a sort field the table does not allow, before any statement is looked for', () => {
    for (const attempt of [
      () => planTable(spec, request({ sorting: [{ field: 'password_hash', sort: 'ASC' }] }), []),
      () =>
        planTemplate(
          spec,
          request({
            sorting: [
              { field: 'nama', sort: 'ASC' },
              { field: 'constructor', sort: 'ASC' },
            ],
          }),
        ),
    ]) {
      expect(attempt).toThrow(AppError);
    }
    expect(() => planTable(spec, request({ sorting: [{ field: 'password_hash', sort: 'ASC' }] }), [])).toThrow(MSG.sortFieldUnknown('password_hash'));
  });

  it('keeps one statement per shape: the sort and the number of words change it, values never do', async () => {
    const shapeOf = (r: Partial<TableRequest>) => planTemplate(spec, request(r)).shape;
    expect(shapeOf({ search: 'budi', pagination: { current: 2, pageSize: 4 } })).toBe(shapeOf({ search: 'ani', pagination: { current: 1, pageSize: 100 } }));
    expect(shapeOf({ search: 'budi' })).not.toBe(shapeOf({ search: 'budi santoso' }));
    expect(shapeOf({})).not.toBe(shapeOf({ sorting: [{ field: 'id', sort: 'ASC' }] }));
    expect(shapeOf({})).toBe(shapeOf({ sorting: [{ field: 'id', sort: 'DESC' }] }));
    const { params } = planTemplate(spec, request({ search: ' 50%  a_b ', pagination: { current: 3, pageSize: 20 } }));
    expect(params).toEqual({ limit: 20, offset: 40, search_0: '%50\\%%', search_1: '%a\\_b%' });
    builds = 0;
    const named = async (search: string, birthplace: string) =>
      (await kept({ search, sorting: [{ field: 'nama', sort: 'DESC' }] }, birthplace)).list.map((r) => r.nama);
    expect(await named('budi', 'Bantul')).toEqual(['Dodi Budiman', 'Budi Santoso', 'Budi Hartono']);
    expect(await named('citra', 'Bantul')).toEqual([]);
    expect(await named('citra', 'Sleman')).toEqual(['Citra Dewi']);
    expect(await named('a', 'Sleman')).toEqual(['Eka Putri', 'Citra Dewi', 'Ani Lestari']);
    expect(builds).toBe(1);
  });

  it('sorts in the order of a descending index when the table says so', () => {
    const orderOf = (sort: 'ASC' | 'DESC', descIndex?: true) =>
      ctx.db
        .select({ id: siswa.id })
        .from(siswa)
        .orderBy(...planTable({ ...spec, descIndex }, request({ sorting: [{ field: 'nama', sort }] }), []).orderBy)
        .toSQL()
        .sql.replace(/^.* order by /, '');
    expect(orderOf('DESC')).toBe('"siswa"."nama" desc, "siswa"."id" desc');
    expect(orderOf('DESC', true)).toBe('"siswa"."nama" DESC NULLS LAST, "siswa"."id" DESC NULLS LAST');
    expect(orderOf('ASC', true)).toBe('"siswa"."nama" ASC NULLS FIRST, "siswa"."id" ASC NULLS FIRST');
  });
});
