import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { orangTua } from '../../db/schema/index.js';
import { ensureRegions } from '../../db/seed/regions.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, PASSWORD } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  await ensureRegions(ctx.db);
  period = await createPeriod(ctx.db);
}, 60_000);

const student = () => signedInStudent(ctx, period);

const address = { domisili: 'Dalam Negeri', alamat: 'Jl. Kaliurang Km 5', kode_pos: '55281', kecamatan_id: '34.04.07', kelurahan_id: '34.04.07.2001' };
const ayah = { tipe: 'Ayah', nama: 'Slamet Riyadi', status_hidup: 'Masih Hidup', nik: '3404010101700001', pekerjaan: 'Petani', ...address };
const ibu = { tipe: 'Ibu', nama: 'Sri Wahyuni', status_hidup: 'Masih Hidup', nik: '3404014101750002', ...address };
const wali = {
  tipe: 'Wali',
  nama: 'Bambang Sutejo',
  status_hidup: 'Masih Hidup',
  nik: '3404010101650003',
  email: 'bambang@contoh.id',
  tgl_lahir: '1965-01-01',
};

const create = (s: { siswa: { id: number }; token: string }, body: object) =>
  api.call('POST', `/api/siswa/data-orang-tua/${s.siswa.id}`, { token: s.token, body });
const list = async (s: { siswa: { id: number }; token: string }) =>
  (await api.call('GET', `/api/siswa/data-orang-tua/${s.siswa.id}`, { token: s.token })).body.data as Record<string, unknown>[];

describe('parents and guardian', () => {
  it('creates father, mother and guardian with the spec messages, and lists them with region names', async () => {
    const s = await student();
    expect((await create(s, ayah)).body.message).toBe(MSG.dataAyahSaved);
    expect((await create(s, ibu)).body.message).toBe(MSG.dataIbuSaved);
    expect((await create(s, wali)).body.message).toBe(MSG.dataWaliSaved);
    const rows = await list(s);
    expect(rows.map((r) => r.tipe)).toEqual(['Ayah', 'Ibu', 'Wali']);
    expect(rows[0]).toMatchObject({
      nama: 'Slamet Riyadi',
      email: null,
      provinsi_id: '34',
      kabkot_nama: 'Kabupaten Sleman',
      kecamatan_nama: 'Depok',
      kelurahan_nama: 'Caturtunggal',
    });
    expect(rows[2]).toMatchObject({ email: 'bambang@contoh.id', tgl_lahir: '1965-01-01' });
  });

  it('updates a record with the spec message, keeping its type', async () => {
    const s = await student();
    const { id } = (await create(s, ayah)).body.data;
    const res = await api.call('PUT', `/api/siswa/data-orang-tua/${id}`, { token: s.token, body: { ...ayah, nama: 'Slamet Raharjo' } });
    expect(res.body.message).toBe(MSG.dataAyahUpdated);
    expect((await list(s))[0]!.nama).toBe('Slamet Raharjo');
    const asIbu = await api.call('PUT', `/api/siswa/data-orang-tua/${id}`, { token: s.token, body: { ...ibu } });
    expect(asIbu.body.data).toEqual([{ field: 'tipe', message: MSG.parentTypeMismatch }]);
  });

  it.each([
    [
      'father without name, status or NIK',
      { tipe: 'Ayah' },
      [
        ['nama', MSG.required],
        ['status_hidup', MSG.chooseOne],
        ['nik', MSG.required],
      ],
    ],
    ['mother with a short NIK', { ...ibu, nik: '12345' }, [['nik', MSG.digitCount(16)]]],
    [
      'guardian without e-mail and birth date',
      { ...wali, email: '', tgl_lahir: '' },
      [
        ['email', MSG.required],
        ['tgl_lahir', MSG.required],
      ],
    ],
    ['guardian with a bad e-mail', { ...wali, email: 'wali@' }, [['email', MSG.emailInvalid('wali@')]]],
    ['father with letters in the NIK', { ...ayah, nik: '34040101017000AB' }, [['nik', MSG.nikDigits]]],
    ['a phone number that is not one', { ...ayah, no_telp: '999' }, [['no_telp', MSG.phoneInvalid('999')]]],
    ['a village outside the kecamatan', { ...ayah, kelurahan_id: '34.04.01.2001' }, [['kelurahan_id', MSG.regionMismatch]]],
  ])('refuses %s with the field messages', async (_, body, expected) => {
    const s = await student();
    const res = await create(s, body);
    expect(res.status).toBe(400);
    for (const [field, message] of expected) expect(res.body.data).toContainEqual({ field, message });
    expect(await list(s)).toEqual([]);
  });

  it('saves in sequence: a failing mother leaves the father saved and no half-written mother', async () => {
    const s = await student();
    expect((await create(s, ayah)).status).toBe(200);
    expect((await create(s, { ...ibu, nik: '' })).status).toBe(400);
    expect((await list(s)).map((r) => r.tipe)).toEqual(['Ayah']);
  });

  it('keeps one record per person when a create is repeated', async () => {
    const s = await student();
    await create(s, ayah);
    await create(s, { ...ayah, nama: 'Slamet Kedua' });
    const rows = await ctx.db.select().from(orangTua).where(eq(orangTua.siswa_id, s.siswa.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.nama).toBe('Slamet Kedua');
  });

  it('clears region and postal code for an address abroad', async () => {
    const s = await student();
    await create(s, { ...ayah, domisili: 'Luar Negeri' });
    expect((await list(s))[0]).toMatchObject({
      domisili: 'Luar Negeri',
      provinsi_id: null,
      kecamatan_id: null,
      kelurahan_id: null,
      kode_pos: null,
      alamat: address.alamat,
    });
  });

  it('lets the guardian account fill the ward’s parents, and refuses other students’ records', async () => {
    const s = await student();
    const other = await student();
    const waliAccount = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
    const waliToken = await api.token(waliAccount.email, PASSWORD);
    expect((await create({ siswa: s.siswa, token: waliToken }, ibu)).status).toBe(200);

    const { id } = (await create(other, ayah)).body.data;
    expect((await api.call('GET', `/api/siswa/data-orang-tua/${other.siswa.id}`, { token: s.token })).status).toBe(403);
    expect((await create({ siswa: other.siswa, token: s.token }, ibu)).status).toBe(403);
    const put = await api.call('PUT', `/api/siswa/data-orang-tua/${id}`, { token: s.token, body: { ...ayah, nama: 'Penyusup' } });
    expect(put.status).toBe(404);
    expect((await list(other))[0]!.nama).toBe(ayah.nama);
  });
});
