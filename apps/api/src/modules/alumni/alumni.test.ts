import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { alumni, roleAccess } from '../../db/schema/index.js';
import { roleId } from '../../db/seed/reference.js';
import { useTestApp } from '../../../test/context.js';
import { createAlumniAccount, createPeriod, createSiswa, PASSWORD } from '../../../test/factories.js';
import { countFiles } from '../../../test/fuzz/writes.js';
import { client, signedInStudent } from '../../../test/http.js';
import { b64 } from '../../../test/images.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

async function signedInAlumnus(tipe = 'Alumni Internal') {
  const student = tipe === 'Alumni Internal' ? await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id }) : undefined;
  const a = await createAlumniAccount(ctx.db, tipe, { siswaId: student?.id });
  return { ...a, siswaId: student?.id, token: await api.token(a.account.email, PASSWORD) };
}
type A = Awaited<ReturnType<typeof signedInAlumnus>>;

const personal = {
  nama: 'Ahmad Fauzi',
  nik: '3404010101990001',
  jenis_kelamin: 'Laki-Laki',
  tempat_lahir: 'Sleman',
  tgl_lahir: '17-08-2005',
  alamat: 'Jl. Kaliurang Km 5',
  kode_pos: '55281',
  no_telp: '081234567890',
  email: 'tidak.dipakai@contoh.test',
  tahun_masuk: '2020',
  tahun_lulus: 2023,
};
const tracing = {
  tahun_masuk: '2020',
  tahun_lulus: '2023',
  kategori: 'Melanjutkan Pendidikan',
  pendidikan_terakhir: 'SMA/Sederajat',
  pendidikan_instansi: 'UIN Sunan Kalijaga',
  pekerjaan: 'Tidak Bekerja',
  no_telp: '081298765432',
  alamat_sekarang: 'Yogyakarta',
};
const get = (a: A, what: 'data-diri' | 'tracing', id = a.alumni.id) => api.call('GET', `/api/alumni/${what}/${id}`, { token: a.token });
const put = (a: A, what: 'data-diri' | 'tracing', body: object, id = a.alumni.id) => api.call('PUT', `/api/alumni/${what}/${id}`, { token: a.token, body });

