import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, STAF_PAGE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, gtk, rombel, sessions, siswa as siswaTable, users } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { withEntries } from '../../../test/access-matrix/role-access.js';
import { createStaff, rombelWithStudents, stafClient } from '../../../test/akun.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';

const ctx = useTestApp();
const api = stafClient(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let operatorId: number;
let operator: string;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  const account = await createStaff(ctx.db, STAFF_ROLE.operator);
  operatorId = account.id;
  operator = await api.signIn('/api/staf/login', account.email);
});

const act = (id: number, action: 'reset-password' | 'tangguhkan' | 'aktifkan' | 'akhiri-sesi', body?: object, token = operator) =>
  api.call('POST', `/api/staf/akun/${id}/${action}`, { token, body });
const sessionsOf = async (userId: number) => (await ctx.db.select().from(sessions).where(eq(sessions.user_id, userId))).length;

describe('a password reset', () => {
  it('answers a new first password once, ends the sessions, and holds the owner to a change at the next sign-in', async () => {
    const { siswa, account } = await createStudentAccount(ctx.db, period);
    await api.signIn('/api/login', account.email);
    const res = await act(account.id, 'reset-password');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.akunPasswordReset);
    expect(res.body.data).toMatchObject({
      id: account.id,
      siswa_id: siswa.id,
      nama: account.name,
      peran: 'Siswa',
      nisn: siswa.nisn,
      email: account.email,
      keterangan: period.rombel.nama,
    });
    const { password } = res.body.data;
    expect(await sessionsOf(account.id)).toBe(0);
    // The old password no longer signs in; the new one does, and only the session's own calls answer.
    expect((await api.call('POST', '/api/login', { body: { email: account.email, password: PASSWORD } })).status).toBe(401);
    const token = await api.signIn('/api/login', account.email, password);
    const privilege = await api.call('GET', '/api/privilege/access', { token });
    expect(privilege.body.data.profile.wajib_ganti_password).toBe(true);
    const [logged] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'users'), eq(activityLog.entity_id, account.id), eq(activityLog.action, 'password')));
    expect(logged?.user_id).toBe(operatorId);
    expect(JSON.stringify(logged?.detail)).not.toContain(password);
  });

  it('refuses the caller’s own account and one that does not exist', async () => {
    const own = await act(operatorId, 'reset-password');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MSG.akunSelf);
    expect((await act(2_000_000_000, 'reset-password')).status).toBe(404);
  });
});

