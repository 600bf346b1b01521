import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE, STAFF_ROLE, type AccessRule } from '@madrasah/contract/access';
import { OPTIONS } from '@madrasah/contract/options';
import { demoPdf } from '../db/seed/demo-files.js';
import { openDemoApp } from '../../test/access-matrix/demo-app.js';
import { demoTargets } from '../../test/access-matrix/people.js';
import { requestFor, routeKey, type Extras, type Route } from '../../test/access-matrix/requests.js';
import { withEntries } from '../../test/access-matrix/role-access.js';
import { stafRequestFor, stafTargets } from '../../test/access-matrix/staff-requests.js';
import type { OpenApiDocument } from '../../test/fuzz/requests.js';
import { schemaArbitrary, type JsonSchema } from '../../test/fuzz/schema-arbitrary.js';
import { webSelfie } from '../../test/images.js';
import { isStafRoute } from './staff-auth.js';

/*
 * Round trips: what a read answers about a record, sent back unchanged to the route that edits
 * it, is accepted and changes nothing. The pairs come from routeTable(): every PUT finds its
 * read (the same URL, the owner's list or table beside it, or the record's own read one level
 * up), so a route added later is checked, or fails here, without being listed.
 */

const demo = await openDemoApp();
afterAll(() => demo.close());
const { victim: owner } = await demoTargets(demo.db);
const { own: stafTarget } = await stafTargets(demo.db);
const extras: Extras = {
  selfie: await webSelfie(7),
  pdf: demoPdf('Surat Izin', ['Uji']).toString('base64'),
  today: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
};

/** PUT routes that are actions on a record, not a form that edits what a read showed. */
const NOT_EDITS: Record<string, string> = {
  'PUT /api/user/ubah-password/:id': 'a password is never read back',
  'PUT /api/staf/profil/password': 'a password is never read back',
  'PUT /api/presensi/siswa/temporary/:id': 'the clock-out: a selfie and a position, not the record',
  'PUT /api/perizinan/siswa/status/:id': 'a status change',
  'PUT /api/konsultasi/eksternal/terkirim/:id': 'sending a Draft to the counsellor',
  'PUT /api/notifikasi/:id/dibaca': 'marking a notification read',
  'PUT /api/notifikasi/dibaca': 'marking all notifications read',
  'PUT /api/staf/presensi/:siswa_id/:tanggal': "a day's status and note set by staff; the day list shows the derived day",
  'PUT /api/staf/kegiatan/ekstrakurikuler/:id/nilai': "the score grid's changed rows",
  'PUT /api/staf/kegiatan/media/:id/terbit': 'publishing or withdrawing',
};

const routes: Route[] = demo.app
  .routeTable()
  .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.access !== undefined && r.access !== 'public')
  .map((r) => ({ method: String(r.method), url: r.url, access: r.access! }));
const byKey = new Map(routes.map((r) => [routeKey(r), r]));

type Pair = { write: Route; read: Route };

/**
 * The read of a PUT route's record: GET on the same URL; else a GET or a POST .../table on the
 * URL's parent path with one parameter (the owner's list); else GET one segment up (the record's
 * own read, as /konsultasi/:id for /konsultasi/eksternal/:id).
 */
function readOf(write: Route): Route | undefined {
  const same = byKey.get(`GET ${write.url}`);
  if (same) return same;
  const parent = write.url.replace(/\/:[a-z_]+$/, '');
  const listed = routes.filter(
    (r) =>
      r !== write &&
      (r.method === 'GET' ? r.url.replace(/\/:[a-z_]+$/, '') === parent : r.method === 'POST' && new RegExp(`^${parent}/table(/:[a-z_]+)?$`).test(r.url)),
  );
  const list = listed.find((r) => r.method === 'GET') ?? listed[0];
  if (list) return list;
  return byKey.get(`GET ${write.url.replace(/\/[^/]+\/(:[a-z_]+)$/, '/$1')}`);
}

const writes = routes.filter((r) => r.method === 'PUT' && !(routeKey(r) in NOT_EDITS));
const pairs: Pair[] = writes.flatMap((write) => {
  const read = readOf(write);
  return read ? [{ write, read }] : [];
});

/** The owner's account for a route: the operator on the staff side, alumni2@ on the alumni pages, siswa2@ elsewhere. */
const accountFor = (route: Route): { token: string; role: string } =>
  isStafRoute(route.url)
    ? { token: demo.stafTokens.operator, role: STAFF_ROLE.operator }
    : route.url.startsWith('/api/alumni/')
      ? { token: demo.tokens.alumni2, role: ROLE.alumni }
      : { token: demo.tokens.siswa2, role: ROLE.siswa };

/** A valid request for a route, naming the owner's records (the staff side's: its matrix's request). */
const requestOf = (route: Route) => (isStafRoute(route.url) ? stafRequestFor(route, stafTarget) : requestFor(route, owner, extras));

async function call(route: Route, url: string, body: unknown) {
  const res = await demo.app.inject({
    method: route.method as 'GET',
    url,
    headers: { authorization: `Bearer ${accountFor(route).token}` },
    payload: body as object | undefined,
  });
  return { status: res.statusCode, body: JSON.parse(res.payload) as { status: boolean; message: string; data: unknown } };
}

/** Runs `body` with the pages of both routes opened with their actions for the owner's role. */
function opened<T>(pair: Pair, body: () => Promise<T>): Promise<T> {
  const { role } = accountFor(pair.write);
  const rules = [pair.write.access, pair.read.access].filter((a): a is AccessRule => typeof a === 'object');
  const pages = [...new Set(rules.flatMap((r) => [r.path].flat()))];
  const flags = rules.flatMap((r) => (r.action === undefined ? [] : [r.action].flat()));
  return withEntries(demo.db, role, pages, (e) => ({ status: true, actions: [...new Set([...e.actions, ...flags])] }), body);
}

