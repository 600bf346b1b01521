import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { presensiLog, presensiSiswa, sekolah } from '../../db/schema/index.js';
import { HARI } from '../../db/schema/jadwal.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createAlumniAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { b64, cameraPhoto, imageBomb, smallPhotoWithGps, webSelfie } from '../../../test/images.js';

const ctx = useTestApp();
const api = client(ctx);
const SCHOOL = { lat: -7.797068, long: 110.370529 };
// Monday 23 November 2026, 07:15 in Jakarta (UTC+7).
const MONDAY_0715 = new Date('2026-11-23T00:15:00Z');
const TODAY = '2026-11-23';
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

beforeEach(async () => {
  ctx.clock = MONDAY_0715;
  await ctx.db
    .update(sekolah)
    .set({ ...SCHOOL, radius: 100, radius_active: true, jam_masuk: '07:00', jam_pulang: '15:00', hari_presensi: [...HARI].slice(0, 6) });
});

async function student() {
  const { siswa, account } = await createStudentAccount(ctx.db, period);
  return { siswa, account, token: await api.token(account.email, PASSWORD) };
}

// About 55 m north of the school, and about 1.1 km away.
const inside = { lat: SCHOOL.lat + 0.0005, long: SCHOOL.long };
const outside = { lat: SCHOOL.lat + 0.01, long: SCHOOL.long };

const body = async (siswaId: number, where = inside, foto?: string) => ({
  siswa_id: siswaId,
  tgl: '1999-01-01',
  waktu: '00:00:00',
  radius: 0,
  ...where,
  foto: foto ?? (await webSelfie(siswaId)),
});

const storedFiles = () => {
  const dir = path.join(ctx.filesDir, 'presensi');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.jpg')) : [];
};

