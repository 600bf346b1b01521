import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { sekolah, siswaBerkas, storedFile, uploadRate } from '../../db/schema/index.js';
import { HARI } from '../../db/schema/jadwal.js';
import { demoPdf } from '../../db/seed/demo-files.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { webSelfie } from '../../../test/images.js';
import { sweepRateCounters } from './record.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
type Student = Awaited<ReturnType<typeof signedInStudent>>;
const defaults = { ...ctx.config };

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  await ctx.db.update(sekolah).set({ radius_active: false, hari_presensi: [...HARI] });
  Object.assign(defaults, ctx.config);
});

afterEach(() => {
  Object.assign(ctx.config, defaults);
  ctx.clock = undefined;
});

const pdf = demoPdf('Kartu Keluarga', ['Uji kuota']).toString('base64');
const berkas = (s: Student, file = pdf) =>
  api.call('POST', `/api/siswa/berkas/${s.siswa.id}`, { token: s.token, body: [{ tipe: 'Kartu Keluarga', nama: 'KK', keterangan: 'Terbaru', file }] });
const filesOf = async (s: Student) => (await ctx.db.select().from(storedFile).where(eq(storedFile.user_id, s.account.id))).length;
const berkasOf = async (s: Student) => (await ctx.db.select().from(siswaBerkas).where(eq(siswaBerkas.siswa_id, s.siswa.id))).length;
const storedOnDisk = () =>
  (fs.readdirSync(ctx.filesDir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(ctx.filesDir, f)).isFile()).length;

describe('the upload rate', () => {
  it('refuses a burst past the window’s file count with 429, and the refused uploads write nothing', async () => {
    const s = await signedInStudent(ctx, period);
    const disk = storedOnDisk();
    const max = ctx.config.UPLOAD_RATE_MAX_FILES;
    const answers = await Promise.all(Array.from({ length: max + 5 }, () => berkas(s)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(max);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array.from({ length: 5 }, () => [429, MSG.uploadRateLimited]));
    expect(await berkasOf(s)).toBe(max);
    expect(await filesOf(s)).toBe(max);
    expect(storedOnDisk()).toBe(disk + max);
  });

  it('counts bytes too, and opens again in the next window', async () => {
    const s = await signedInStudent(ctx, period);
    ctx.clock = new Date('2026-11-23T01:00:00Z');
    ctx.config.UPLOAD_RATE_MAX_MB = (Buffer.from(pdf, 'base64').length * 2.5) / (1024 * 1024);
    expect((await berkas(s)).status).toBe(200);
    expect((await berkas(s)).status).toBe(200);
    expect((await berkas(s)).status).toBe(429);
    ctx.clock = new Date(ctx.clock.getTime() + ctx.config.UPLOAD_RATE_WINDOW_MINUTES * 60_000);
    expect((await berkas(s)).status).toBe(200);
    // The ended window's counter is swept; the current one stays.
    await sweepRateCounters(ctx.app);
    const counters = await ctx.db.select().from(uploadRate).where(eq(uploadRate.user_id, s.account.id));
    expect(counters.map((c) => c.files)).toEqual([1]);
  });

  it('leaves other students alone', async () => {
    const greedy = await signedInStudent(ctx, period);
    const other = await signedInStudent(ctx, period);
    ctx.config.UPLOAD_RATE_MAX_FILES = 1;
    expect((await berkas(greedy)).status).toBe(200);
    expect((await berkas(greedy)).status).toBe(429);
    expect((await berkas(other)).status).toBe(200);
  });
});

describe('the quota', () => {
  it('refuses an upload that would pass the stored bytes allowed with 413, and frees what a deleted file held', async () => {
    const s = await signedInStudent(ctx, period);
    const size = Buffer.from(pdf, 'base64').length;
    ctx.config.UPLOAD_QUOTA_MB = (size * 2.5) / (1024 * 1024);
    expect((await berkas(s)).status).toBe(200);
    expect((await berkas(s)).status).toBe(200);
    const full = await berkas(s);
    expect([full.status, full.body.message]).toEqual([413, MSG.uploadQuotaFull]);
    expect(await berkasOf(s)).toBe(2);
    const [first] = await ctx.db.select().from(siswaBerkas).where(eq(siswaBerkas.siswa_id, s.siswa.id));
    expect((await api.call('DELETE', `/api/siswa/berkas/${first!.id}`, { token: s.token })).status).toBe(200);
    expect((await berkas(s)).status).toBe(200);
  });
});

describe('a student’s ordinary use', () => {
  it('clocks in and out every school day of a month, past any upload limit, and still uploads documents', async () => {
    const s = await signedInStudent(ctx, period);
    // Selfies count against neither the rate nor the quota.
    ctx.config.UPLOAD_RATE_MAX_FILES = 1;
    ctx.config.UPLOAD_QUOTA_MB = 0.001;
    const selfie = await webSelfie(2);
    for (let day = 1; day <= 20; day++) {
      ctx.clock = new Date(Date.UTC(2026, 10, day, 0, 30));
      const body = { siswa_id: s.siswa.id, lat: -7.8, long: 110.37, foto: selfie };
      const masuk = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body });
      expect(masuk.status).toBe(200);
      ctx.clock = new Date(Date.UTC(2026, 10, day, 8, 0));
      expect((await api.call('PUT', `/api/presensi/siswa/temporary/${masuk.body.data.id}`, { token: s.token, body })).status).toBe(200);
    }
    const selfies = await ctx.db.select().from(storedFile).where(eq(storedFile.user_id, s.account.id));
    expect(selfies.map((f) => f.kind)).toEqual(Array.from({ length: 40 }, () => 'selfie'));
    Object.assign(ctx.config, defaults);
    ctx.clock = undefined;
    for (let i = 0; i < 8; i++) expect((await berkas(s)).status).toBe(200);
  });
});
