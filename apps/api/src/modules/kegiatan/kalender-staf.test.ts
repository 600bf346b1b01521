import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, kaldikAgenda } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let kesiswaan: string;
let kepala: string;
let bk: string;
let studentToken: string;
let y: number;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  y = period.tahunAjaran.thn_awal;
  kesiswaan = (await signedInStaff(ctx, [STAFF_ROLE.kesiswaan])).token;
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  bk = (await signedInStaff(ctx, [STAFF_ROLE.guruBk])).token;
  studentToken = (await signedInStudent(ctx, period)).token;
});

const agenda = (extra: Record<string, unknown> = {}) => ({
  judul: 'Class Meeting',
  jenis_agenda: 'Kegiatan Sekolah',
  uraian: 'Lomba antarkelas',
  civitas_akademika: 'Siswa',
  tgl_awal: `${y}-12-15`,
  tgl_akhir: `${y}-12-17`,
  status_absensi: 'Masuk',
  ...extra,
});
const call = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => api.call(method, url, { token, body });
const portal = async () =>
  (await call(studentToken, 'POST', '/api/kaldik-kegiatan/kaldik/agenda', { tgl_awal: `${y}-12-01`, tgl_akhir: `${y}-12-31` })).body.data as {
    id: number;
    judul: string;
  }[];
const last = async () => (await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'kaldik_agenda')).orderBy(desc(activityLog.id)).limit(1))[0];

describe('the calendar kept by kesiswaan', () => {
  it('adds, changes and deletes an item, audited, and the portal’s calendar follows at once', async () => {
    const res = await call(kesiswaan, 'POST', '/api/staf/kalender', agenda());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    expect(await portal()).toEqual(expect.arrayContaining([expect.objectContaining({ id, judul: 'Class Meeting', tgl_akhir: `${y}-12-17` })]));
    expect(await last()).toMatchObject({ action: 'create', entity_id: id, detail: { before: null, after: { judul: 'Class Meeting' } } });

    expect((await call(kesiswaan, 'PUT', `/api/staf/kalender/${id}`, agenda({ judul: 'Class Meeting Semester Ganjil', status_absensi: 'Libur' }))).status).toBe(
      200,
    );
    expect((await portal()).find((a) => a.id === id)).toMatchObject({ judul: 'Class Meeting Semester Ganjil', status_absensi: 'Libur' });
    expect(await last()).toMatchObject({ action: 'update', detail: { before: { judul: 'Class Meeting' } } });

    const table = await call(kepala, 'POST', '/api/staf/kalender/table', { filtering: { status_absensi: 'Libur' } });
    expect(table.body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    expect((await call(kesiswaan, 'DELETE', `/api/staf/kalender/${id}`)).status).toBe(200);
    expect((await portal()).map((a) => a.id)).not.toContain(id);
    expect(await last()).toMatchObject({ action: 'delete', entity_id: id });
  });

  it('refuses an end before the start, a kind not offered, a start outside the active year and an end past its December', async () => {
    const order = await call(kesiswaan, 'POST', '/api/staf/kalender', agenda({ tgl_akhir: `${y}-12-14` }));
    expect(order).toMatchObject({ status: 400, body: { data: [{ field: 'tgl_akhir', message: MSG.permitDateOrder }] } });
    const kind = await call(kesiswaan, 'POST', '/api/staf/kalender', agenda({ jenis_agenda: 'Piknik', judul: '' }));
    expect(kind.body.data).toEqual([
      { field: 'judul', message: MSG.mustFill },
      { field: 'jenis_agenda', message: MSG.optionInvalid },
    ]);
    const early = await call(kesiswaan, 'POST', '/api/staf/kalender', agenda({ tgl_awal: `${y}-06-30`, tgl_akhir: `${y + 2}-01-01` }));
    const message = MSG.kalenderOutsideYear(`01-07-${y}`, `30-06-${y + 1}`);
    expect(early).toMatchObject({
      status: 400,
      body: {
        message,
        data: [
          { field: 'tgl_awal', message },
          { field: 'tgl_akhir', message: MSG.kalenderEndTooLate(`31-12-${y + 1}`) },
        ],
      },
    });
    // The year-end break may run past 30 June.
    const late = await call(kesiswaan, 'POST', '/api/staf/kalender', agenda({ tgl_awal: `${y + 1}-07-01`, tgl_akhir: `${y + 1}-07-10` }));
    expect(late.body.data).toEqual([{ field: 'tgl_awal', message }]);
    expect(await ctx.db.select().from(kaldikAgenda)).toEqual([]);
  });

  it('lets an item run past 30 June, keeps an item of a past year as it was (409), and refuses a missing one (404)', async () => {
    const breakRes = await call(
      kesiswaan,
      'POST',
      '/api/staf/kalender',
      agenda({ judul: 'Libur Akhir Tahun', tgl_awal: `${y + 1}-06-28`, tgl_akhir: `${y + 1}-07-10` }),
    );
    expect(breakRes.status, JSON.stringify(breakRes.body)).toBe(200);
    const [old] = await ctx.db
      .insert(kaldikAgenda)
      .values({ ...agenda({ tgl_awal: `${y - 1}-12-15`, tgl_akhir: `${y - 1}-12-15` }), tahun_ajaran_id: period.tahunAjaran.id })
      .returning();
    const next = await createPeriod(ctx.db);
    y = next.tahunAjaran.thn_awal;
    expect((await call(kesiswaan, 'PUT', `/api/staf/kalender/${old!.id}`, agenda())).body.message).toBe(MSG.kalenderPastYear);
    expect((await call(kesiswaan, 'DELETE', `/api/staf/kalender/${old!.id}`)).status).toBe(409);
    expect((await ctx.db.select().from(kaldikAgenda).where(eq(kaldikAgenda.id, old!.id)))[0]).toMatchObject({ judul: 'Class Meeting' });
    expect((await call(kesiswaan, 'DELETE', '/api/staf/kalender/2000000000')).status).toBe(404);
  });

  it('is read by the head and refused to other roles', async () => {
    expect((await call(kepala, 'POST', '/api/staf/kalender', agenda())).status).toBe(403);
    expect((await call(bk, 'POST', '/api/staf/kalender/table', {})).status).toBe(403);
    expect((await call(studentToken, 'POST', '/api/staf/kalender/table', {})).body.message).toBe(MSG.forbiddenRole);
  });
});