/** The record the write names, as the read answers it: the answer itself, or the row with its id. */
function recordIn(data: unknown, id: string): Record<string, unknown> | undefined {
  const rows = Array.isArray(data) ? data : (data as { list?: unknown[] })?.list;
  if (!rows) return data as Record<string, unknown>;
  return rows.find((r) => String((r as { id: unknown }).id) === id) as Record<string, unknown> | undefined;
}

/** A record without what changes by itself: the signed links' expiry and the last-change column. */
function stable(record: Record<string, unknown> | undefined) {
  if (!record) return record;
  const { log_activity: _log, ...rest } = record;
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/\?exp=\d+&sig=[\w-]+&s=\d+$/, '') : v]));
}

async function readRecord(pair: Pair, writeUrl: string) {
  const { url, body } = requestOf(pair.read);
  const res = await call(pair.read, url, body);
  expect(res.status, `${pair.read.method} ${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return recordIn(res.body.data, writeUrl.slice(writeUrl.lastIndexOf('/') + 1));
}

describe('round trips', () => {
  it('finds the read of every record a PUT edits', () => {
    expect(writes.filter((w) => !readOf(w)).map(routeKey)).toEqual([]);
    expect(Object.keys(NOT_EDITS).filter((k) => !byKey.has(k))).toEqual([]);
    expect(pairs.map((p) => routeKey(p.write))).toContain('PUT /api/siswa/data-diri/:siswa_id');
  });

  it.each(pairs.map((p) => [`${routeKey(p.write)} ← ${routeKey(p.read)}`, p] as const))('%s accepts what the read answered, unchanged', async (_, pair) =>
    opened(pair, async () => {
      const { url, body: valid } = requestOf(pair.write);
      // A record the form has saved once: a seeded one may still lack what the form requires.
      const saved = await call(pair.write, url, valid);
      expect(saved.status, `${pair.write.method} ${url} with a valid body: ${JSON.stringify(saved.body).slice(0, 500)}`).toBe(200);
      const before = await readRecord(pair, url);
      expect(before, `the read holds no record for ${url}`).toBeDefined();
      const res = await call(pair.write, url, before);
      expect(res.status, `${pair.write.method} ${url}: ${JSON.stringify(res.body).slice(0, 500)}`).toBe(200);
      expect(stable(await readRecord(pair, url))).toEqual(stable(before));
    }),
  );
});

/*
 * The same over generated forms: fields of each write's body schema, valid for it, over a body
 * the route accepts. Whatever the first write stored, reading it and writing the read back is
 * accepted and changes nothing. FUZZ_SEED replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_125);
const openapi = demo.app.swagger() as unknown as OpenApiDocument;
const hints = {
  ...OPTIONS,
  kategori: [...OPTIONS.kategori_beasiswa, ...OPTIONS.kategori_alumni],
  tahun: ['2020', '2026'],
  tahun_masuk: ['2019', '2020'],
  tahun_lulus: ['2023', '2024'],
  tahun_belajar: ['2018'],
  nik: ['3404011234567890'],
  no_kk: ['3404010987654321'],
  nis: ['123456789012345678'],
  tgl_lahir: ['2009-02-28'],
  no_telp: ['081234567890', '+6281234567890'],
  kode_pos: ['55281'],
  lat: [-7.797068],
  long: [110.370529],
  foto: [null],
  file: [null],
  file_ijazah: [null],
  logo: [null],
  // A class group names the school's own reference rows and GTK.
  tingkatan_kelas: [stafTarget.akademik.rombel.tingkatan_kelas],
  jurusan_nama: [stafTarget.akademik.rombel.jurusan_nama, null],
  ruangan_nama: [stafTarget.akademik.rombel.ruangan_nama, null],
  wali_gtk_id: [stafTarget.akademik.gtk.id, null],
  guru_bk_gtk_id: [stafTarget.akademik.gtk.id, null],
};

function bodySchemaOf(route: Route): JsonSchema {
  const op = openapi.paths[route.url.replace(/:([a-z_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const schema = op?.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${routeKey(route)} documents no body`);
  return schema;
}

describe('round trips of generated forms', () => {
  it.each(pairs.map((p) => [routeKey(p.write), p] as const))('%s: write, read, write the read back', async (_, pair) =>
    opened(pair, async () => {
      const { url, body: valid } = requestOf(pair.write);
      const schema = bodySchemaOf(pair.write);
      const names = [schema, ...(schema.anyOf ?? schema.oneOf ?? [])].flatMap((s) => Object.keys(s.properties ?? {}));
      const fields = fc.dictionary(fc.constantFrom(...new Set(names)), fc.constant(true), { maxKeys: 6 });
      const generated = schemaArbitrary(schema, 'valid', { components: openapi.components?.schemas, hints });
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(generated, fields, async (form, chosen) => {
          // Generated values over the valid body: a few fields at a time, so most forms pass the rules a schema document cannot say.
          const picked = Object.fromEntries(Object.entries(form as object).filter(([k]) => k in chosen));
          const first = await call(pair.write, url, { ...(valid as object), ...picked });
          if (first.status !== 200) return;
          accepted++;
          const read = await readRecord(pair, url);
          const again = await call(pair.write, url, read);
          expect(again.status, `${url} refused its own read ${JSON.stringify(read).slice(0, 400)}: ${JSON.stringify(again.body).slice(0, 400)}`).toBe(200);
          expect(stable(await readRecord(pair, url))).toEqual(stable(read));
        }),
        { seed: SEED, numRuns: 12, endOnFailure: true },
      );
      expect(accepted).toBeGreaterThan(0);
    }),
  );
});
