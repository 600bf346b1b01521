import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { gtk, users } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createStaff, stafClient } from '../../../test/akun.js';
import { createAccount, createPeriod } from '../../../test/factories.js';

const ctx = useTestApp();
const api = stafClient(ctx);
let operatorId: number;
let operator: string;

beforeAll(async () => {
  await createPeriod(ctx.db);
  const account = await createStaff(ctx.db, STAFF_ROLE.operator);
  operatorId = account.id;
  operator = await api.signIn('/api/staf/login', account.email);
});

async function newGtk(nama: string, extra: Partial<typeof gtk.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(gtk)
    .values({ nama_lengkap: nama, ...extra })
    .returning();
  return row!;
}
const buat = (body: object, token = operator) => api.call('POST', '/api/staf/akun/staf', { token, body });
const peran = (id: number, list: string[], token = operator) => api.call('POST', `/api/staf/akun/staf/${id}/peran`, { token, body: { peran: list } });
const stafTable = async (filtering: object = {}, search = '') =>
  (await api.call('POST', '/api/staf/akun/staf/table', { token: operator, body: { filtering, search, pagination: { current: 1, pageSize: 100 } } })).body.data;

describe('a staff member’s account', () => {
  it('is made with its roles and a first password, and lets its owner in only to change that password', async () => {
    const person = await newGtk('Rahmat Hidayat', { gelar_belakang: 'S.Pd.', jenis_ptk: 'Guru Mapel', email: 'rahmat@contoh.id' });
    const picks = (await api.call('GET', '/api/staf/akun/staf/gtk?q=rahmat', { token: operator })).body.data;
    expect(picks).toEqual([{ id: person.id, nama: 'Rahmat Hidayat, S.Pd.', email: 'rahmat@contoh.id', jenis_ptk: 'Guru Mapel' }]);

    const res = await buat({ gtk_id: person.id, email: 'Rahmat@Contoh.id', peran: [STAFF_ROLE.waliKelas, STAFF_ROLE.guru] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ nama: 'Rahmat Hidayat, S.Pd.', email: 'rahmat@contoh.id', peran: 'Wali Kelas, Guru', keterangan: 'Guru Mapel' });
    const token = await api.signIn('/api/staf/login', 'rahmat@contoh.id', res.body.data.password);
    const privilege = (await api.call('GET', '/api/staf/privilege', { token })).body.data;
    expect(privilege.profile).toMatchObject({ gtk_id: person.id, wajib_ganti_password: true });
    expect(privilege.profile.roles.sort()).toEqual([STAFF_ROLE.guru, STAFF_ROLE.waliKelas].sort());
    // Gone from the picker once it has an account.
    expect((await api.call('GET', '/api/staf/akun/staf/gtk?q=rahmat', { token: operator })).body.data).toEqual([]);

    const row = (await stafTable({}, 'rahmat')).list[0];
    expect(row).toMatchObject({ nama: 'Rahmat Hidayat, S.Pd.', peran: [STAFF_ROLE.waliKelas, STAFF_ROLE.guru], status: 'wajib_ganti_password', sesi_aktif: 1 });
  });

  it('refuses a second account for the same person, an address in use, and roles that are none or twice', async () => {
    const person = await newGtk('Dewi Sartika');
    expect((await buat({ gtk_id: person.id, email: 'dewi@contoh.id', peran: [STAFF_ROLE.guru] })).status).toBe(200);
    const twice = await buat({ gtk_id: person.id, email: 'dewi2@contoh.id', peran: [STAFF_ROLE.guru] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MSG.akunGtkHasAccount);
    const other = await newGtk('Kartini');
    const taken = await buat({ gtk_id: other.id, email: 'dewi@contoh.id', peran: [STAFF_ROLE.guru] });
    expect(taken.status).toBe(400);
    expect(taken.body.data).toEqual([{ field: 'email', message: MSG.akunEmailTaken }]);
    expect((await buat({ gtk_id: other.id, email: 'kartini@contoh.id', peran: [] })).body.data[0].message).toBe(MSG.akunPeranRequired);
    const doubled = await buat({ gtk_id: other.id, email: 'kartini@contoh.id', peran: [STAFF_ROLE.guru, STAFF_ROLE.guru] });
    expect(doubled.body.data[0].message).toBe(MSG.akunPeranTwice);
    expect((await buat({ gtk_id: other.id, email: 'kartini@contoh.id', peran: ['siswa'] })).status).toBe(400);
    expect((await buat({ gtk_id: other.id, email: 'bukan-email', peran: [STAFF_ROLE.guru] })).status).toBe(400);
    const inactive = await newGtk('Sudah Pindah', { is_active: false });
    expect((await buat({ gtk_id: inactive.id, email: 'pindah@contoh.id', peran: [STAFF_ROLE.guru] })).body.message).toBe(MSG.akunGtkInactive);
    expect((await ctx.db.select().from(users).where(eq(users.email, 'kartini@contoh.id'))).length).toBe(0);
  });
});

describe('a staff account’s roles', () => {
  it('change, and the table filters by role and state', async () => {
    const person = await newGtk('Umar Said');
    const made = (await buat({ gtk_id: person.id, email: 'umar@contoh.id', peran: [STAFF_ROLE.guru] })).body.data;
    const res = await peran(made.id, [STAFF_ROLE.bendahara, STAFF_ROLE.kesiswaan]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.akunRolesChanged);
    expect((await stafTable({ peran: STAFF_ROLE.bendahara })).list.map((r: { id: number }) => r.id)).toContain(made.id);
    expect((await stafTable({ peran: STAFF_ROLE.guru })).list.map((r: { id: number }) => r.id)).not.toContain(made.id);
    expect((await stafTable({ status: 'aktif' })).list.map((r: { id: number }) => r.id)).toEqual([operatorId]);
    const [row] = await ctx.db.select({ roleId: users.role_id }).from(users).where(eq(users.id, made.id));
    expect(row!.roleId).toBeGreaterThan(0);
  });

  it('never leave the school without an active operator, and apply to staff accounts only', async () => {
    const last = await peran(operatorId, [STAFF_ROLE.kepala]);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(MSG.akunLastOperator);
    const second = await createStaff(ctx.db, STAFF_ROLE.operator);
    expect((await peran(second.id, [STAFF_ROLE.operator, STAFF_ROLE.guru])).status).toBe(200);
    // While another operator is active, an operator's role may go.
    expect((await peran(second.id, [STAFF_ROLE.guru])).status).toBe(200);
    expect((await peran(operatorId, [STAFF_ROLE.kepala])).status).toBe(409);
    const student = await createAccount(ctx.db);
    expect((await peran(student.id, [STAFF_ROLE.guru])).body.message).toBe(MSG.akunNotStaff);
    expect((await peran(2_000_000_000, [STAFF_ROLE.guru])).status).toBe(404);
  });

  it('are the head’s to read, not to change', async () => {
    const kepala = await api.signIn('/api/staf/login', (await createStaff(ctx.db, STAFF_ROLE.kepala)).email);
    expect((await api.call('POST', '/api/staf/akun/staf/table', { token: kepala, body: {} })).status).toBe(200);
    expect((await peran(operatorId, [STAFF_ROLE.operator, STAFF_ROLE.guru], kepala)).status).toBe(403);
    expect((await api.call('GET', '/api/staf/akun/staf/gtk', { token: kepala })).status).toBe(403);
  });
});
