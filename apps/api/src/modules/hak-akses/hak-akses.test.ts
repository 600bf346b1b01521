import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_PAGES, PAGE, ROLE, STAF_PAGE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { HakAkses, HakAksesPeran } from '@madrasah/contract/schemas/staf-hak-akses';
import { activityLog, roleAccess } from '../../db/schema/index.js';
import { ensureReferenceData, roleId } from '../../db/seed/reference.js';
import { openDemoApp } from '../../../test/access-matrix/demo-app.js';

const demo = await openDemoApp();
afterAll(() => demo.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) {
  const res = await demo.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body as object | undefined });
  return { status: res.statusCode, body: res.json() as { status: boolean; message: string; data: any } };
}
const operator = demo.stafTokens.operator;
const list = async (token = operator) => (await call('GET', '/api/staf/hak-akses', token)).body.data as HakAkses;
const roleOf = async (nama: string) => (await list()).list.find((r) => r.nama === nama)!;
const save = (id: number, akses: HakAksesPeran['akses'], token = operator) => call('PUT', `/api/staf/hak-akses/${id}`, token, { akses });
const entriesOf = async (id: number) =>
  demo.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'role_access'), eq(activityLog.entity_id, id)))
    .orderBy(desc(activityLog.id));
const stored = async (role: string, path: string) =>
  (
    await demo.db
      .select({ status: roleAccess.status, actions: roleAccess.actions })
      .from(roleAccess)
      .where(and(eq(roleAccess.role_id, await roleId(demo.db, role)), eq(roleAccess.path, path)))
  )[0];

describe('reading the access maps', () => {
  it('lists every role of both sides with an entry for every page, and names the pages as the menu does', async () => {
    const data = await list();
    expect(data.list.map((r) => r.nama)).toEqual([...Object.values(STAFF_ROLE), ...Object.values(ROLE)]);
    expect(data.list.find((r) => r.nama === ROLE.wali)!.sisi).toBe('portal');
    for (const role of data.list) expect(Object.keys(role.akses).sort()).toEqual([...ACCESS_PAGES].sort());
    const kepala = data.list.find((r) => r.nama === STAFF_ROLE.kepala)!;
    expect(kepala.akses[STAF_PAGE.audit]).toEqual({ status: true, action: { view: true, detail: true } });
    expect(kepala.akses[PAGE.dashboard]).toEqual({ status: false, action: {} });
    expect(data.halaman.find((p) => p.path === STAF_PAGE.audit)).toEqual({ path: STAF_PAGE.audit, nama: 'Log Audit', induk: null, sisi: 'staf' });
    expect(data.halaman.find((p) => p.path === PAGE.presensiSiswa)).toEqual({ path: PAGE.presensiSiswa, nama: 'Siswa', induk: 'Presensi', sisi: 'portal' });
    expect(data.halaman.find((p) => p.path === STAF_PAGE.akademik)?.induk).toBe('Pengaturan Sekolah');
  });

  it('is read by the head, who may not change it, and by no other role', async () => {
    expect((await call('GET', '/api/staf/hak-akses', demo.stafTokens.kepala)).status).toBe(200);
    const kepala = await roleOf(STAFF_ROLE.kepala);
    expect((await save(kepala.id, {}, demo.stafTokens.kepala)).status).toBe(403);
    expect((await call('GET', '/api/staf/hak-akses', demo.stafTokens.waliKelas)).status).toBe(403);
    expect((await call('GET', '/api/staf/hak-akses', demo.tokens.siswa)).status).toBe(403);
  });
});