describe('clock-in', () => {
  it('finds nothing before the first clock-in of the day', async () => {
    const s = await student();
    const res = await api.call('GET', `/api/presensi/siswa/temporary/${s.siswa.id}/${TODAY}`, { token: s.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.notFoundData);
  });

  it('refuses a day the calendar does not have', async () => {
    const s = await student();
    for (const date of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      const res = await api.call('GET', `/api/presensi/siswa/temporary/${s.siswa.id}/${date}`, { token: s.token });
      expect(res.status).toBe(400);
    }
  });

  it('records entry inside the radius with the server’s own time, distance, lateness and address', async () => {
    const s = await student();
    const res = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id), ip: '10.20.30.40' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.clockedIn);
    expect(res.body.data).toMatchObject({ in: { waktu: '07:15:00' }, out: null, main_path: '/api/files/' });
    const [row] = await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, s.siswa.id));
    expect(row).toMatchObject({
      tgl: TODAY,
      waktu_masuk: '07:15:00',
      aktivitas: 'PEMBELAJARAN KELAS',
      rombel_id: period.rombel.id,
      tahun_ajaran_id: period.tahunAjaran.id,
      semester_id: period.semester.id,
      durasi_telat: 15 * 60,
      ip_masuk: '10.20.30.40',
    });
    expect(row!.radius_masuk).toBeGreaterThan(50);
    expect(row!.radius_masuk).toBeLessThan(60);
    const again = await api.call('GET', `/api/presensi/siswa/temporary/${s.siswa.id}/${TODAY}`, { token: s.token });
    expect(again.body.data.id).toBe(row!.id);
    const [log] = await ctx.db.select().from(presensiLog).where(eq(presensiLog.siswa_id, s.siswa.id));
    expect(log).toMatchObject({ jenis: 'masuk', diterima: true, ip: '10.20.30.40' });
  });

  it('keeps one record and one photo for a double tap or concurrent retries', async () => {
    const s = await student();
    const before = storedFiles().length;
    const payload = await body(s.siswa.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: payload })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.message === MSG.clockedIn)).toHaveLength(1);
    expect(await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, s.siswa.id))).toHaveLength(1);
    expect(storedFiles().length - before).toBe(1);
  });

  it('stores every one of many different students clocking in at the same moment', async () => {
    const students = await Promise.all(Array.from({ length: 8 }, () => student()));
    const answers = await Promise.all(
      students.map(async (s) => api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id) })),
    );
    expect(answers.every((a) => a.status === 200 && a.body.message === MSG.clockedIn)).toBe(true);
    for (const [i, s] of students.entries()) {
      const [row] = await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, s.siswa.id));
      expect(answers[i]!.body.data.id).toBe(row!.id);
      const [log] = await ctx.db.select().from(presensiLog).where(eq(presensiLog.siswa_id, s.siswa.id));
      expect(log!.diterima).toBe(true);
    }
  });

  it('refuses outside the radius with the spec message and logs the refusal with its distance', async () => {
    const s = await student();
    const res = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id, outside) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: MSG.outsideRadius });
    expect(await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, s.siswa.id))).toHaveLength(0);
    const [log] = await ctx.db.select().from(presensiLog).where(eq(presensiLog.siswa_id, s.siswa.id));
    expect(log).toMatchObject({ diterima: false, alasan: MSG.outsideRadius });
    expect(log!.jarak).toBeGreaterThan(1000);
  });

  it('ignores the distance the client claims', async () => {
    const s = await student();
    const res = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: { ...(await body(s.siswa.id, outside)), radius: 1 } });
    expect(res.status).toBe(400);
  });

  it('accepts any position when the geofence is off', async () => {
    await ctx.db.update(sekolah).set({ radius_active: false });
    const s = await student();
    const res = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id, outside) });
    expect(res.status).toBe(200);
  });

  it('refuses on a day the school does not take attendance, and says so in privilege/access', async () => {
    ctx.clock = new Date('2026-11-22T00:15:00Z'); // Sunday
    const s = await student();
    const access = await api.call('GET', '/api/privilege/access', { token: s.token });
    expect(access.body.data.presensi.is_allow).toBe(false);
    const res = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.presensiNotAllowed);
    ctx.clock = MONDAY_0715;
    expect((await api.call('GET', '/api/privilege/access', { token: s.token })).body.data.presensi.is_allow).toBe(true);
  });

  it('refuses another student’s id, a guardian and an alumnus', async () => {
    const s = await student();
    const other = await student();
    const forOther = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(other.siswa.id) });
    expect(forOther.status).toBe(403);
    expect((await api.call('GET', `/api/presensi/siswa/temporary/${other.siswa.id}/${TODAY}`, { token: s.token })).status).toBe(403);

    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
    const waliToken = await api.token(wali.email, PASSWORD);
    const byWali = await api.call('POST', '/api/presensi/siswa/temporary', { token: waliToken, body: await body(s.siswa.id) });
    expect(byWali.status).toBe(403);
    const { account } = await createAlumniAccount(ctx.db);
    const alumniToken = await api.token(account.email, PASSWORD);
    expect((await api.call('POST', '/api/presensi/siswa/temporary', { token: alumniToken, body: await body(s.siswa.id) })).status).toBe(403);
    expect(await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, s.siswa.id))).toHaveLength(0);
  });

  it('refuses a suspended student', async () => {
    const { siswa, account } = await createStudentAccount(ctx.db, period, { suspended: 'Skors' });
    const token = await api.token(account.email, PASSWORD);
    expect((await api.call('POST', '/api/presensi/siswa/temporary', { token, body: await body(siswa.id) })).status).toBe(403);
  });
});

