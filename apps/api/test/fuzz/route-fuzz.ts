import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPE, isStafPage, ROLE, STAFF_ROLE, STAFF_ROLES, type ActionFlag, type ExternalRole, type PagePath } from '@madrasah/contract/access';
import { OPTIONS } from '@madrasah/contract/options';
import { ACCESS_CATALOGUE } from '../../src/db/seed/access-catalogue.js';
import { konsultasiTopik, perizinanJenis, sessions, userRoles } from '../../src/db/schema/index.js';
import { roleId } from '../../src/db/seed/reference.js';
import { useTestApp } from '../context.js';
import { withRoleActions } from '../access.js';
import { createAccount, createAlumniAccount, createPeriod, createSiswa, createStudentAccount, PASSWORD } from '../factories.js';
import { apiDocument } from './document.js';
import { answersBinary, describeRequest, operations, requestArbitrary, type FuzzRequest, type Operation } from './requests.js';
import { countFiles, takeWrites, watchWrites } from './writes.js';
import type { ArbitraryOptions } from './schema-arbitrary.js';
import type { RouteAccess } from '@madrasah/contract/endpoint';
import { CONTENT_TYPE } from '../../src/platform/files/upload.js';
import { newKey } from '../../src/platform/files/storage.js';
import { hashToken, newToken } from '../../src/platform/tokens.js';

/**
 * Every documented route, fed generated requests (valid-shaped and hostile) by a caller whose
 * role reaches it. Whatever comes in, the server answers below 500, in the envelope, and a
 * refusal changes nothing. FUZZ_SEED and FUZZ_RUNS replay or widen a run.
 *
 * The routes are fuzzed in two test files (platform/fuzz-portal, platform/fuzz-staf), each on
 * its own app and database: the longest proof of the suite, split so that the two test workers
 * share it instead of one waiting for the other at the end.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/** Refusals that are written on purpose, by route. */
const WRITES_ON_REFUSAL: Record<string, string[]> = {
  // Failed sign-ins are counted, per account and per address, to lock out guessing.
  'POST /api/login': ['login_throttle'],
  'POST /api/staf/login': ['login_throttle'],
  // So are wrong old passwords of a password change.
  'PUT /api/user/ubah-password/{id}': ['login_throttle'],
  'PUT /api/staf/profil/password': ['login_throttle'],
  // Every clock-in attempt is logged with its reason, the refused ones above all.
  'POST /api/presensi/siswa/temporary': ['presensi_log'],
  'PUT /api/presensi/siswa/temporary/{id}': ['presensi_log'],
};

/** The staff side's routes (one file) and the rest (the other): together, every route. */
export const isStafRoute = (op: Operation) => op.path.startsWith('/api/staf/');

/** Which routes one file fuzzes; the file that `checksCoverage` also proves that every registered route is documented, so fuzzed. */
export type FuzzPart = { includes: (op: Operation) => boolean; checksCoverage?: boolean };

