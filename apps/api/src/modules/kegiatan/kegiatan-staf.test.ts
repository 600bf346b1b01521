import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, ekstrakurikulerSiswa, gtk, mediaInformasi } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createSiswa } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { webSelfie } from '../../../test/images.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);
let kesiswaan: string;
let kepala: string;
let guru: string;
let period: Awaited<ReturnType<typeof createPeriod>>;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let coachId: number;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  student = await signedInStudent(ctx, period);
  kesiswaan = (await signedInStaff(ctx, [STAFF_ROLE.kesiswaan])).token;
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  guru = (await signedInStaff(ctx, [STAFF_ROLE.guru])).token;
  const [coach] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Budi Santoso', gelar_belakang: 'S.Pd.', is_active: true }).returning();
  coachId = coach!.id;
});

const as = (token: string) => ({
  post: (url: string, body: unknown) => api.call('POST', url, { token, body }),
  put: (url: string, body: unknown) => api.call('PUT', url, { token, body }),
  del: (url: string) => api.call('DELETE', url, { token }),
  get: (url: string) => api.call('GET', url, { token }),
});
const staf = () => as(kesiswaan);
const EK = '/api/staf/kegiatan/ekstrakurikuler';
const PR = '/api/staf/kegiatan/pramuka';
const MD = '/api/staf/kegiatan/media';

async function lastActivity(entity: string) {
  const [row] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, entity)).orderBy(desc(activityLog.id)).limit(1);
  return row;
}

async function isStored(key: string) {
  const file = await ctx.app.files.storage.open(key);
  file?.stream.destroy();
  return file !== null;
}