describe('the portal’s first sign-in with a password the school chose', () => {
  it('answers only the session’s own calls until the password is changed, then everything', async () => {
    const { rombel } = await rombelWithStudents(ctx.db, period, 1);
    const [made] = (await api.call('POST', '/api/staf/akun/rombel', { token: operator, body: { rombel_id: rombel.id, peran: [ROLE.siswa] } })).body.data.dibuat;
    const token = await api.signIn('/api/login', made.email, made.password);
    const privilege = await api.call('GET', '/api/privilege/access', { token });
    expect(privilege.status).toBe(200);
    expect(privilege.body.data.profile.wajib_ganti_password).toBe(true);
    expect((await api.call('GET', '/api/privilege/menu', { token })).status).toBe(200);
    for (const url of ['/api/dashboard/utama', '/api/tahun-ajaran/tahun']) {
      const refused = await api.call('GET', url, { token });
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(MSG.passwordChangeRequired);
    }
    const changed = await api.call('PUT', `/api/user/ubah-password/${made.id}`, {
      token,
      body: { password_old: made.password, password_new: 'kataSandiKu9', password_confirm: 'kataSandiKu9' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api.call('GET', '/api/privilege/access', { token })).body.data.profile.wajib_ganti_password).toBe(false);
    expect((await api.call('GET', '/api/tahun-ajaran/tahun', { token })).status).toBe(200);
  });
});

describe('suspending and lifting', () => {
  it('suspends a student through the student record: the portal shows the reason and the dashboard only', async () => {
    const { siswa, account } = await createStudentAccount(ctx.db, period);
    const token = await api.signIn('/api/login', account.email);
    const res = await act(account.id, 'tangguhkan', { alasan: 'Belum melunasi administrasi' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await ctx.db.select().from(siswaTable).where(eq(siswaTable.id, siswa.id));
    expect(row).toMatchObject({ akun_ditangguhkan: true, alasan_akun_ditangguhkan: 'Belum melunasi administrasi' });
    const privilege = (await api.call('GET', '/api/privilege/access', { token })).body.data;
    expect(privilege.profile_ex).toMatchObject({ siswa_akun_ditangguhkan: 1, siswa_alasan_akun_ditangguhkan: 'Belum melunasi administrasi' });
    expect((await api.call('GET', '/api/tahun-ajaran/tahun', { token })).status).toBe(403);

    expect((await act(account.id, 'aktifkan')).status).toBe(200);
    const [lifted] = await ctx.db.select().from(siswaTable).where(eq(siswaTable.id, siswa.id));
    expect(lifted).toMatchObject({ akun_ditangguhkan: false, alasan_akun_ditangguhkan: null });
    expect((await api.call('GET', '/api/tahun-ajaran/tahun', { token })).status).toBe(200);
  });

  it('switches a guardian’s account off with its reason and ends its sessions; lifting lets it in again', async () => {
    const { siswa } = await createStudentAccount(ctx.db, period);
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: siswa.id });
    await api.signIn('/api/login', wali.email);
    expect((await act(wali.id, 'tangguhkan', { alasan: 'Permintaan orang tua' })).status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, wali.id));
    expect(row).toMatchObject({ is_active: false, alasan_nonaktif: 'Permintaan orang tua' });
    expect(await sessionsOf(wali.id)).toBe(0);
    expect((await api.call('POST', '/api/login', { body: { email: wali.email, password: PASSWORD } })).status).toBe(403);
    expect((await act(wali.id, 'aktifkan')).status).toBe(200);
    await api.signIn('/api/login', wali.email);
  });

  it('needs a reason, and refuses the caller’s own account', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const blank = await act(account.id, 'tangguhkan', { alasan: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.data[0].message).toBe(MSG.akunAlasanRequired);
    const own = await act(operatorId, 'tangguhkan', { alasan: 'Uji' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MSG.akunSelf);
    expect((await ctx.db.select().from(users).where(eq(users.id, operatorId)))[0]!.is_active).toBe(true);
  });

  it('keeps the school’s last active operator', async () => {
    const kepala = await createStaff(ctx.db, STAFF_ROLE.kepala);
    const kepalaToken = await api.signIn('/api/staf/login', kepala.email);
    // A school that let its head manage accounts: the head cannot switch off the only operator.
    await withEntries(
      ctx.db,
      STAFF_ROLE.kepala,
      [STAF_PAGE.akun],
      () => ({ status: true, actions: ['view', 'update'] }),
      async () => {
        const res = await act(operatorId, 'tangguhkan', { alasan: 'Uji' }, kepalaToken);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(MSG.akunLastOperator);
        const second = await createStaff(ctx.db, STAFF_ROLE.operator);
        expect((await act(second.id, 'tangguhkan', { alasan: 'Cuti' }, kepalaToken)).status).toBe(200);
        expect((await act(operatorId, 'tangguhkan', { alasan: 'Uji' }, kepalaToken)).status).toBe(409);
      },
    );
  });
});

describe('ending sessions', () => {
  it('ends every session of the account and says how many', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    await api.signIn('/api/login', account.email);
    const token = await api.signIn('/api/login', account.email);
    const res = await act(account.id, 'akhiri-sesi');
    expect(res.body).toMatchObject({ message: MSG.akunSessionsEnded(2), data: { diakhiri: 2 } });
    expect((await api.call('GET', '/api/privilege/access', { token })).status).toBe(401);
    expect((await act(account.id, 'akhiri-sesi')).body.message).toBe(MSG.akunSessionsEnded(0));
  });
});

describe('a wali kelas whom the school let manage accounts', () => {
  it('reaches the accounts of their own class groups only, and no staff account', async () => {
    const mine = await createStudentAccount(ctx.db, period);
    const elsewhere = await rombelWithStudents(ctx.db, period, 1);
    const theirs = await createAccount(ctx.db, { role: ROLE.siswa, siswaId: elsewhere.students[0]!.id });
    const wali = await createStaff(ctx.db, STAFF_ROLE.waliKelas);
    const [teacher] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Wali Kelas Uji' }).returning();
    await ctx.db.update(users).set({ gtk_id: teacher!.id }).where(eq(users.id, wali.id));
    await ctx.db.update(rombel).set({ wali_gtk_id: teacher!.id }).where(eq(rombel.id, period.rombel.id));
    const token = await api.signIn('/api/staf/login', wali.email);
    await withEntries(
      ctx.db,
      STAFF_ROLE.waliKelas,
      [STAF_PAGE.akun],
      () => ({ status: true, actions: ['view', 'update'] }),
      async () => {
        for (const id of [theirs.id, operatorId]) {
          const refused = await act(id, 'akhiri-sesi', undefined, token);
          expect(refused.status).toBe(403);
          expect(refused.body.message).toBe(MSG.outOfScope);
        }
        expect((await act(mine.account.id, 'akhiri-sesi', undefined, token)).status).toBe(200);
      },
    );
  });
});
