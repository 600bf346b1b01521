import { INTERNAL_TYPE, STAFF_ROLE } from '@madrasah/contract/access';
import type { Db } from '../src/db/client.js';
import { orangTua, rombel, userRoles } from '../src/db/schema/index.js';
import { roleId } from '../src/db/seed/reference.js';
import type { TestContext } from './context.js';
import { createAccount, createSiswa, PASSWORD, type createPeriod } from './factories.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Period = Awaited<ReturnType<typeof createPeriod>>;

/** A staff account holding `roles`, with the tests' password. */
export async function createStaff(db: Db, ...roles: string[]) {
  const account = await createAccount(db, { role: roles[0] ?? STAFF_ROLE.operator, tipe: INTERNAL_TYPE });
  for (const role of roles) await db.insert(userRoles).values({ user_id: account.id, role_id: await roleId(db, role) });
  return account;
}

/** Calls through `inject` speaking the envelope, and signing in at either door. */
export function stafClient(ctx: TestContext) {
  const call = async (method: Method, url: string, opts: { token?: string; body?: unknown } = {}) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      payload: opts.body as object | undefined,
    });
    return { status: res.statusCode, body: res.json() as { status: boolean; message: string; data: any } };
  };
  const signIn = async (door: '/api/staf/login' | '/api/login', email: string, password = PASSWORD) => {
    const res = await call('POST', door, { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body.message}`);
    return res.body.data.access_token as string;
  };
  return { call, signIn };
}

/** A new class group in the period with `n` students of its own. */
export async function rombelWithStudents(db: Db, period: Period, n: number, nama = `Kelas ${Math.random().toString(36).slice(2, 8)}`) {
  const [kelas] = await db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama, tingkatan_kelas: 'X' }).returning();
  const students = [];
  for (let i = 0; i < n; i++) students.push(await createSiswa(db, { rombelId: kelas!.id, tahunAjaranId: period.tahunAjaran.id }));
  return { rombel: kelas!, students };
}

/** A parent or guardian of a student. */
export async function addOrangTua(db: Db, siswaId: number, tipe: 'Ayah' | 'Ibu' | 'Wali', nama: string, email: string | null, statusHidup = 'Masih Hidup') {
  await db.insert(orangTua).values({ siswa_id: siswaId, tipe, nama, email, status_hidup: statusHidup });
}
