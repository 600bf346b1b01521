import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, siswa } from '../../db/schema/index.js';
import { ensureRegions } from '../../db/seed/regions.js';
import { withRoleActions } from '../../../test/access.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, PASSWORD } from '../../../test/factories.js';
import { countFiles } from '../../../test/fuzz/writes.js';
import { client, signedInStudent } from '../../../test/http.js';
import { b64 } from '../../../test/images.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  await ensureRegions(ctx.db);
  period = await createPeriod(ctx.db);
}, 60_000);

const student = () => signedInStudent(ctx, period);

const valid = {
  nik: '3404012345678901',
  nisn: '0012345678',
  nama: 'Ahmad Fauzi',
  jenis_kelamin: 'Laki-Laki',
  tgl_lahir: '2010-01-02',
  email: 'ahmad@contoh.id',
};
const put = (s: { siswa: { id: number }; token: string }, body: object) =>
  api.call('PUT', `/api/siswa/data-diri/${s.siswa.id}`, { token: s.token, body: { ...valid, nisn: String(s.siswa.id).padStart(10, '0'), ...body } });

describe('GET and PUT siswa/data-diri/{id}', () => {
  it('saves the personal data and reads it back with the region names', async () => {
    const s = await student();
    const res = await put(s, {
      nama: "Siti Nur'aini",
      no_telp: '081234567890',
      kode_pos: '55291',
      kecamatan_id: '34.04.01',
      kelurahan_id: '34.04.01.2001',
      provinsi_id: '11',
      imunisasi: ['Polio', 'BCG'],
      lat: '-7.79',
      long: 110.37,
      berat_badan: '45,5',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.dataUpdated);
    // The account is named as the record: the header's account menu follows.
    expect((await api.call('GET', '/api/privilege/access', { token: s.token })).body.data.profile.name).toBe("Siti Nur'aini");
    const got = await api.call('GET', `/api/siswa/data-diri/${s.siswa.id}`, { token: s.token });
    expect(got.body.data).toMatchObject({
      nama: "Siti Nur'aini",
      nik: valid.nik,
      imunisasi: 'Polio;BCG',
      // The province and regency come from the kecamatan, not from what the client said.
      provinsi_id: '34',
      provinsi_nama: 'Daerah Istimewa Yogyakarta',
      kabkot_nama: 'Kabupaten Sleman',
      kecamatan_nama: 'Gamping',
      kelurahan_nama: 'Balecatur',
      lat: -7.79,
      berat_badan: 45.5,
      foto: null,
      main_path: '/api/files/',
    });
    const [log] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'siswa'), eq(activityLog.entity_id, s.siswa.id)));
    expect(log).toMatchObject({ action: 'update', user_id: s.account.id });
  });

  // One row per rule of spec 01 section 5 (Student): a valid value and an invalid one.
  const rules: [string, unknown, string | null][] = [
    ['nama', '', MSG.required],
    ['nama', 'x'.repeat(201), MSG.maxChars(200)],
    ['nama', 'Budi 123', MSG.nameLetters],
    ['nama', 'Budi Santoso', null],
    ['nisn', '', MSG.required],
    ['nisn', '123456789', MSG.digitCount(10)],
    ['nisn', '12345abcde', MSG.digitsOnly],
    ['nis', '12345', MSG.digitCount(18)],
    ['nis', '', null],
    ['nis', '123456789012345678', null],
    ['nik', '', MSG.required],
    ['nik', '123456789012345', MSG.digitCount(16)],
    ['nik', '12345678901234ab', MSG.nikDigits],
    ['no_kk', '123', MSG.digitCount(16)],
    ['no_kk', '3404010101010001', null],
    ['tgl_lahir', '', MSG.required],
    ['tgl_lahir', '2010-13-45', MSG.dateInvalid],
    // PostgreSQL has no year 0.
    ['tgl_lahir', '0000-01-01', MSG.dateInvalid],
    ['email', '', MSG.required],
    ['email', 'bukan-email', MSG.emailInvalid('bukan-email')],
    ['no_telp', '0812345678901234', MSG.phoneTooLong],
    ['no_telp', '12345', MSG.phoneInvalid('12345')],
    ['no_telp', '+6281234567890', null],
    ['kode_pos', '1234567', MSG.maxChars(6)],
    ['kode_pos', '55a12', MSG.postalDigits],
    ['lat', 'abc', MSG.latitudeInvalid],
    ['long', '200', MSG.latitudeInvalid],
    ['berat_badan', 'berat', MSG.numberInvalid],
    ['jml_saudara', 'dua', MSG.digitsOnly],
    ['anak_ke', '2', null],
    ['no_kip', 'KIP-1', MSG.digitsOnly],
    ['no_akta_kelahiran', '12/AB', MSG.digitsOnly],
    ['kepala_keluarga', 'Bapak 2', MSG.lettersOnly],
    ['agama', 'Lainnya', MSG.optionInvalid],
    ['jenis_kelamin', '', MSG.chooseOne],
    ['imunisasi', ['Polio', 'Cacar'], MSG.optionInvalid],
    ['kelurahan_id', '34.04.02.2001', MSG.regionMismatch],
  ];
  it.each(rules)('%s = %j → %s', async (field, value, message) => {
    const s = await student();
    const res = await put(s, { [field]: value, ...(field === 'kelurahan_id' ? { kecamatan_id: '34.04.01' } : {}) });
    if (message === null) {
      expect(res.status).toBe(200);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.data).toContainEqual({ field, message });
    }
  });

  it('stores a new photo without its metadata and refuses a PDF or more than 2 MB', async () => {
    const s = await student();
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#397' } })
      .png()
      .toBuffer();
    expect((await put(s, { foto: `data:image/png;base64,${b64(png)}` })).status).toBe(200);
    const got = await api.call('GET', `/api/siswa/data-diri/${s.siswa.id}`, { token: s.token });
    const image = await ctx.app.inject({ method: 'GET', url: `${got.body.data.main_path}${got.body.data.foto}` });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(640);

    const pdf = Buffer.from('%PDF-1.4\n%%EOF');
    expect((await put(s, { foto: b64(pdf) })).body.data).toEqual([{ field: 'foto', message: MSG.imageTypeJpgPng }]);
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await put(s, { foto: b64(webp) })).body.data).toEqual([{ field: 'foto', message: MSG.imageTypeJpgPng }]);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await put(s, { foto: b64(big) })).body.data).toEqual([{ field: 'foto', message: MSG.imageTooLarge }]);
    // The refused uploads left the stored photo alone.
    const again = await api.call('GET', `/api/siswa/data-diri/${s.siswa.id}`, { token: s.token });
    expect(again.body.data.foto.split('?')[0]).toBe(got.body.data.foto.split('?')[0]);
  });

  it('lets the guardian read and edit the ward, and refuses another student’s id', async () => {
    const s = await student();
    const other = await student();
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
    const waliToken = await api.token(wali.email, PASSWORD);
    expect((await api.call('GET', `/api/siswa/data-diri/${s.siswa.id}`, { token: waliToken })).status).toBe(200);
    expect((await put({ siswa: s.siswa, token: waliToken }, { nama: 'Diubah Wali' })).status).toBe(200);
    const forOther = await api.call('GET', `/api/siswa/data-diri/${other.siswa.id}`, { token: s.token });
    expect(forOther.status).toBe(403);
    expect(JSON.stringify(forOther.body)).not.toContain(other.siswa.nama);
    expect((await put({ siswa: other.siswa, token: s.token }, { nama: 'Penyusup' })).status).toBe(403);
    const [row] = await ctx.db.select({ nama: siswa.nama }).from(siswa).where(eq(siswa.id, other.siswa.id));
    expect(row!.nama).toBe(other.siswa.nama);
  });

  it('refuses a NISN another student has', async () => {
    const s = await student();
    const other = await student();
    const res = await put(s, { nisn: other.siswa.nisn });
    expect(res.body.data).toEqual([{ field: 'nisn', message: MSG.nisnTaken }]);
  });

  it('gives a NISN two students ask for at the same moment to one of them', async () => {
    const both = [await student(), await student()];
    const results = await Promise.all(both.map((s) => put(s, { nisn: '9876543210' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.data).toEqual([{ field: 'nisn', message: MSG.nisnTaken }]);
  });

  it('keeps no new photo when the save is refused', async () => {
    const s = await student();
    const other = await student();
    const foto = b64(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#397' } })
        .png()
        .toBuffer(),
    );
    const files = countFiles(ctx.filesDir);
    expect((await put(s, { foto, nisn: other.siswa.nisn })).status).toBe(400);
    // Text PostgreSQL refuses (a NUL character) is found only by the write.
    expect((await put(s, { foto, hobi: 'a\u0000b' })).status).toBe(400);
    expect(countFiles(ctx.filesDir)).toBe(files);
  });

  it('needs the update action to write, the detail action to read', async () => {
    const s = await student();
    const read = () => api.call('GET', `/api/siswa/data-diri/${s.siswa.id}`, { token: s.token });
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.siswaAktif,
      (actions) => actions.filter((a) => a !== 'update'),
      async () => {
        expect((await put(s, { nama: 'Tanpa Izin' })).status).toBe(403);
        expect((await read()).status).toBe(200);
      },
    );
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.siswaAktif,
      () => ['view'],
      async () => {
        expect((await read()).status).toBe(403);
      },
    );
  });
});