describe('changing a role’s map', () => {
  it('takes effect on the staff side at the next request, audited with the page before and after', async () => {
    const kepala = await roleOf(STAFF_ROLE.kepala);
    const table = () => call('POST', '/api/staf/audit/table', demo.stafTokens.kepala, {});
    expect((await table()).status).toBe(200);

    const closed = await save(kepala.id, { [STAF_PAGE.audit]: { status: false, action: { view: true, detail: true } } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.message).toBe(MSG.hakAksesSaved);
    // A closed page keeps no actions, as the command's revoke leaves it.
    expect(closed.body.data.akses[STAF_PAGE.audit]).toEqual({ status: false, action: {} });
    expect(await stored(STAFF_ROLE.kepala, STAF_PAGE.audit)).toEqual({ status: false, actions: [] });
    expect((await table()).status).toBe(403);

    const [entry] = await entriesOf(kepala.id);
    expect(entry).toMatchObject({
      action: 'update',
      user_id: expect.any(Number),
      detail: {
        peran: STAFF_ROLE.kepala,
        before: { [STAF_PAGE.audit]: { status: true, actions: ['view', 'detail'] } },
        after: { [STAF_PAGE.audit]: { status: false, actions: [] } },
      },
    });

    expect((await save(kepala.id, { [STAF_PAGE.audit]: { status: true, action: { detail: true, view: true } } })).status).toBe(200);
    expect((await table()).status).toBe(200);
  });

  it('takes effect on the portal at the next request', async () => {
    const siswa = await roleOf(ROLE.siswa);
    const rules = () => call('POST', '/api/tatibsi/pelanggaran/table', demo.tokens.siswa, {});
    expect((await rules()).status).toBe(200);
    expect((await save(siswa.id, { [PAGE.tataTertib]: { status: true, action: { detail: true } } })).status).toBe(200);
    expect((await rules()).status).toBe(403);
    expect((await save(siswa.id, { [PAGE.tataTertib]: { status: true, action: { view: true } } })).status).toBe(200);
    expect((await rules()).status).toBe(200);
  });

  it('accepts what the read answered unchanged, and logs nothing for a save that changes nothing', async () => {
    const bendahara = await roleOf(STAFF_ROLE.bendahara);
    const before = (await entriesOf(bendahara.id)).length;
    const res = await call('PUT', `/api/staf/hak-akses/${bendahara.id}`, operator, bendahara);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(bendahara);
    expect(await entriesOf(bendahara.id)).toHaveLength(before);
  });

  it('is the school’s own: the defaults applied at start keep it', async () => {
    const guru = await roleOf(STAFF_ROLE.guru);
    expect((await save(guru.id, { [STAF_PAGE.siswa]: { status: true, action: { view: true } } })).status).toBe(200);
    await ensureReferenceData(demo.db, demo.app.config);
    expect(await stored(STAFF_ROLE.guru, STAF_PAGE.siswa)).toEqual({ status: true, actions: ['view'] });
  });
});

describe('the guard rails', () => {
  it('keeps the operator able to open and change this page', async () => {
    const op = await roleOf(STAFF_ROLE.operator);
    const count = (await entriesOf(op.id)).length;
    for (const entry of [
      { status: false, action: { view: true, update: true } },
      { status: true, action: { view: true } },
      { status: true, action: { update: true } },
    ]) {
      const res = await save(op.id, { [STAF_PAGE.hakAkses]: entry, [STAF_PAGE.audit]: { status: false, action: {} } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.hakAksesLockout);
    }
    // Refused whole: the other page named in the same save is untouched, and nothing is logged.
    expect(await stored(STAFF_ROLE.operator, STAF_PAGE.hakAkses)).toEqual({ status: true, actions: ['view', 'update'] });
    expect(await stored(STAFF_ROLE.operator, STAF_PAGE.audit)).toEqual({ status: true, actions: ['view', 'detail'] });
    expect(await entriesOf(op.id)).toHaveLength(count);
    // Other flags on the page, and closing another role's, are allowed.
    expect((await save(op.id, { [STAF_PAGE.hakAkses]: { status: true, action: { view: true, update: true, detail: true } } })).status).toBe(200);
    expect((await save(op.id, { [STAF_PAGE.hakAkses]: { status: true, action: { view: true, update: true } } })).status).toBe(200);
  });

  it('opens a page only to the roles of its own side', async () => {
    const kepala = await roleOf(STAFF_ROLE.kepala);
    const toStaff = await save(kepala.id, { [PAGE.pembayaranSiswa]: { status: true, action: { view: true } } });
    expect(toStaff.status).toBe(400);
    expect(toStaff.body.message).toBe(MSG.hakAksesOtherSide('Pembayaran Siswa', 'staf'));
    const wali = await roleOf(ROLE.wali);
    const toPortal = await save(wali.id, { [STAF_PAGE.audit]: { status: true, action: { view: true } } });
    expect(toPortal.status).toBe(400);
    expect(toPortal.body.message).toBe(MSG.hakAksesOtherSide('Log Audit', 'portal'));
    // Closing one stays allowed: it is how every such entry is stored.
    expect((await save(wali.id, { [STAF_PAGE.audit]: { status: false, action: {} } })).status).toBe(200);
  });

  it('refuses an unknown page, action or role', async () => {
    const kepala = await roleOf(STAFF_ROLE.kepala);
    expect((await save(kepala.id, { '/admin': { status: true, action: {} } } as never)).status).toBe(400);
    expect((await save(kepala.id, { [STAF_PAGE.audit]: { status: true, action: { hapus: true } } } as never)).status).toBe(400);
    const missing = await save(2_000_000, {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.roleNotFound);
  });
});
