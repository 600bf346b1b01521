import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERNAL_TYPE, STAFF_ROLE } from '@madrasah/contract/access';
import { JADWAL_HARI } from '@madrasah/contract/jadwal';
import { MSG } from '@madrasah/contract/messages';
import { GEOFENCE, type PengaturanSekolahBody } from '@madrasah/contract/schemas/staf-sekolah';
import { activityLog, sekolah, userRoles } from '../../db/schema/index.js';
import { roleId } from '../../db/seed/reference.js';
import { appOnTestDatabase, useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { b64, webSelfie } from '../../../test/images.js';

// One process with a long settings cache, as a server runs: the save must clear it itself.
const ctx = useTestApp({ env: { SETTINGS_CACHE_MS: '60000' } });
const api = client(ctx);
const URL = '/api/staf/pengaturan/sekolah';

/** The school at the start of each test: Yogyakarta, Monday to Saturday. */
const SCHOOL = {
  nama: 'MAN 1 Contoh',
  npsn: '20412345',
  alamat: 'Jl. Malioboro No. 1, Yogyakarta',
  timezone: 'Asia/Jakarta',
  jam_masuk: '07:00',
  jam_pulang: '15:00',
  hari_presensi: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  lat: -7.797068,
  long: 110.370529,
  radius: 100,
  radius_active: true,
} satisfies PengaturanSekolahBody;
// Monday 23 November 2026, 07:15 in Jakarta.
const MONDAY_0715 = new Date('2026-11-23T00:15:00Z');

let period: Awaited<ReturnType<typeof createPeriod>>;
const tokens = {} as Record<'operator' | 'kepala' | 'waliKelas' | 'siswa', string>;

async function stafToken(role: string) {
  const account = await createAccount(ctx.db, { role, tipe: INTERNAL_TYPE });
  await ctx.db.insert(userRoles).values({ user_id: account.id, role_id: await roleId(ctx.db, role) });
  const res = await api.call('POST', '/api/staf/login', { body: { email: account.email, password: PASSWORD } });
  return res.body.data.access_token as string;
}

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  tokens.operator = await stafToken(STAFF_ROLE.operator);
  tokens.kepala = await stafToken(STAFF_ROLE.kepala);
  tokens.waliKelas = await stafToken(STAFF_ROLE.waliKelas);
  const { account } = await createStudentAccount(ctx.db, period);
  tokens.siswa = await api.token(account.email, PASSWORD);
});

beforeEach(async () => {
  ctx.clock = MONDAY_0715;
  await ctx.db.update(sekolah).set(SCHOOL);
  ctx.app.schoolContext.invalidate();
});

const save = (body: unknown, token = tokens.operator) => api.call('PUT', URL, { token, body });

describe('reading the settings', () => {
  it('answers the form as stored, to the operator and to the head', async () => {
    for (const token of [tokens.operator, tokens.kepala]) {
      const res = await api.call('GET', URL, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ...SCHOOL, logo: null, main_path: '/api/files/' });
    }
  });

  it('is refused to a wali kelas and to the portal’s accounts', async () => {
    expect((await api.call('GET', URL, { token: tokens.waliKelas })).status).toBe(403);
    const res = await api.call('GET', URL, { token: tokens.siswa });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbiddenRole);
  });
});