describe('alumni personal data', () => {
  it('answers the type, saves with the date as DD-MM-YYYY, and keeps email and no_kta', async () => {
    const a = await signedInAlumnus('Alumni Eksternal');
    await ctx.db.update(alumni).set({ no_kta: 'KTA-001', email: a.account.email }).where(eq(alumni.id, a.alumni.id));
    expect((await get(a, 'data-diri')).body.data).toMatchObject({ alumni_tipe: 'Alumni Eksternal', siswa_id: null, no_kta: 'KTA-001' });

    const saved = await put(a, 'data-diri', { ...personal, no_kta: 'KTA-palsu' });
    expect(saved.body.message).toBe(MSG.dataUpdated);
    const after = (await get(a, 'data-diri')).body.data;
    expect(after).toMatchObject({ nama: 'Ahmad Fauzi', tgl_lahir: '17-08-2005', tahun_lulus: '2023', email: a.account.email, no_kta: 'KTA-001' });
    const [stored] = await ctx.db.select({ tgl: alumni.tgl_lahir }).from(alumni).where(eq(alumni.id, a.alumni.id));
    expect(stored!.tgl).toBe('2005-08-17');
  });

  it('renames the account with the record: the privilege carries the saved name', async () => {
    const a = await signedInAlumnus();
    await put(a, 'data-diri', { ...personal, nama: 'Nama Baru Alumni' });
    const privilege = (await api.call('GET', '/api/privilege/access', { token: a.token })).body.data;
    expect(privilege.profile.name).toBe('Nama Baru Alumni');
    expect(privilege.profile_ex.nama).toBe('Nama Baru Alumni');
  });

  it('applies the spec’s rules and messages', async () => {
    const a = await signedInAlumnus('Alumni Eksternal');
    const res = await put(a, 'data-diri', { nama: '123', nik: '12ab', tgl_lahir: '2005-08-17', no_telp: '12345', kode_pos: '5528x', email: 'bukan-email' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { field: 'nama', message: MSG.nameLetters },
        { field: 'nik', message: MSG.nikDigits },
        { field: 'tgl_lahir', message: MSG.dateInvalid },
        { field: 'no_telp', message: MSG.phoneInvalid('12345') },
        { field: 'kode_pos', message: MSG.postalDigits },
        { field: 'email', message: MSG.emailInvalid('bukan-email') },
      ]),
    );
    const missing = await put(a, 'data-diri', {});
    expect(missing.body.data).toEqual(
      expect.arrayContaining([
        { field: 'nama', message: MSG.mustFill },
        { field: 'tgl_lahir', message: MSG.mustFill },
      ]),
    );
    expect((await put(a, 'data-diri', { ...personal, nik: '123' })).body.data).toEqual([{ field: 'nik', message: MSG.digitCount(16) }]);
  });

  it('stores a new photo without its metadata and refuses a PDF disguised as a photo', async () => {
    const a = await signedInAlumnus('Alumni Eksternal');
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#39c' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'x' } } })
      .toBuffer();
    expect((await put(a, 'data-diri', { ...personal, foto: b64(jpeg) })).status).toBe(200);
    const { foto, main_path } = (await get(a, 'data-diri')).body.data;
    const served = await ctx.app.inject({ method: 'GET', url: `${main_path}${foto}` });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.exif]).toEqual([640, undefined]);
    const pdf = b64(Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect((await put(a, 'data-diri', { ...personal, foto: pdf })).body.data).toEqual([{ field: 'foto', message: MSG.imageTypeJpgPng }]);
  });

  it('keeps no new photo or diploma when the save is refused, and the stored ones stay', async () => {
    const a = await signedInAlumnus();
    const jpeg = b64(
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#39c' } })
        .jpeg()
        .toBuffer(),
    );
    expect((await put(a, 'data-diri', { ...personal, foto: jpeg })).status).toBe(200);
    expect((await put(a, 'tracing', { ...tracing, file_ijazah: jpeg })).status).toBe(200);
    const before = [(await get(a, 'data-diri')).body.data.foto, (await get(a, 'tracing')).body.data.file_ijazah];
    const files = countFiles(ctx.filesDir);
    // Text PostgreSQL refuses (a NUL character) is found only by the write, after the file is stored.
    expect((await put(a, 'data-diri', { ...personal, foto: jpeg, alamat: 'a\u0000b' })).status).toBe(400);
    expect((await put(a, 'tracing', { ...tracing, file_ijazah: jpeg, alamat_sekarang: 'a\u0000b' })).status).toBe(400);
    expect(countFiles(ctx.filesDir)).toBe(files);
    const after = [(await get(a, 'data-diri')).body.data.foto, (await get(a, 'tracing')).body.data.file_ijazah];
    expect(after.map((f: string) => f.split('?')[0])).toEqual(before.map((f: string) => f.split('?')[0]));
  });

  it('is read-only without the update action', async () => {
    const a = await signedInAlumnus('Alumni Eksternal');
    const where = and(eq(roleAccess.role_id, await roleId(ctx.db, ROLE.alumni)), eq(roleAccess.path, PAGE.alumni));
    const [before] = await ctx.db.select().from(roleAccess).where(where);
    try {
      await ctx.db
        .update(roleAccess)
        .set({ actions: before!.actions.filter((x) => x !== 'update') })
        .where(where);
      expect((await put(a, 'data-diri', personal)).status).toBe(403);
      expect((await get(a, 'data-diri')).status).toBe(200);
      expect((await put(a, 'tracing', tracing)).status).toBe(200);
    } finally {
      await ctx.db.update(roleAccess).set({ actions: before!.actions }).where(where);
    }
  });
});