/** Declares the fuzz of the routes `part` includes, in the calling test file. */
export async function fuzzRoutes(part: FuzzPart) {
  const doc = await apiDocument();
  // The documentation UI's own routes are not the API.
  const ROUTES = operations(doc).filter((op) => !op.path.startsWith('/api/docs'));

  const ctx = useTestApp();
  /** Who calls: a portal role, or the staff account that holds every staff role. */
  type Caller = ExternalRole | 'staf';
  let users: Record<Caller, number>;
  let hints: ArbitraryOptions['hints'];

  beforeAll(async () => {
    const period = await createPeriod(ctx.db);
    const student = await createStudentAccount(ctx.db, period);
    const classmate = await createStudentAccount(ctx.db, period);
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: student.siswa.id });
    const alumnus = await createAlumniAccount(ctx.db, 'Alumni Internal', { siswaId: (await createSiswa(ctx.db)).id });
    // A staff account with every role reaches every staff route, unscoped (whole-school roles).
    const staf = await createAccount(ctx.db, { role: STAFF_ROLE.operator, tipe: INTERNAL_TYPE });
    for (const role of STAFF_ROLES) await ctx.db.insert(userRoles).values({ user_id: staf.id, role_id: await roleId(ctx.db, role) });
    users = { [ROLE.siswa]: student.account.id, [ROLE.wali]: wali.id, [ROLE.alumni]: alumnus.account.id, staf: staf.id };

    // What the forms pick from: a consultation topic and a permit kind.
    const [topik] = await ctx.db.insert(konsultasiTopik).values({ nama: 'Belajar', bidang: 'Belajar' }).returning();
    const [jenis] = await ctx.db.insert(perizinanJenis).values({ nama: 'Sakit' }).returning();

    // A stored file behind a signed link, and a small image that uploads accept.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const key = newKey('fuzz', 'png');
    await ctx.app.files.storage.put(key, png);
    const [session] = await ctx.db
      .insert(sessions)
      .values({ user_id: student.account.id, token_hash: hashToken(newToken()), expires_at: new Date(Date.now() + 3_600_000) })
      .returning();
    const link = new URL(ctx.app.files.signer.sign(key, { sessionId: session!.id }), 'http://x/');
    const image = png.toString('base64');

    hints = {
      // The option lists the server checks each such field against.
      ...OPTIONS,
      kategori: [...OPTIONS.kategori_beasiswa, ...OPTIONS.kategori_alumni],
      tipe: [...OPTIONS.tipe_orang_tua, ...OPTIONS.tipe_berkas],
      tahun: ['2020', String(new Date().getFullYear())],
      nik: ['3201234567890123'],
      nisn: ['0012345678'],
      no_kk: ['3201234567890001'],
      topik_id: [topik!.id],
      perizinan_jenis_id: [jenis!.id],
      siswa_id: [student.siswa.id, classmate.siswa.id],
      siswa: [student.siswa.id],
      rombel: [period.rombel.id],
      rombel_id: [period.rombel.id],
      tahun_ajaran_id: [period.tahunAjaran.id],
      semester_id: [period.semester.id],
      date: [new Date().toISOString().slice(0, 10)],
      // A browser's push subscription: an address of a browser's push service (a check the
      // documented schema cannot state) and keys of the right length.
      endpoint: ['https://fcm.googleapis.com/fcm/send/fuzz-endpoint'],
      p256dh: [Buffer.alloc(65, 4).toString('base64url')],
      auth: [Buffer.alloc(16, 7).toString('base64url')],
      // The school stands at (0, 0) until it says otherwise: a clock-in there is in range.
      lat: [0],
      long: [0],
      email: [student.account.email],
      password: [PASSWORD],
      foto: [image],
      file: [image],
      file_ijazah: [image],
      '*': [key],
      exp: [link.searchParams.get('exp')!],
      sig: [link.searchParams.get('sig')!],
      s: [link.searchParams.get('s')!],
    };
    await watchWrites(ctx.db);
  });

  /** A fresh session: the logout route ends its own, and no other route shares it. */
  async function signIn(role: Caller): Promise<string> {
    const token = newToken();
    await ctx.db.insert(sessions).values({ user_id: users[role], token_hash: hashToken(token), expires_at: new Date(Date.now() + 3_600_000) });
    return token;
  }

  /**
   * The caller whose default access map reaches the route: for a staff route the staff account
   * (a grant to the operator where no staff role holds the action by default), otherwise the
   * portal role that reaches it, or the student with the action granted on the route's page.
   */
  function callerFor(access: RouteAccess | undefined): { role: Caller; grant?: { role: string; page: PagePath; action: ActionFlag } } {
    // 'public', 'session' and the like: any signed-in student.
    if (access === undefined || typeof access === 'string') return { role: ROLE.siswa };
    const pages = typeof access.path === 'string' ? [access.path] : access.path;
    const actions = access.action === undefined ? undefined : typeof access.action === 'string' ? [access.action] : access.action;
    const reaches = (role: string) => {
      const granted = ACCESS_CATALOGUE[role]!;
      return pages.some((p) => granted[p] && (!actions || actions.some((a) => granted[p]!.includes(a))));
    };
    const grant = (role: string) => ({ role, page: pages[0]!, action: actions![0]! });
    if (pages.some(isStafPage)) return STAFF_ROLES.some(reaches) ? { role: 'staf' } : { role: 'staf', grant: grant(STAFF_ROLE.operator) };
    for (const role of [ROLE.siswa, ROLE.wali, ROLE.alumni]) if (reaches(role)) return { role };
    return { role: ROLE.siswa, grant: grant(ROLE.siswa) };
  }

  function routeAccess(op: Operation): RouteAccess | undefined {
    const url = op.path.replace(/\{(\w+)\}/g, ':$1').replace('{*}', '*');
    const route = ctx.app.routeTable().find((r) => r.url === url && [r.method].flat().includes(op.method as never));
    return route?.access;
  }

  const json = (text: string): any => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  /** What is wrong with the answer to `req`, or undefined when nothing is. */
  async function problemWith(op: Operation, req: FuzzRequest, token: string): Promise<string | undefined> {
    const filesBefore = countFiles(ctx.filesDir);
    await takeWrites(ctx.db);
    const res = await ctx.app.inject({
      method: req.method as 'GET',
      url: req.url,
      query: req.query,
      payload: req.payload,
      headers: { authorization: `Bearer ${token}`, ...(req.contentType ? { 'content-type': req.contentType } : {}) },
    });
    const status = res.statusCode;
    if (status >= 500) return `answered ${status}: ${res.body.slice(0, 300)}`;
    if (answersBinary(op) && status < 400) {
      const type = String(res.headers['content-type']);
      if (!Object.values(CONTENT_TYPE).some((t) => type?.startsWith(t))) return `a file answered with content type ${type}`;
    } else {
      const body = json(res.body);
      if (typeof body?.status !== 'boolean' || typeof body.message !== 'string') return `answered ${status} outside the envelope: ${res.body.slice(0, 300)}`;
      if (body.status !== status < 400) return `answered ${status} with status ${body.status}`;
    }
    if (status >= 400) {
      const allowed = WRITES_ON_REFUSAL[`${op.method} ${op.path}`] ?? [];
      const written = (await takeWrites(ctx.db)).filter((t) => !allowed.includes(t));
      if (written.length) return `refused with ${status} but wrote to ${written.join(', ')}`;
      const files = countFiles(ctx.filesDir) - filesBefore;
      if (files !== 0) return `refused with ${status} but left ${files} file(s) in the store`;
    }
    return undefined;
  }

  describe('every route, fed generated requests', () => {
    if (part.checksCoverage)
      it('reaches every API route the server registers', () => {
        const fuzzed = new Set(ROUTES.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1').replace('{*}', '*')}`));
        const registered = ctx.app
          .routeTable()
          .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
          .flatMap((r) =>
            [r.method]
              .flat()
              .filter((m) => m !== 'HEAD')
              .map((m) => `${m} ${r.url}`),
          );
        expect(registered.filter((r) => !fuzzed.has(r))).toEqual([]);
      });

    it.each(ROUTES.filter(part.includes).map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
      const caller = callerFor(routeAccess(op));
      const token = await signIn(caller.role);
      const property = fc.asyncProperty(requestArbitrary(op, { components: doc.components?.schemas, hints }), async (req) => {
        const problem = await problemWith(op, req, token);
        if (problem) throw new Error(`${problem}\nrequest: ${describeRequest(req)}`);
      });
      const run = async () => {
        // No shrinking: every step is a request, and the first failure already names its input.
        const details = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
        if (details.failed) {
          const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          throw new Error(`${op.method} ${op.path} failed with FUZZ_SEED=${SEED} (path ${details.counterexamplePath}):\n${cause}`);
        }
      };
      const { grant } = caller;
      if (grant) await withRoleActions(ctx.db, grant.role, grant.page, (actions) => [...actions, grant.action], run);
      else await run();
    });
  });
}
