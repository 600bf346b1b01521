import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { ensureReferenceData } from '../seed/reference.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { roleAccessMap, setRoleAccess } from './role-access.js';

const ctx = useTestApp();
const api = client(ctx);
let token: string;
beforeAll(async () => {
  token = (await signedInStudent(ctx, await createPeriod(ctx.db))).token;
});

const rulesEntry = async () => (await roleAccessMap(ctx.db, ROLE.siswa)).find((e) => e.path === PAGE.tataTertib);

describe('changing a role access map', () => {
  it('grants a page exactly the actions given, which the server then honours', async () => {
    expect((await api.call('POST', '/api/tatibsi/penghargaan', { token, body: {} })).status).toBe(403);
    const entry = await setRoleAccess(ctx.db, ROLE.siswa, PAGE.tataTertib, ['view', 'create', 'create']);
    expect(entry).toEqual({ path: PAGE.tataTertib, status: true, actions: ['view', 'create'] });
    // Past the access guard: the empty form is answered with its field errors.
    expect((await api.call('POST', '/api/tatibsi/penghargaan', { token, body: {} })).status).toBe(400);
    const access = (await api.call('GET', '/api/privilege/access', { token })).body.data.access;
    expect(access[PAGE.tataTertib].action).toMatchObject({ view: true, create: true });
  });

  it('keeps a school change when the default maps are applied again at start', async () => {
    await setRoleAccess(ctx.db, ROLE.siswa, PAGE.tataTertib, ['view', 'update']);
    await ensureReferenceData(ctx.db, ctx.config);
    expect(await rulesEntry()).toMatchObject({ status: true, actions: ['view', 'update'] });
  });

  it('closes a page on revoke', async () => {
    await setRoleAccess(ctx.db, ROLE.siswa, PAGE.tataTertib, null);
    expect(await rulesEntry()).toMatchObject({ status: false, actions: [] });
    expect((await api.call('GET', '/api/tatibsi/dokumen/file', { token })).status).toBe(403);
    await setRoleAccess(ctx.db, ROLE.siswa, PAGE.tataTertib, ['view']);
  });

  it('refuses an unknown role, page or action, naming the choices', async () => {
    await expect(setRoleAccess(ctx.db, 'kepala sekolah', PAGE.tataTertib, ['view'])).rejects.toThrow(/Unknown role 'kepala sekolah'. Roles: .*siswa/);
    await expect(setRoleAccess(ctx.db, ROLE.siswa, '/admin', ['view'])).rejects.toThrow(/Unknown page '\/admin'/);
    await expect(setRoleAccess(ctx.db, ROLE.siswa, PAGE.tataTertib, ['view', 'hapus'])).rejects.toThrow(/Unknown action hapus/);
  });
});
