import { ROLE } from '@madrasah/contract/access';
import { rombel, rombelSiswa } from '../src/db/schema/index.js';
import type { TestContext } from './context.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from './factories.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Thin wrapper over `inject` that speaks the envelope. */
export function client(ctx: TestContext) {
  const call = async (method: Method, url: string, opts: { token?: string; body?: unknown; ip?: string } = {}) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      payload: opts.body as object | undefined,
      remoteAddress: opts.ip ?? '127.0.0.1',
    });
    return { status: res.statusCode, body: res.json() as { status: boolean; message: string; data: any }, headers: res.headers };
  };
  return {
    call,
    login: (email: string, password: string, extra: { remember?: boolean; ip?: string } = {}) =>
      call('POST', '/api/login', { body: { email, password, remember: extra.remember }, ip: extra.ip }),
    /** Signs in and returns the token, failing the test when sign-in fails. */
    async token(email: string, password: string, remember = false): Promise<string> {
      const res = await call('POST', '/api/login', { body: { email, password, remember } });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.message}`);
      return res.body.data.access_token as string;
    },
  };
}

/** A new student in the period's class group, signed in. */
export async function signedInStudent(ctx: TestContext, period: Awaited<ReturnType<typeof createPeriod>>) {
  const s = await createStudentAccount(ctx.db, period);
  return { ...s, token: await client(ctx).token(s.account.email, PASSWORD) };
}

/**
 * What a student's history pages are tested with: the student (own) in a class group this
 * year and in one last year, a classmate (other), a class group the student never joined, and
 * the student's guardian, both signed in.
 */
export async function historyFixture(ctx: TestContext) {
  const lastYear = await createPeriod(ctx.db);
  const thisYear = await createPeriod(ctx.db);
  const own = await signedInStudent(ctx, thisYear);
  const other = await signedInStudent(ctx, thisYear);
  await ctx.db.insert(rombelSiswa).values({ siswa_id: own.siswa.id, rombel_id: lastYear.rombel.id, tahun_ajaran_id: lastYear.tahunAjaran.id });
  const [stranger] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: thisYear.tahunAjaran.id, nama: 'X IPS 9', tingkatan_kelas: 'X' }).returning();
  const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: own.siswa.id });
  return { lastYear, thisYear, own, other, strangerRombelId: stranger!.id, waliToken: await client(ctx).token(wali.email, PASSWORD) };
}

/** A student's own personal data with the required fields filled and `foto` as the new photo (base64). */
export const dataDiriWithFoto = (s: { siswa: { nisn: string } }, foto: string) => ({
  nik: '3404012345678901',
  nisn: s.siswa.nisn,
  nama: 'Ahmad Fauzi',
  jenis_kelamin: 'Laki-Laki',
  tgl_lahir: '2010-01-02',
  email: 'uji@contoh.id',
  foto,
});
