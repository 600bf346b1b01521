import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifikasi, notifikasiOutbox, pushLangganan, sekolah } from '../../db/schema/index.js';
import { HARI } from '../../db/schema/jadwal.js';
import { appOnTestDatabase, useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { webSelfie } from '../../../test/images.js';

const TOKEN = 'a'.repeat(24) + 'metrik-uji-rahasia';
const ctx = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
const api = client(ctx);
const SCHOOL = { lat: -7.797068, long: 110.370529 };
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

const scrape = (authorization?: string) => ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The page's samples: each series' line (name and labels) to its value. */
async function samples(): Promise<Map<string, number>> {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  const lines = res.body.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
  return new Map(lines.map((l) => [l.slice(0, l.lastIndexOf(' ')), Number(l.slice(l.lastIndexOf(' ') + 1))]));
}

const clocks = (direction: string, outcome: string, reason?: string) =>
  `portal_clock_attempts_total{direction="${direction}",outcome="${outcome}"${reason ? `,reason="${reason}"` : ''}}`;

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const app = await appOnTestDatabase(ctx, {});
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('portal_');
    } finally {
      await app.close();
    }
  });

  it('refuses a request without the token, with another token or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer salah', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('portal_');
    }
  });

  it('refuses a token too short to be safe at start', async () => {
    await expect(appOnTestDatabase(ctx, { METRICS_TOKEN: 'pendek' })).rejects.toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });

  it('serves the Prometheus text format to the token’s holder', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    const page = await samples();
    expect(page.get('portal_process_memory_bytes{kind="rss"}')).toBeGreaterThan(0);
    expect(page.get('portal_event_loop_delay_seconds{quantile="0.99"}')).toBeGreaterThanOrEqual(0);
    // The test database is reached through a pool on both databases (the embedded one in its thread).
    expect(page.get('portal_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(page.get('portal_db_pool_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('counts requests by route pattern, method and status class, never by the URL', async () => {
    const health = 'portal_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"}';
    const before = (await samples()).get(health) ?? 0;
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/health?x=1' });
    await ctx.app.inject({ method: 'GET', url: '/api/presensi/siswa/temporary/987654/2026-11-23' });
    await ctx.app.inject({ method: 'GET', url: '/api/tidak-ada/123456' });
    const page = await samples();
    expect(page.get(health)).toBe(before + 2);
    expect(page.get('portal_http_request_duration_seconds_bucket{method="GET",route="/api/health",status="2xx",le="+Inf"}')).toBe(before + 2);
    expect(page.get('portal_http_request_duration_seconds_count{method="GET",route="/api/presensi/siswa/temporary/:siswa_id/:date",status="4xx"}')).toBe(1);
    expect(page.get('portal_http_request_duration_seconds_count{method="GET",route="unmatched",status="4xx"}')).toBeGreaterThanOrEqual(1);
    const keys = [...page.keys()].join('\n');
    expect(keys).not.toContain('987654');
    expect(keys).not.toContain('123456');
  });

  it('counts clock-ins accepted, repeated and refused by reason', async () => {
    ctx.clock = new Date('2026-11-23T00:15:00Z'); // Monday 07:15 in Jakarta
    await ctx.db
      .update(sekolah)
      .set({ ...SCHOOL, radius: 100, radius_active: true, jam_masuk: '07:00', jam_pulang: '15:00', hari_presensi: [...HARI].slice(0, 6) });
    try {
      const s = await signedInStudent(ctx, period);
      const clockIn = async (where: { lat: number; long: number }) =>
        api.call('POST', '/api/presensi/siswa/temporary', {
          token: s.token,
          body: { siswa_id: s.siswa.id, tgl: '2026-11-23', waktu: '07:15:00', radius: 0, ...where, foto: await webSelfie(s.siswa.id) },
        });
      const before = await samples();
      expect((await clockIn({ lat: SCHOOL.lat + 0.01, long: SCHOOL.long })).status).toBe(400);
      expect((await clockIn({ lat: SCHOOL.lat + 0.0005, long: SCHOOL.long })).status).toBe(200);
      expect((await clockIn({ lat: SCHOOL.lat + 0.0005, long: SCHOOL.long })).status).toBe(200);
      const after = await samples();
      const rise = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
      expect(rise(clocks('masuk', 'refused', 'outside_radius'))).toBe(1);
      expect(rise(clocks('masuk', 'accepted'))).toBe(1);
      expect(rise(clocks('masuk', 'repeated'))).toBe(1);
      expect(rise(clocks('pulang', 'accepted'))).toBe(0);
    } finally {
      ctx.clock = undefined;
    }
  });

  it('reads the notification outbox’s depth at each scrape', async () => {
    const user = await createAccount(ctx.db);
    const [n] = await ctx.db.insert(notifikasi).values({ user_id: user.id, jenis: 'presensi', judul: 'Uji', isi: 'Uji', tautan: '/presensi' }).returning();
    const [sub] = await ctx.db.insert(pushLangganan).values({ user_id: user.id, endpoint: 'https://push.uji/metrik', p256dh: 'k', auth: 'a' }).returning();
    const depth = async () => {
      const page = await samples();
      return { due: page.get('portal_notification_outbox_messages{state="due"}'), waiting: page.get('portal_notification_outbox_messages{state="waiting"}') };
    };
    expect(await depth()).toEqual({ due: 0, waiting: 0 });
    await ctx.db.insert(notifikasiOutbox).values([
      { notifikasi_id: n!.id, langganan_id: sub!.id },
      { notifikasi_id: n!.id, langganan_id: sub!.id },
      { notifikasi_id: n!.id, langganan_id: sub!.id, coba_at: sql`now() + interval '5 minutes'` },
    ]);
    expect(await depth()).toEqual({ due: 2, waiting: 1 });
    await ctx.db.delete(notifikasiOutbox);
    expect(await depth()).toEqual({ due: 0, waiting: 0 });
  });
});
