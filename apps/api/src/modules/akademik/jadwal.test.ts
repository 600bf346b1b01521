import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, gtk, jadwalPelajaran, mapel, rombel, tahunAjaran } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);
const J = '/api/staf/jadwal';
let operator: string;
let period: Awaited<ReturnType<typeof createPeriod>>;
let fikih: number;
let mtk: number;
let guru: { aktif: number; lain: number; pensiun: number };
let lastYearRombel: number;

beforeAll(async () => {
  const [earlier] = await ctx.db.insert(tahunAjaran).values({ thn_awal: 1995, thn_akhir: 1996 }).returning();
  period = await createPeriod(ctx.db);
  operator = (await signedInStaff(ctx, [STAFF_ROLE.operator])).token;
  [fikih, mtk] = (
    await ctx.db
      .insert(mapel)
      .values([
        { nama: 'Fikih', singkatan: 'FIK' },
        { nama: 'Matematika', singkatan: 'MTK' },
      ])
      .returning()
  ).map((m) => m.id) as [number, number];
  const [a, b, c] = await ctx.db
    .insert(gtk)
    .values([{ nama_lengkap: 'Siti Aminah', gelar_belakang: 'S.Pd.' }, { nama_lengkap: 'Budi Santoso' }, { nama_lengkap: 'Guru Pensiun', is_active: false }])
    .returning();
  guru = { aktif: a!.id, lain: b!.id, pensiun: c!.id };
  const [old] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: earlier!.id, nama: 'X IPA 1', tingkatan_kelas: 'X' }).returning();
  lastYearRombel = old!.id;
  await ctx.db.insert(jadwalPelajaran).values([
    { rombel_id: lastYearRombel, hari: 'Senin', jam_ke: 1, jam_mulai: '07:00', jam_selesai: '07:45', mapel_id: fikih, gtk_id: guru.aktif },
    { rombel_id: lastYearRombel, hari: 'Senin', jam_ke: 2, mapel_id: mtk, gtk_id: guru.pensiun },
  ]);
});

const put = (rombelId: number, slots: unknown[]) => api.call('PUT', `${J}/${rombelId}`, { token: operator, body: { slots } });
const get = async (rombelId: number) => (await api.call('GET', `${J}/${rombelId}`, { token: operator })).body.data;
const slot = (extra: Record<string, unknown> = {}) => ({
  hari: 'Senin',
  jam_ke: 1,
  jam_mulai: '07:00',
  jam_selesai: '07:45',
  mapel_id: fikih,
  gtk_id: guru.aktif,
  ...extra,
});