describe('saving the settings', () => {
  it('saves every field, answers the saved form and logs the row before and after', async () => {
    const changed = {
      ...SCHOOL,
      nama: 'MAN 2 Contoh',
      alamat: 'Jl. Kaliurang Km 5',
      timezone: 'Asia/Makassar',
      jam_masuk: '06:45',
      jam_pulang: '14:30',
      // Answered in the week's order whatever order was sent.
      hari_presensi: ['Jumat', 'Senin'],
      radius: 250,
      radius_active: false,
    };
    const res = await save(changed);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.sekolahSaved);
    expect(res.body.data).toEqual({ ...changed, hari_presensi: ['Senin', 'Jumat'], logo: null, main_path: '/api/files/' });
    expect((await api.call('GET', URL, { token: tokens.kepala })).body.data).toEqual(res.body.data);

    const [entry] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'sekolah')).orderBy(activityLog.id).limit(1);
    const detail = entry!.detail as { before: Record<string, unknown>; after: Record<string, unknown> };
    expect(entry).toMatchObject({ action: 'update' });
    expect(detail.before).toMatchObject({ nama: 'MAN 1 Contoh', radius: 100, radius_active: true });
    expect(detail.after).toMatchObject({ nama: 'MAN 2 Contoh', radius: 250, radius_active: false, hari_presensi: ['Senin', 'Jumat'] });
  });

  it('is refused to the head, who reads only, and writes nothing', async () => {
    const res = await save({ ...SCHOOL, nama: 'Bukan Ini' }, tokens.kepala);
    expect(res.status).toBe(403);
    const [row] = await ctx.db.select({ nama: sekolah.nama }).from(sekolah);
    expect(row!.nama).toBe(SCHOOL.nama);
  });

  it.each([
    ['nama', { nama: '  ' }, MSG.namaSekolahRequired],
    ['npsn', { npsn: '1234567' }, MSG.digitCount(8)],
    ['npsn', { npsn: '1234567a' }, MSG.digitsOnly],
    ['timezone', { timezone: 'Europe/London' }, MSG.optionInvalid],
    ['jam_masuk', { jam_masuk: '7:00' }, MSG.timeInvalid],
    ['jam_pulang', { jam_pulang: '24:00' }, MSG.timeInvalid],
    ['jam_pulang', { jam_masuk: '15:00', jam_pulang: '07:00' }, MSG.jamPulangAfterMasuk],
    ['jam_pulang', { jam_pulang: '07:00' }, MSG.jamPulangAfterMasuk],
    ['hari_presensi', { hari_presensi: [] }, MSG.hariPresensiRequired],
    ['hari_presensi.0', { hari_presensi: ['Monday'] }, MSG.optionInvalid],
    ['hari_presensi', { hari_presensi: ['Senin', 'Senin'] }, MSG.optionInvalid],
    ['lat', { lat: 91 }, MSG.latitudeInvalid],
    ['long', { long: -181 }, MSG.longitudeInvalid],
    ['radius', { radius: GEOFENCE.radiusMin - 1 }, MSG.radiusRange(GEOFENCE.radiusMin, GEOFENCE.radiusMax)],
    ['radius', { radius: GEOFENCE.radiusMax + 1 }, MSG.radiusRange(GEOFENCE.radiusMin, GEOFENCE.radiusMax)],
    ['radius', { radius: 100.5 }, MSG.radiusRange(GEOFENCE.radiusMin, GEOFENCE.radiusMax)],
    ['radius_active', { radius_active: 'ya' }, MSG.mustBeYesNo],
  ])('refuses an invalid %s with its Indonesian message', async (field, change, message) => {
    const res = await save({ ...SCHOOL, ...change });
    expect(res.status).toBe(400);
    expect(res.body.data).toContainEqual({ field, message });
    const [row] = await ctx.db.select({ nama: sekolah.nama, radius: sekolah.radius }).from(sekolah);
    expect(row).toEqual({ nama: SCHOOL.nama, radius: SCHOOL.radius });
  });

  it('bounds the texts', async () => {
    const res = await save({ ...SCHOOL, nama: 'M'.repeat(201), alamat: 'J'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { field: 'nama', message: MSG.maxChars(200) },
        { field: 'alamat', message: MSG.maxChars(500) },
      ]),
    );
  });
});

