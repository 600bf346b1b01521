import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { daysBetween } from '@madrasah/contract/schemas/perizinan-tanggal';
import { perizinanHari, perizinanJenis, perizinanSiswa, sekolah, tahunAjaran } from '../../db/schema/index.js';
import { HARI } from '../../db/schema/jadwal.js';
import { demoPdf } from '../../db/seed/demo-files.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { b64 } from '../../../test/images.js';

/**
 * The permits of issue 19 (findings 1 and 2): an automatically approved kind, filed for any
 * dates, over and over, and into the past. The API refuses them; rows written straight into the
 * database still cannot make the attendance list read grow past one row per day.
 */
const ctx = useTestApp();
const api = client(ctx);
// Monday 23 November 2026, 08:00 in Jakarta.
const TODAY = '2026-11-23';
let period: Awaited<ReturnType<typeof createPeriod>>;
let lomba: number;
beforeAll(async () => {
  period = await createPeriod(ctx.db);
  const [year] = await ctx.db.update(tahunAjaran).set({ thn_awal: 2026, thn_akhir: 2027 }).where(eq(tahunAjaran.id, period.tahunAjaran.id)).returning();
  period.tahunAjaran = year!;
  const [kind] = await ctx.db.insert(perizinanJenis).values({ nama: 'Dispensasi Lomba', butuh_persetujuan: false, maks_hari: 3 }).returning();
  lomba = kind!.id;
  // Every day is a school day, so every permit day would be listed.
  await ctx.db.update(sekolah).set({ hari_presensi: [...HARI] });
  ctx.clock = new Date(`${TODAY}T08:00:00+07:00`);
});

const PDF = b64(demoPdf('SURAT DISPENSASI', ['Mohon dispensasi.']));
const file = (token: string, tgl_awal: string, tgl_akhir: string) =>
  api.call('POST', '/api/perizinan/siswa', { token, body: { perizinan_jenis_id: lomba, tgl_awal, tgl_akhir, keterangan: 'Lomba', file: PDF } });
const kehadiran = (token: string) =>
  api.call('POST', '/api/presensi/siswa/kehadiran/table', {
    token,
    body: { filtering: { aktivitas: AKTIVITAS.kelas }, pagination: { current: 1, pageSize: 10 } },
  });

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** The plan of the list's count for one student, as run: every node with its rows. */
async function countPlan(siswaId: number): Promise<PlanNode[]> {
  const { rows } = (await ctx.db.execute(
    sql`EXPLAIN (ANALYZE, FORMAT JSON) SELECT count(*) FROM kehadiran_siswa
      WHERE siswa_id = ${siswaId} AND aktivitas = ${AKTIVITAS.kelas} AND tgl <= ${TODAY}::date`,
  )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const plan = rows[0]!['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return nodes(root!.Plan);
}

describe('hostile permits', () => {
  it('are refused by the API: any dates, overlapping, or excusing the past', async () => {
    const s = await signedInStudent(ctx, period);
    const forever = await file(s.token, '2024-01-01', '2099-12-31');
    expect(forever.body.data).toEqual([{ field: 'tgl_awal', message: MSG.permitOutsideYear('01-07-2026', '30-06-2027') }]);
    expect((await file(s.token, TODAY, '2099-12-31')).body.data).toEqual([{ field: 'tgl_akhir', message: MSG.permitCrossesSemester('31-12-2026') }]);
    expect((await file(s.token, TODAY, '2026-12-31')).body.data).toEqual([{ field: 'tgl_akhir', message: MSG.permitTooLong(3) }]);
    // 44 past school days turned into a contest in one try.
    expect((await file(s.token, '2026-09-21', '2026-11-20')).body.data).toEqual([
      { field: 'tgl_awal', message: MSG.permitStartTooEarly('23-11-2026') },
      { field: 'tgl_akhir', message: MSG.permitTooLong(3) },
    ]);

    const allowed = await file(s.token, TODAY, '2026-11-25');
    expect(allowed.status).toBe(200);
    const submitted = await api.call('PUT', `/api/perizinan/siswa/status/${allowed.body.data.id}`, { token: s.token, body: { status: 'DIAJUKAN' } });
    expect(submitted.body.data.status).toBe('AUTO APPROVAL');
    for (let i = 0; i < 5; i++) {
      expect((await file(s.token, TODAY, '2026-11-24')).body.data).toEqual([{ field: 'tgl_awal', message: MSG.permitOverlap }]);
    }
    expect((await ctx.db.select().from(perizinanSiswa).where(eq(perizinanSiswa.siswa_id, s.siswa.id))).length).toBe(1);
    expect((await kehadiran(s.token)).body.data.info.total).toBe(1);
  });

  it('written straight into the database cannot make the attendance list read more than one row per day', async () => {
    const s = await signedInStudent(ctx, period);
    const row = {
      siswa_id: s.siswa.id,
      rombel_id: period.rombel.id,
      tahun_ajaran_id: period.tahunAjaran.id,
      semester_id: period.semester.id,
      perizinan_jenis_id: lomba,
      keterangan: 'Lomba',
      status: 'AUTO APPROVAL',
      created_by: s.account.id,
    };
    // One approved permit per year from 2000 to 2099, each running to the end of the next day
    // before the following one: 100 years of permits.
    const years = Array.from({ length: 100 }, (_, i) => 2000 + i);
    await ctx.db.insert(perizinanSiswa).values(years.map((y) => ({ ...row, tgl_awal: `${y}-01-01`, tgl_akhir: `${y}-12-31` })));
    // Overlapping ones are refused even here; rejected ones may overlap but yield no days.
    for (let i = 0; i < 3; i++) {
      await expect(ctx.db.insert(perizinanSiswa).values({ ...row, tgl_awal: '2024-01-01', tgl_akhir: '2099-12-31' })).rejects.toThrow();
    }
    await ctx.db
      .insert(perizinanSiswa)
      .values(Array.from({ length: 20 }, () => ({ ...row, status: 'DITOLAK', tgl_awal: '1900-01-01', tgl_akhir: '2099-12-31' })));

    // Each permit yields its days once, when it is written; a student has at most one row a day.
    const [stored] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(perizinanHari)
      .where(eq(perizinanHari.siswa_id, s.siswa.id));
    expect(stored!.n).toBe(daysBetween('2000-01-01', '2099-12-31') + 1);

    // The list answers every day from 2000 up to today, once.
    const upToToday = daysBetween('2000-01-01', TODAY) + 1;
    const res = await kehadiran(s.token);
    expect(res.status).toBe(200);
    expect(res.body.data.info.total).toBe(upToToday);
    expect(res.body.data.list.map((r: { tgl: string }) => r.tgl).slice(0, 2)).toEqual([TODAY, '2026-11-22']);

    // The read expands nothing into days: no set-returning function, and the permit days it
    // touches are the index's range of this student up to today, not the 36,525 stored.
    const plan = await countPlan(s.siswa.id);
    expect(plan.filter((n) => n['Node Type'] === 'Function Scan' || n['Node Type'] === 'ProjectSet')).toEqual([]);
    // The permit branch reads the student's range; the staff-status branch only probes a day.
    const days = plan.filter((n) => n['Relation Name'] === 'perizinan_hari');
    expect(days.length).toBeGreaterThan(0);
    // Read through the (siswa_id, tgl) key: a sequential scan would read every student's days.
    for (const node of days) expect(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']).toContain(node['Node Type']);
    expect(days.reduce((sum, n) => sum + n['Actual Rows']! * n['Actual Loops']!, 0)).toBe(upToToday);
  });
});