describe('the timetable grid', () => {
  it('saves a class group’s whole timetable and reads it by day and period', async () => {
    const res = await put(period.rombel.id, [
      slot({ hari: 'Selasa', jam_ke: 1 }),
      slot({ jam_ke: 2, mapel_id: mtk, gtk_id: null, jam_mulai: '', jam_selesai: '' }),
      slot(),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { slots, dapat_diubah } = await get(period.rombel.id);
    expect(dapat_diubah).toBe(true);
    expect(slots.map((s: { hari: string; jam_ke: number }) => `${s.hari} ${s.jam_ke}`)).toEqual(['Senin 1', 'Senin 2', 'Selasa 1']);
    expect(slots[0]).toMatchObject({ mapel_nama: 'Fikih', gtk_nama: 'Siti Aminah, S.Pd.' });
    expect(slots[1]).toMatchObject({ jam_mulai: null, gtk_id: null, gtk_nama: null });
    const [entry] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'jadwal_pelajaran')).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', entity_id: period.rombel.id, detail: { before: [] } });
    // Saving an empty grid clears it.
    expect((await put(period.rombel.id, [])).status).toBe(200);
    expect((await get(period.rombel.id)).slots).toEqual([]);
  });

  it('refuses a period twice, times out of order or shape, and an unknown subject', async () => {
    const twice = await put(period.rombel.id, [slot(), slot({ mapel_id: mtk })]);
    expect(twice.body.data).toEqual([{ field: 'slots.1.jam_ke', message: MSG.jamTaken('Senin', 1) }]);
    expect((await put(period.rombel.id, [slot({ jam_selesai: '06:30' })])).body.data).toEqual([{ field: 'slots.0.jam_selesai', message: MSG.jamOrder }]);
    expect((await put(period.rombel.id, [slot({ jam_mulai: '7 pagi' })])).body.data).toEqual([{ field: 'slots.0.jam_mulai', message: MSG.jamInvalid }]);
    expect((await put(period.rombel.id, [slot({ hari: 'Ahad' })])).status).toBe(400);
    expect((await put(period.rombel.id, [slot({ mapel_id: 2147483647 })])).body.data).toEqual([{ field: 'slots.0.mapel_id', message: MSG.optionInvalid }]);
    expect((await put(period.rombel.id, [slot({ gtk_id: guru.pensiun })])).body.data).toEqual([{ field: 'slots.0.gtk_id', message: MSG.gtkInactive }]);
    expect((await put(2147483647, [])).status).toBe(404);
  });

  it('refuses a teacher who already teaches another class group of the year at that period', async () => {
    const [other] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X IPS 1', tingkatan_kelas: 'X' }).returning();
    expect((await put(other!.id, [slot()])).status).toBe(200);
    const clash = await put(period.rombel.id, [slot({ jam_ke: 2 }), slot()]);
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: MSG.jadwalBentrok('Siti Aminah, S.Pd.', 'X IPS 1', 'Senin', 1), data: [{ field: 'slots.1.gtk_id' }] });
    // Another teacher, or the same one at another period, is free.
    expect((await put(period.rombel.id, [slot({ gtk_id: guru.lain }), slot({ jam_ke: 2 })])).status).toBe(200);
  });

  it('leaves an earlier year’s timetable as it was', async () => {
    const res = await put(lastYearRombel, []);
    expect(res).toMatchObject({ status: 409, body: { message: MSG.rombelPastYear } });
    expect((await get(lastYearRombel)).dapat_diubah).toBe(false);
  });

  it('copies last year’s timetable, leaving out a teacher no longer active', async () => {
    const [fresh] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'XI IPA 1', tingkatan_kelas: 'XI' }).returning();
    const salin = (dari: number) => api.call('POST', `${J}/${fresh!.id}/salin`, { token: operator, body: { dari_rombel_id: dari } });
    expect((await salin(fresh!.id)).body.data).toEqual([{ field: 'dari_rombel_id', message: MSG.jadwalSalinSelf }]);
    expect((await salin(period.rombel.id + 1000)).status).toBe(400);
    // The copy is checked as a saved grid: Siti Aminah teaches X IPS 1 at Senin 1.
    expect((await salin(lastYearRombel)).body.message).toBe(MSG.jadwalBentrok('Siti Aminah, S.Pd.', 'X IPS 1', 'Senin', 1));
    const [ips] = await ctx.db.select().from(rombel).where(eq(rombel.nama, 'X IPS 1'));
    await put(ips!.id, []);
    const res = await salin(lastYearRombel);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: MSG.jadwalCopied(2), data: { jumlah: 2 } });
    const { slots } = await get(fresh!.id);
    expect(slots.map((s: { mapel_id: number; gtk_id: number | null; jam_mulai: string | null }) => [s.mapel_id, s.gtk_id, s.jam_mulai])).toEqual([
      [fikih, guru.aktif, '07:00'],
      [mtk, null, null],
    ]);
  });

  it('offers the active year’s class groups with their lesson counts, the subjects and the active GTK', async () => {
    const { tahun_ajaran, rombel: groups, mapel: subjects, gtk: teachers } = (await api.call('GET', `${J}/pilihan`, { token: operator })).body.data;
    expect(tahun_ajaran.find((y: { is_active: boolean }) => y.is_active).id).toBe(period.tahunAjaran.id);
    expect(groups.every((g: { tahun_ajaran_id: number }) => g.tahun_ajaran_id === period.tahunAjaran.id)).toBe(true);
    expect(groups.find((g: { nama: string }) => g.nama === 'XI IPA 1').jumlah_jadwal).toBe(2);
    expect(subjects.map((m: { nama: string }) => m.nama)).toEqual(['Fikih', 'Matematika']);
    expect(teachers.map((g: { id: number }) => g.id)).not.toContain(guru.pensiun);
    const last = (
      await api.call('GET', `${J}/pilihan?tahun_ajaran_id=${(await ctx.db.select().from(rombel).where(eq(rombel.id, lastYearRombel)))[0]!.tahun_ajaran_id}`, {
        token: operator,
      })
    ).body.data;
    expect(last.rombel.map((g: { id: number }) => g.id)).toEqual([lastYearRombel]);
  });
});