describe('the selfie', () => {
  const post = async (foto: unknown) => {
    const s = await student();
    const res = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: { ...(await body(s.siswa.id)), foto } });
    return { ...res, siswaId: s.siswa.id };
  };
  const refusal = (res: { status: number; body: { data?: { field: string; message: string }[] } }) => [res.status, res.body.data?.[0]?.message];

  it('is required', async () => {
    expect(refusal(await post(''))).toEqual([400, MSG.selfieRequired]);
    expect(refusal(await post(undefined))).toEqual([400, MSG.selfieRequired]);
  });

  it('must be an image by its content', async () => {
    expect(refusal(await post(b64(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'))))).toEqual([400, MSG.uploadInvalid]);
    expect(refusal(await post(b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))))).toEqual([400, MSG.uploadInvalid]);
  });

  it('refuses truncated or invalid base64', async () => {
    const good = await webSelfie();
    expect(refusal(await post(good.slice(0, good.length - 3)))).toEqual([400, MSG.uploadInvalid]);
    expect(refusal(await post('bukan base64 sama sekali!'))).toEqual([400, MSG.uploadInvalid]);
  });

  it('refuses a JPEG cut short in the middle', async () => {
    const jpeg = Buffer.from(await webSelfie(), 'base64');
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const padded = cut.subarray(0, cut.length - (cut.length % 3));
    expect(refusal(await post(b64(padded)))).toEqual([400, MSG.uploadInvalid]);
  });

  it('refuses more than 2 MB', async () => {
    const big = Buffer.concat([Buffer.from(await webSelfie(), 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
    expect(refusal(await post(b64(big)))).toEqual([400, MSG.imageTooLarge]);
  });

  it('refuses an image bomb from its header', async () => {
    expect(refusal(await post(b64(await imageBomb())))).toEqual([400, MSG.uploadInvalid]);
  });

  it('is stored without EXIF or GPS and at most 640 px, from a camera photo or a small one', async () => {
    for (const photo of [await cameraPhoto(), await smallPhotoWithGps()]) {
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await post(b64(photo));
      expect(res.status).toBe(200);
      const [row] = await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, res.siswaId));
      const stored = fs.readFileSync(path.join(ctx.filesDir, row!.foto_masuk!));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(640);
      expect(stored.includes(Buffer.from('rahasia'))).toBe(false);
    }
  });

  it('accepts PNG and WebP and stores JPEG', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#cba' } })
      .webp()
      .toBuffer();
    expect((await post(b64(png))).status).toBe(200);
    expect((await post(b64(webp))).status).toBe(200);
  });

  it('leaves no photo behind when the record cannot be written, in or out', async () => {
    const s = await student();
    // A constraint added for the test refuses this student's clock-in, then their clock-out.
    const refuse = async (check: string, run: () => Promise<{ status: number }>) => {
      await ctx.db.execute(sql.raw(`ALTER TABLE presensi_siswa ADD CONSTRAINT refuse_write CHECK (${check}) NOT VALID`));
      try {
        const before = storedFiles().length;
        expect((await run()).status).toBe(500);
        expect(storedFiles()).toHaveLength(before);
      } finally {
        await ctx.db.execute(sql.raw('ALTER TABLE presensi_siswa DROP CONSTRAINT refuse_write'));
      }
    };
    const clockIn = async () => api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id) });
    await refuse(`siswa_id <> ${s.siswa.id}`, clockIn);
    const id = (await clockIn()).body.data.id as number;
    await refuse(`siswa_id <> ${s.siswa.id} OR waktu_pulang IS NULL`, async () =>
      api.call('PUT', `/api/presensi/siswa/temporary/${id}`, { token: s.token, body: await body(s.siswa.id) }),
    );
  });

  it('is served through a signed link that stops working when altered or expired', async () => {
    const s = await student();
    const res = await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id) });
    const link = `${res.body.data.main_path}${res.body.data.in.foto}`;
    const file = await ctx.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]+\.jpg"$/);
    expect((await ctx.app.inject({ method: 'GET', url: link.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: link.split('?')[0]! })).statusCode).toBe(403);
    const [key, query] = res.body.data.in.foto.split('?');
    const params = new URLSearchParams(query);
    const signed = Object.fromEntries(params);
    expect(ctx.app.files.signer.verify(key, signed)).toBe(Number(params.get('s')));
    // A link lives between one and two hours (the end of the hour-long window after the next).
    expect(ctx.app.files.signer.verify(key, signed, Date.now() + 2 * 3600_000 + 1000)).toBeNull();
    const otherKey = key.replace(/[0-9a-f]{8}/, '00000000');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/${otherKey}?${query}` })).statusCode).toBe(403);
  });
});

describe('clock-out', () => {
  const clockIn = async (s: Awaited<ReturnType<typeof student>>) =>
    (await api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id) })).body.data.id as number;

  it('records the exit on today’s record with early leave', async () => {
    const s = await student();
    const id = await clockIn(s);
    ctx.clock = new Date('2026-11-23T07:00:00Z'); // 14:00 in Jakarta
    const res = await api.call('PUT', `/api/presensi/siswa/temporary/${id}`, { token: s.token, body: await body(s.siswa.id) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.clockedOut);
    expect(res.body.data.out.waktu).toBe('14:00:00');
    const [row] = await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.id, id));
    expect(row).toMatchObject({ waktu_pulang: '14:00:00', durasi_pulang_cepat: 3600 });
    const again = await api.call('PUT', `/api/presensi/siswa/temporary/${id}`, { token: s.token, body: await body(s.siswa.id) });
    expect(again.body.message).toBe(MSG.alreadyClockedOut);
    expect(again.body.data.out.waktu).toBe('14:00:00');
  });

  it('refuses without a clock-in, on another student’s record, and outside the radius', async () => {
    const s = await student();
    const other = await student();
    const otherId = await clockIn(other);
    expect((await api.call('PUT', '/api/presensi/siswa/temporary/999999', { token: s.token, body: await body(s.siswa.id) })).status).toBe(404);
    expect((await api.call('PUT', `/api/presensi/siswa/temporary/${otherId}`, { token: s.token, body: await body(s.siswa.id) })).status).toBe(404);
    // The record's owner is checked before the body: another student's record is not found, whoever the body names.
    expect((await api.call('PUT', `/api/presensi/siswa/temporary/${otherId}`, { token: s.token, body: await body(other.siswa.id) })).status).toBe(404);
    const [row] = await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.id, otherId));
    expect(row!.waktu_pulang).toBeNull();
    const id = await clockIn(s);
    const far = await api.call('PUT', `/api/presensi/siswa/temporary/${id}`, { token: s.token, body: await body(s.siswa.id, outside) });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe(MSG.outsideRadius);
  });

  it('refuses yesterday’s record', async () => {
    const s = await student();
    const id = await clockIn(s);
    ctx.clock = new Date('2026-11-24T08:00:00Z');
    expect((await api.call('PUT', `/api/presensi/siswa/temporary/${id}`, { token: s.token, body: await body(s.siswa.id) })).status).toBe(404);
  });
});

describe('the hours (jam_masuk 07:00, jam_pulang 15:00)', () => {
  const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+07:00`);
  const post = async (s: Awaited<ReturnType<typeof student>>) =>
    api.call('POST', '/api/presensi/siswa/temporary', { token: s.token, body: await body(s.siswa.id) });
  const put = async (s: Awaited<ReturnType<typeof student>>, id: number) =>
    api.call('PUT', `/api/presensi/siswa/temporary/${id}`, { token: s.token, body: await body(s.siswa.id) });

  it('refuses a clock-in after jam_pulang (17:52) and before 05:00, says the hours, and logs the refusal', async () => {
    const s = await student();
    for (const time of ['17:52', '15:01', '04:59']) {
      ctx.clock = at(time);
      const res = await post(s);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.presensiOutsideHours('masuk', '05:00', '15:00'));
    }
    expect(await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.siswa_id, s.siswa.id))).toHaveLength(0);
    const logs = await ctx.db.select().from(presensiLog).where(eq(presensiLog.siswa_id, s.siswa.id));
    expect(logs.map((l) => [l.jenis, l.diterima])).toEqual([
      ['masuk', false],
      ['masuk', false],
      ['masuk', false],
    ]);
  });

  it('accepts a clock-in from 05:00 and a late one until 15:00', async () => {
    for (const time of ['05:00', '15:00']) {
      const s = await student();
      ctx.clock = at(time);
      expect((await post(s)).body.message).toBe(MSG.clockedIn);
    }
  });

  it('takes a clock-out from jam_masuk until 18:00, not before nor after', async () => {
    const early = await student();
    ctx.clock = at('06:00');
    const earlyId = (await post(early)).body.data.id as number;
    const before = await put(early, earlyId);
    expect(before.status).toBe(400);
    expect(before.body.message).toBe(MSG.presensiOutsideHours('pulang', '07:00', '18:00'));
    ctx.clock = at('18:01');
    expect((await put(early, earlyId)).body.message).toBe(MSG.presensiOutsideHours('pulang', '07:00', '18:00'));
    ctx.clock = at('18:00');
    expect((await put(early, earlyId)).body.message).toBe(MSG.clockedOut);
  });

  it('opens the whole day for hours 00:00 to 23:59', async () => {
    await ctx.db.update(sekolah).set({ jam_masuk: '00:00', jam_pulang: '23:59' });
    const s = await student();
    ctx.clock = new Date('2026-11-23T23:59:59+07:00');
    const id = (await post(s)).body.data.id as number;
    expect((await put(s, id)).body.message).toBe(MSG.clockedOut);
  });
});