describe('the logo', () => {
  const logoFiles = () => {
    const dir = path.join(ctx.filesDir, 'sekolah');
    return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.jpg')) : [];
  };
  const download = (signed: string) => ctx.app.inject({ method: 'GET', url: `/api/files/${signed}` });
  // A transparent PNG logo, wider than the stored size.
  const png = async () =>
    b64(
      await sharp({ create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0 } } })
        .png()
        .toBuffer(),
    );

  afterAll(() => ctx.app.schoolContext.invalidate());

  it('is stored by content as a cleaned JPEG, answered as a signed link, kept when the link comes back, and replaced', async () => {
    const first = await save({ ...SCHOOL, logo: await png() });
    expect(first.status).toBe(200);
    expect(first.body.data.logo).toMatch(/^sekolah\/.+\.jpg\?exp=\d+&sig=[\w-]+&s=\d+$/);
    const file = await download(first.body.data.logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const image = sharp(file.rawPayload);
    expect(await image.metadata()).toMatchObject({ width: 640, height: 213 });
    // The transparent background is white, not black.
    const { data } = await image.raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((v) => v > 245)).toBe(true);
    expect(logoFiles()).toHaveLength(1);

    const kept = await save({ ...first.body.data, nama: 'MAN 3 Contoh' });
    expect(kept.status).toBe(200);
    expect(kept.body.data.logo.split('?')[0]).toBe(first.body.data.logo.split('?')[0]);
    expect(logoFiles()).toHaveLength(1);

    const replaced = await save({ ...SCHOOL, logo: await webSelfie(3) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.logo.split('?')[0]).not.toBe(first.body.data.logo.split('?')[0]);
    expect(logoFiles()).toHaveLength(1);
    expect((await download(first.body.data.logo)).statusCode).toBe(404);
  });

  it('refuses what is not a JPG or PNG image, whatever it claims, and stores nothing', async () => {
    const before = logoFiles().length;
    for (const logo of [b64(Buffer.from('%PDF-1.4\n%%EOF')), 'data:image/png;base64,' + b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))]) {
      const res = await save({ ...SCHOOL, logo });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'logo', message: MSG.imageTypeJpgPng }]);
    }
    expect(logoFiles()).toHaveLength(before);
  });
});

describe('the portal’s clock-in follows the saved geofence', () => {
  // About 5.6 km north of the school: outside its circle until the circle moves there.
  const elsewhere = { lat: SCHOOL.lat + 0.05, long: SCHOOL.long };
  /** A student signed in with a selfie ready, so that a clock-in is one request. */
  const student = async () => {
    const { siswa, account } = await createStudentAccount(ctx.db, period);
    return { siswa, token: await api.token(account.email, PASSWORD), foto: await webSelfie(siswa.id) };
  };
  const clockIn = async (s: Awaited<ReturnType<typeof student>>, app = ctx.app) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/presensi/siswa/temporary',
      headers: { authorization: `Bearer ${s.token}` },
      payload: { siswa_id: s.siswa.id, ...elsewhere, foto: s.foto },
    });
    return { status: res.statusCode, message: res.json().message as string };
  };

  it('at once in the process that saved, within SETTINGS_CACHE_MS in another', async () => {
    // The other process runs on the real clock: every day is a clock-in day here, and every hour
    // a clock-in hour (after jam pulang a first press would be refused, whatever the circle).
    const everyDay = { ...SCHOOL, hari_presensi: [...JADWAL_HARI], jam_masuk: '00:00', jam_pulang: '23:59' };
    expect((await save(everyDay)).status).toBe(200);
    const ttlMs = 2000;
    const other = await appOnTestDatabase(ctx, { SETTINGS_CACHE_MS: String(ttlMs) });
    await other.ready();
    const [a, b, c, d, e] = await Promise.all([student(), student(), student(), student(), student()]);
    try {
      // Both processes have read the settings (the clock-ins are refused from the old circle).
      expect(await clockIn(a)).toEqual({ status: 400, message: MSG.outsideRadius });
      const read = Date.now();
      expect(await clockIn(b, other)).toEqual({ status: 400, message: MSG.outsideRadius });

      expect((await save({ ...everyDay, ...elsewhere })).status).toBe(200);
      expect(await clockIn(c)).toEqual({ status: 200, message: MSG.clockedIn });
      // The other process keeps the old circle until its copy is SETTINGS_CACHE_MS old.
      expect(await clockIn(d, other)).toEqual({ status: 400, message: MSG.outsideRadius });
      expect(Date.now() - read).toBeLessThan(ttlMs);
      await new Promise((resolve) => setTimeout(resolve, ttlMs - (Date.now() - read) + 50));
      expect(await clockIn(e, other)).toEqual({ status: 200, message: MSG.clockedIn });
    } finally {
      await other.close();
    }
  });

  it('accepts a clock-in anywhere once the radius is off, and none on a day taken out of the clock-in days', async () => {
    const [a, b] = await Promise.all([student(), student()]);
    expect((await save({ ...SCHOOL, radius_active: false })).status).toBe(200);
    expect(await clockIn(a)).toEqual({ status: 200, message: MSG.clockedIn });
    expect((await save({ ...SCHOOL, radius_active: false, hari_presensi: ['Selasa'] })).status).toBe(200);
    expect(await clockIn(b)).toEqual({ status: 403, message: MSG.presensiNotAllowed });
  });
});