async function newGroup(nama = 'Futsal') {
  const res = await staf().post(EK, { nama, pembina_gtk_id: coachId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

describe('extracurricular groups', () => {
  it('adds, lists with the coach, renames, and audits each write', async () => {
    const id = await newGroup('Paskibra');
    expect(await lastActivity('ekstrakurikuler')).toMatchObject({ action: 'create', entity_id: id, detail: { before: null, after: { nama: 'Paskibra' } } });
    const list = (await staf().post(`${EK}/table`, { search: 'paskibra' })).body.data;
    expect(list.list).toEqual([expect.objectContaining({ id, nama: 'Paskibra', pembina: 'Budi Santoso, S.Pd.', anggota: 0, dipakai: false })]);
    const res = await staf().put(`${EK}/${id}`, { nama: 'Paskibraka', pembina_gtk_id: null });
    expect(res.status).toBe(200);
    expect(await lastActivity('ekstrakurikuler')).toMatchObject({
      action: 'update',
      detail: { before: { nama: 'Paskibra' }, after: { nama: 'Paskibraka', pembina_gtk_id: null } },
    });
  });

  it('refuses a blank name, an unknown coach and a missing group', async () => {
    expect(await staf().post(EK, { nama: ' ', pembina_gtk_id: null })).toMatchObject({
      status: 400,
      body: { data: [{ field: 'nama', message: MSG.mustFill }] },
    });
    expect(await staf().post(EK, { nama: 'Hadrah', pembina_gtk_id: 2_000_000_000 })).toMatchObject({
      status: 400,
      body: { data: [{ field: 'pembina_gtk_id', message: MSG.optionInvalid }] },
    });
    expect((await staf().put(`${EK}/2000000000`, { nama: 'X', pembina_gtk_id: null })).status).toBe(404);
  });

  it('lets the head read but not write, and a teacher not even read', async () => {
    expect((await as(kepala).post(`${EK}/table`, {})).status).toBe(200);
    expect((await as(kepala).post(EK, { nama: 'Kepala', pembina_gtk_id: null })).status).toBe(403);
    expect((await as(guru).post(`${EK}/table`, {})).status).toBe(403);
    expect((await as(student.token).post(`${EK}/table`, {})).status).toBe(403);
  });

  it('deletes an unused group, and refuses one with members in Indonesian', async () => {
    const unused = await newGroup('Kaligrafi');
    expect((await staf().del(`${EK}/${unused}`)).status).toBe(200);
    expect(await lastActivity('ekstrakurikuler')).toMatchObject({ action: 'delete', entity_id: unused });
    const used = await newGroup('Hadrah');
    expect((await staf().post(`${EK}/${used}/anggota`, { siswa_ids: [student.siswa.id] })).status).toBe(200);
    expect(await staf().del(`${EK}/${used}`)).toMatchObject({ status: 409, body: { message: MSG.ekskulDipakai } });
    expect((await staf().post(`${EK}/table`, { search: 'hadrah' })).body.data.list[0]).toMatchObject({ anggota: 1, dipakai: true });
  });
});

describe('members and scores', () => {
  it('adds several students of a class group at once, counts those already in, and the portal shows the score', async () => {
    const id = await newGroup('Pramuka Inti');
    const other = await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id });
    const add = await staf().post(`${EK}/${id}/anggota`, { siswa_ids: [student.siswa.id, other.id] });
    expect(add).toMatchObject({ status: 200, body: { data: { ditambah: 2, sudah: 0 }, message: MSG.ekskulAnggotaSaved(2, 0) } });
    const again = await staf().post(`${EK}/${id}/anggota`, { siswa_ids: [student.siswa.id] });
    expect(again.body.data).toEqual({ ditambah: 0, sudah: 1 });

    const members = (await staf().post(`${EK}/anggota/table`, { filtering: { ekstrakurikuler_id: id } })).body.data;
    expect(members.info.total).toBe(2);
    const mine = members.list.find((m: { siswa_id: number }) => m.siswa_id === student.siswa.id);
    expect(mine).toMatchObject({ rombel_nama: period.rombel.nama, nilai_semester_ganjil: null });

    const save = await staf().put(`${EK}/${id}/nilai`, { nilai: [{ id: mine.id, nilai_semester_ganjil: '88,5', nilai_semester_genap: null }] });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    expect(await lastActivity('ekstrakurikuler_siswa')).toMatchObject({
      action: 'update',
      entity_id: mine.id,
      detail: { before: { nilai_semester_ganjil: null }, after: { nilai_semester_ganjil: 88.5 } },
    });

    const portal = await api.call('POST', '/api/kaldik-kegiatan/ekstrakurikuler/siswa/table', { token: student.token, body: {} });
    expect(portal.body.data.list).toContainEqual(
      expect.objectContaining({ ekstrakurikuler_nama: 'Pramuka Inti', nilai_semester_ganjil: 88.5, rombel_nama: period.rombel.nama }),
    );
  });

  it('refuses a score out of range, and a membership of another group, writing nothing', async () => {
    const a = await newGroup('Tari');
    const b = await newGroup('Musik');
    await staf().post(`${EK}/${a}/anggota`, { siswa_ids: [student.siswa.id] });
    const [row] = await ctx.db
      .select()
      .from(ekstrakurikulerSiswa)
      .where(and(eq(ekstrakurikulerSiswa.ekstrakurikuler_id, a)));
    const high = await staf().put(`${EK}/${a}/nilai`, { nilai: [{ id: row!.id, nilai_semester_ganjil: 101, nilai_semester_genap: null }] });
    expect(high).toMatchObject({ status: 400, body: { data: [{ field: 'nilai.0.nilai_semester_ganjil', message: MSG.nilaiRange }] } });
    const low = await staf().put(`${EK}/${a}/nilai`, { nilai: [{ id: row!.id, nilai_semester_ganjil: null, nilai_semester_genap: '-1' }] });
    expect(low.status).toBe(400);
    const stranger = await staf().put(`${EK}/${b}/nilai`, { nilai: [{ id: row!.id, nilai_semester_ganjil: 70, nilai_semester_genap: null }] });
    expect(stranger).toMatchObject({ status: 400, body: { data: [{ field: 'nilai.0.id', message: MSG.ekskulAnggotaBukanKelompok }] } });
    const [after] = await ctx.db.select().from(ekstrakurikulerSiswa).where(eq(ekstrakurikulerSiswa.id, row!.id));
    expect(after).toMatchObject({ nilai_semester_ganjil: null, nilai_semester_genap: null });
  });

  it('refuses a student not placed in the active year, and an empty list', async () => {
    const id = await newGroup('Robotik');
    const outside = await createSiswa(ctx.db);
    expect(await staf().post(`${EK}/${id}/anggota`, { siswa_ids: [student.siswa.id, outside.id] })).toMatchObject({
      status: 400,
      body: { data: [{ field: 'siswa_ids.1', message: MSG.ekskulSiswaBukanTahunIni }] },
    });
    expect((await staf().post(`${EK}/anggota/table`, { filtering: { ekstrakurikuler_id: id } })).body.data.info.total).toBe(0);
    expect(await staf().post(`${EK}/${id}/anggota`, { siswa_ids: [] })).toMatchObject({
      status: 400,
      body: { data: [{ field: 'siswa_ids', message: MSG.ekskulPilihSiswa }] },
    });
  });

  it('removes a member, audited', async () => {
    const id = await newGroup('Voli');
    await staf().post(`${EK}/${id}/anggota`, { siswa_ids: [student.siswa.id] });
    const [row] = await ctx.db.select().from(ekstrakurikulerSiswa).where(eq(ekstrakurikulerSiswa.ekstrakurikuler_id, id));
    expect((await as(kepala).del(`${EK}/anggota/${row!.id}`)).status).toBe(403);
    expect((await staf().del(`${EK}/anggota/${row!.id}`)).status).toBe(200);
    expect(await lastActivity('ekstrakurikuler_siswa')).toMatchObject({ action: 'delete', entity_id: row!.id });
    expect((await staf().del(`${EK}/${id}`)).status).toBe(200);
  });
});

describe('scouting records', () => {
  const record = (extra: Record<string, unknown> = {}) => ({
    siswa_id: student.siswa.id,
    uraian_kecakapan: 'Mampu mendirikan tenda',
    jenis_penegak: 'Bantara',
    tgl_lulus: '2026-09-12',
    pembina_gtk_id: coachId,
    ...extra,
  });

  it('records a skill the portal shows, changes and deletes it, audited', async () => {
    const res = await staf().post(PR, record());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    expect(await lastActivity('pramuka_kecakapan')).toMatchObject({ action: 'create', entity_id: id });
    const portal = async () => (await api.call('POST', '/api/kaldik-kegiatan/pramuka/siswa/table', { token: student.token, body: {} })).body.data.list;
    expect(await portal()).toContainEqual(expect.objectContaining({ id, uraian_kecakapan: 'Mampu mendirikan tenda', pembina: 'Budi Santoso, S.Pd.' }));
    const list = (await staf().post(`${PR}/table`, { filtering: { rombel_id: period.rombel.id } })).body.data.list;
    expect(list).toContainEqual(expect.objectContaining({ id, nama: student.siswa.nama, rombel_nama: period.rombel.nama }));

    expect((await staf().put(`${PR}/${id}`, record({ jenis_penegak: 'Laksana' }))).status).toBe(200);
    expect(await lastActivity('pramuka_kecakapan')).toMatchObject({
      action: 'update',
      detail: { before: { jenis_penegak: 'Bantara' }, after: { jenis_penegak: 'Laksana' } },
    });
    expect((await staf().del(`${PR}/${id}`)).status).toBe(200);
    expect((await portal()).map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('refuses bad input, a student outside the year and the wrong role', async () => {
    expect(await staf().post(PR, record({ jenis_penegak: 'Pandega' }))).toMatchObject({
      status: 400,
      body: { data: [{ field: 'jenis_penegak', message: MSG.optionInvalid }] },
    });
    expect((await staf().post(PR, record({ tgl_lulus: '2026-02-30' }))).status).toBe(400);
    expect((await staf().post(PR, record({ uraian_kecakapan: '' }))).status).toBe(400);
    const outside = await createSiswa(ctx.db);
    expect(await staf().post(PR, record({ siswa_id: outside.id }))).toMatchObject({
      status: 400,
      body: { data: [{ field: 'siswa_id', message: MSG.ekskulSiswaBukanTahunIni }] },
    });
    expect((await as(kepala).post(PR, record())).status).toBe(403);
    expect((await as(guru).post(`${PR}/table`, {})).status).toBe(403);
  });
});

describe('media galleries', () => {
  const portalNames = async (tipe: string) =>
    (
      await api.call('POST', '/api/bk/media-informasi/table', {
        token: student.token,
        body: { filtering: { tipe }, pagination: { current: 1, pageSize: 1000 } },
      })
    ).body.data.list.map((r: { nama: string }) => r.nama);

  it('adds a photo unpublished, publishes it to the portal, unpublishes it, and deletes it with its file', async () => {
    const res = await staf().post(MD, { nama: 'Jalur SNBP 2027', tipe: 'PTN', link: 'https://snbp.example.id', foto: await webSelfie(3) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    expect(await portalNames('PTN')).not.toContain('Jalur SNBP 2027');
    const row = (await staf().post(`${MD}/table`, { filtering: { status: 'Draf' } })).body.data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ is_published: false, tipe: 'PTN', main_path: '/api/files/' });
    expect(row.file).toMatch(/^media\/.+\.jpg\?exp=/);

    expect(await staf().put(`${MD}/${id}/terbit`, { terbit: true })).toMatchObject({ status: 200, body: { message: MSG.mediaTerbit } });
    expect(await portalNames('PTN')).toContain('Jalur SNBP 2027');
    expect(await lastActivity('media_informasi')).toMatchObject({
      action: 'status',
      detail: { before: { is_published: false }, after: { is_published: true } },
    });
    expect((await staf().put(`${MD}/${id}/terbit`, { terbit: false })).status).toBe(200);
    expect(await portalNames('PTN')).not.toContain('Jalur SNBP 2027');

    const [stored] = await ctx.db.select({ file: mediaInformasi.file }).from(mediaInformasi).where(eq(mediaInformasi.id, id));
    expect(await isStored(stored!.file!)).toBe(true);
    expect((await staf().del(`${MD}/${id}`)).status).toBe(200);
    expect(await isStored(stored!.file!)).toBe(false);
  });

  it('keeps items stored before publishing existed published', async () => {
    await ctx.db.insert(mediaInformasi).values({ nama: 'Leaflet Lama', tipe: 'Leater' });
    expect(await portalNames('Leater')).toContain('Leaflet Lama');
  });

  it('refuses what is not an image, a bad link, a wrong type and the wrong role, storing nothing', async () => {
    const before = (await ctx.db.select({ id: mediaInformasi.id }).from(mediaInformasi)).length;
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString('base64');
    expect(await staf().post(MD, { nama: 'Bukan gambar', tipe: 'Leater', link: null, foto: pdf })).toMatchObject({
      status: 400,
      body: { data: [{ field: 'foto', message: MSG.imageTypeJpgPng }] },
    });
    expect(await staf().post(MD, { nama: 'Link', tipe: 'PTN', link: 'javascript:alert(1)', foto: await webSelfie() })).toMatchObject({
      status: 400,
      body: { data: [{ field: 'link', message: MSG.mediaLinkHttp }] },
    });
    expect((await staf().post(MD, { nama: 'Tipe', tipe: 'Poster', link: null, foto: await webSelfie() })).status).toBe(400);
    expect((await as(kepala).post(MD, { nama: 'Kepala', tipe: 'PTN', link: null, foto: await webSelfie() })).status).toBe(403);
    expect((await as(kepala).put(`${MD}/1/terbit`, { terbit: false })).status).toBe(403);
    expect((await ctx.db.select({ id: mediaInformasi.id }).from(mediaInformasi)).length).toBe(before);
  });

  it('changes an item’s name, type and link', async () => {
    const id = (await staf().post(MD, { nama: 'Kedinasan A', tipe: 'Kedinasan', link: null, foto: await webSelfie(5) })).body.data.id;
    expect((await staf().put(`${MD}/${id}`, { nama: 'Kedinasan B', tipe: 'PTN', link: 'https://sscasn.bkn.go.id' })).status).toBe(200);
    const [row] = await ctx.db.select().from(mediaInformasi).where(eq(mediaInformasi.id, id));
    expect(row).toMatchObject({ nama: 'Kedinasan B', tipe: 'PTN', link: 'https://sscasn.bkn.go.id', is_published: false });
    expect((await staf().put(`${MD}/2000000000`, { nama: 'X', tipe: 'PTN', link: null })).status).toBe(404);
  });
});

describe('the pickers', () => {
  it('offers active GTK as coaches', async () => {
    const res = await staf().get('/api/staf/kegiatan/pilihan');
    expect(res.body.data.gtk).toContainEqual({ id: coachId, nama: 'Budi Santoso, S.Pd.' });
  });
});
