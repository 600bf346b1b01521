import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { siswa } from '../db/schema/index.js';
import { useTestApp } from '../../test/context.js';
import { AppError } from './errors.js';
import { planTable, runTable, type TableRequest } from './table-query.js';

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
const run = (r: Partial<TableRequest>, scope = eq(siswa.tempat_lahir, siswa.tempat_lahir)) => {
  const req = request(r);
  const plan = planTable(spec, req, [scope]);
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

describe('the table query builder', () => {
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
    expect((await run({ search: 'budi' }, eq(siswa.tempat_lahir, 'Sleman'))).info.total).toBe(0);
    expect((await run({}, eq(siswa.tempat_lahir, 'Sleman'))).list.map((r) => r.nama)).toEqual(['Eka Putri', 'Citra Dewi', 'Ani Lestari']);
  });

  it('refuses a sort field the table does not allow', () => {
    const attempt = () => planTable(spec, request({ sorting: [{ field: 'password_hash', sort: 'ASC' }] }), []);
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(MSG.sortFieldUnknown('password_hash'));
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