describe('alumni tracing', () => {
  it('starts empty with the years of the record, then saves and updates in place', async () => {
    const a = await signedInAlumnus();
    await ctx.db.update(alumni).set({ tahun_masuk: 2019, tahun_lulus: 2022 }).where(eq(alumni.id, a.alumni.id));
    expect((await get(a, 'tracing')).body.data).toMatchObject({ tahun_masuk: '2019', tahun_lulus: '2022', kategori: null, file_ijazah: null });

    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#eee' } })
      .webp()
      .toBuffer();
    expect((await put(a, 'tracing', { ...tracing, file_ijazah: b64(webp) })).body.message).toBe(MSG.dataUpdated);
    const first = (await get(a, 'tracing')).body.data;
    expect(first).toMatchObject({ ...tracing, file_ijazah: expect.stringMatching(/\.jpg\?exp=/) });

    await put(a, 'tracing', { ...tracing, kategori: 'Bekerja', pekerjaan: 'Karyawan Swasta', pekerjaan_instansi: 'PT Maju' });
    const second = (await get(a, 'tracing')).body.data;
    expect(second).toMatchObject({ kategori: 'Bekerja', pekerjaan_instansi: 'PT Maju' });
    expect(second.file_ijazah.split('?')[0]).toBe(first.file_ijazah.split('?')[0]);
    expect((await get(a, 'data-diri')).body.data.tahun_lulus).toBe('2023');
  });

  it('applies the spec’s rules and the diploma file kinds', async () => {
    const a = await signedInAlumnus();
    const res = await put(a, 'tracing', { no_telp: '081234567890123' });
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { field: 'tahun_masuk', message: MSG.required },
        { field: 'tahun_lulus', message: MSG.required },
        { field: 'kategori', message: MSG.required },
        { field: 'pendidikan_terakhir', message: MSG.required },
        { field: 'pekerjaan', message: MSG.required },
        { field: 'no_telp', message: MSG.phoneTooLong },
      ]),
    );
    expect((await put(a, 'tracing', { ...tracing, no_telp: '' })).body.data).toEqual([{ field: 'no_telp', message: MSG.required }]);
    expect((await put(a, 'tracing', { ...tracing, tahun_lulus: '23' })).body.data).toEqual([{ field: 'tahun_lulus', message: MSG.yearInvalid }]);
    const gif = b64(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'));
    expect((await put(a, 'tracing', { ...tracing, file_ijazah: gif })).body.data).toEqual([{ field: 'file_ijazah', message: MSG.fileTypeIjazah }]);
  });
});

describe('alumni scope', () => {
  it('refuses another alumnus’s records and leaves them unchanged', async () => {
    const a = await signedInAlumnus();
    const other = await signedInAlumnus('Alumni Eksternal');
    expect((await get(a, 'data-diri', other.alumni.id)).status).toBe(403);
    expect((await get(a, 'tracing', other.alumni.id)).status).toBe(403);
    expect((await put(a, 'data-diri', personal, other.alumni.id)).status).toBe(403);
    expect((await put(a, 'tracing', tracing, other.alumni.id)).status).toBe(403);
    expect((await get(other, 'data-diri')).body.data.nama).toBe(other.alumni.nama);
  });

  it('refuses students on the alumni calls', async () => {
    const s = await signedInStudent(ctx, period);
    const a = await signedInAlumnus();
    const res = await api.call('GET', `/api/alumni/data-diri/${a.alumni.id}`, { token: s.token });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeFalsy();
  });

  it('opens an internal alumnus’s own student record through the alumni page, and nobody else’s', async () => {
    const a = await signedInAlumnus();
    const other = await signedInStudent(ctx, period);
    expect((await api.call('GET', `/api/siswa/data-diri/${a.siswaId}`, { token: a.token })).status).toBe(200);
    expect((await api.call('POST', `/api/siswa/beasiswa/table/${a.siswaId}`, { token: a.token, body: {} })).status).toBe(200);
    expect((await api.call('GET', `/api/siswa/aktivitas-belajar/${a.siswaId}`, { token: a.token })).body.data.rombel_nama).toBe(period.rombel.nama);
    expect((await api.call('GET', `/api/siswa/data-diri/${other.siswa.id}`, { token: a.token })).status).toBe(403);
    expect((await api.call('GET', `/api/siswa/data-orang-tua/${other.siswa.id}`, { token: a.token })).status).toBe(403);
    // The record is for reading and keeping, not for daily school life.
    const clockIn = await api.call('GET', `/api/presensi/siswa/temporary/${a.siswaId}/2026-11-21`, { token: a.token });
    expect(clockIn.status).toBe(403);

    const external = await signedInAlumnus('Alumni Eksternal');
    expect((await api.call('GET', `/api/siswa/data-diri/${a.siswaId}`, { token: external.token })).status).toBe(403);
  });
});
