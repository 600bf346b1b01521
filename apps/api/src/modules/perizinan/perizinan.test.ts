import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE, type ActionFlag } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { PERIZINAN_STATUS, type PerizinanStatus } from '@madrasah/contract/schemas/perizinan';
import { activityLog, perizinanJenis, perizinanSiswa, roleAccess, rombel, semester, tahunAjaran } from '../../db/schema/index.js';
import { demoPdf } from '../../db/seed/demo-files.js';
import { roleId } from '../../db/seed/reference.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, deactivatePeriods, PASSWORD } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { b64 } from '../../../test/images.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let sakit: number;
let lomba: number;
let staffKind: number;
const MORNING = new Date('2026-08-03T07:00:00+07:00');
beforeAll(async () => {
  period = await createPeriod(ctx.db);
  // The permits below fall in school year 2026/2027, on the morning of their first day.
  const [year] = await ctx.db.update(tahunAjaran).set({ thn_awal: 2026, thn_akhir: 2027 }).where(eq(tahunAjaran.id, period.tahunAjaran.id)).returning();
  period.tahunAjaran = year!;
  ctx.clock = MORNING;
  const kinds = await ctx.db
    .insert(perizinanJenis)
    .values([
      { nama: 'Sakit', inisial: 'S' },
      { nama: 'Dispensasi Lomba', inisial: 'DL', butuh_persetujuan: false },
      { nama: 'Cuti Tahunan', inisial: 'CT', tipe: 'guru' },
    ])
    .returning();
  [sakit, lomba, staffKind] = kinds.map((k) => k.id) as [number, number, number];
});

type Student = Awaited<ReturnType<typeof signedInStudent>>;
type Caller = { token: string };
const student = () => signedInStudent(ctx, period);
async function guardianOf(s: Student) {
  const account = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
  return { account, token: await api.token(account.email, PASSWORD) };
}

const PDF = b64(demoPdf('SURAT IZIN', ['Mohon izin tidak masuk sekolah.']));
const form = (extra: object = {}) => ({
  perizinan_jenis_id: sakit,
  tgl_awal: '2026-08-03',
  tgl_akhir: '2026-08-04',
  keterangan: 'Demam tinggi',
  file: PDF,
  ...extra,
});

const create = (c: Caller, body: object = form()) => api.call('POST', '/api/perizinan/siswa', { token: c.token, body });
const update = (c: Caller, id: number, body: object) => api.call('PUT', `/api/perizinan/siswa/${id}`, { token: c.token, body });
const remove = (c: Caller, id: number) => api.call('DELETE', `/api/perizinan/siswa/${id}`, { token: c.token });
const setStatus = (c: Caller, id: number, status: unknown) => api.call('PUT', `/api/perizinan/siswa/status/${id}`, { token: c.token, body: { status } });
const table = (c: Caller, body: object = {}) => api.call('POST', '/api/perizinan/siswa/table', { token: c.token, body });
const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((r) => r.id);

async function draft(s: Student, body: object = form()): Promise<number> {
  const res = await create(s, body);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.id as number;
}
const stored = async (id: number) => (await ctx.db.select().from(perizinanSiswa).where(eq(perizinanSiswa.id, id)))[0];
const forceStatus = (id: number, status: PerizinanStatus) => ctx.db.update(perizinanSiswa).set({ status }).where(eq(perizinanSiswa.id, id));
const fileExists = async (key: string) => {
  const opened = await ctx.app.files.storage.open(key);
  opened?.stream.destroy();
  return opened !== null;
};

/** Runs `call` with the permit submitted by someone else just before the call's transaction starts. */
async function submittedMeanwhile<T>(id: number, call: () => Promise<T>): Promise<T> {
  const db = ctx.app.db;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    db.transaction = transaction;
    await forceStatus(id, 'DIAJUKAN');
    return transaction(...args);
  }) as typeof db.transaction;
  try {
    return await call();
  } finally {
    db.transaction = transaction;
  }
}

/** Runs `body` with the role's actions on the permit page replaced, then restores them. */
async function withActions(role: string, change: (actions: ActionFlag[]) => ActionFlag[], body: () => Promise<void>) {
  const where = and(eq(roleAccess.role_id, await roleId(ctx.db, role)), eq(roleAccess.path, PAGE.perizinanSiswa));
  const [before] = await ctx.db.select().from(roleAccess).where(where);
  try {
    await ctx.db
      .update(roleAccess)
      .set({ actions: change(before!.actions as ActionFlag[]) })
      .where(where);
    await body();
  } finally {
    await ctx.db.update(roleAccess).set({ actions: before!.actions }).where(where);
  }
}

describe('POST perizinan/jenis/table', () => {
  it('lists the kinds for students only, alphabetically, with whether they need approval', async () => {
    const s = await student();
    const res = await api.call('POST', '/api/perizinan/jenis/table', { token: s.token, body: { filtering: { tipe: 'siswa' } } });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((k: { nama: string }) => k.nama)).toEqual(['Dispensasi Lomba', 'Sakit']);
    expect(res.body.data.list[0]).toMatchObject({ id: lomba, inisial: 'DL', tipe: 'siswa', butuh_persetujuan: false });
    expect((await api.call('POST', '/api/perizinan/jenis/table', { token: s.token, body: { search: 'sak' } })).body.data.info.total).toBe(1);
  });
});

describe('POST perizinan/siswa', () => {
  it('files a DRAFT in the active period and class group, whatever the body says about them', async () => {
    const s = await student();
    const other = await student();
    const [otherYear] = await ctx.db.insert(tahunAjaran).values({ thn_awal: 1990, thn_akhir: 1991 }).returning();
    const res = await create(s, form({ siswa_id: other.siswa.id, tahun_ajaran_id: otherYear!.id, semester_id: 999, rombel_id: 999, status: 'DISETUJUI' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.saved);
    expect(res.body.data).toMatchObject({
      nama: s.siswa.nama,
      tahun_ajaran: `${period.tahunAjaran.thn_awal}/${period.tahunAjaran.thn_akhir}`,
      tipe_semester: 'Ganjil',
      rombel_nama: period.rombel.nama,
      perizinan_jenis_id: sakit,
      perizinan_jenis_nama: 'Sakit',
      tgl_awal: '2026-08-03',
      tgl_akhir: '2026-08-04',
      keterangan: 'Demam tinggi',
      status: 'DRAFT',
      created_by: s.account.name,
      approved_at: null,
      approved_by: null,
      log_activity: { aksi: 'create', oleh: s.account.name },
    });
    const row = await stored(res.body.data.id);
    expect(row).toMatchObject({
      siswa_id: s.siswa.id,
      tahun_ajaran_id: period.tahunAjaran.id,
      semester_id: period.semester.id,
      rombel_id: period.rombel.id,
      created_by: s.account.id,
    });
    expect((await table(other)).body.data.info.total).toBe(0);
  });

  it('stores the letter as a PDF and serves it by signed link', async () => {
    const s = await student();
    const res = await create(s);
    expect(res.body.data.file).toMatch(/^perizinan\/.+\.pdf\?exp=/);
    const download = await ctx.app.inject({ method: 'GET', url: `${res.body.data.main_path}${res.body.data.file}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('answers with the spec’s messages', async () => {
    const s = await student();
    const empty = await create(s, {});
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual([
      { field: 'perizinan_jenis_id', message: MSG.permitJenisRequired },
      { field: 'tgl_awal', message: MSG.permitTanggalRequired },
      { field: 'tgl_akhir', message: MSG.permitTanggalRequired },
      { field: 'keterangan', message: MSG.permitKeteranganRequired },
      { field: 'file', message: MSG.permitFileRequired },
    ]);
    const blank = await create(s, form({ perizinan_jenis_id: '', tgl_awal: '', keterangan: '  ', file: '' }));
    expect(blank.body.data.map((d: { message: string }) => d.message)).toEqual([
      MSG.permitJenisRequired,
      MSG.permitTanggalRequired,
      MSG.permitKeteranganRequired,
      MSG.permitFileRequired,
    ]);
    expect((await create(s, form({ tgl_awal: '2026-08-05', tgl_akhir: '2026-08-04' }))).body.data).toEqual([
      { field: 'tgl_akhir', message: MSG.permitDateOrder },
    ]);
    expect((await create(s, form({ tgl_awal: '2026-02-30', tgl_akhir: '2026-03-02' }))).body.data).toEqual([{ field: 'tgl_awal', message: MSG.dateInvalid }]);
    expect((await create(s, form({ tgl_akhir: '04-08-2026' }))).body.data).toEqual([{ field: 'tgl_akhir', message: MSG.dateInvalid }]);
    // A kind that is not for students, or none at all, is not a choice.
    expect((await create(s, form({ perizinan_jenis_id: staffKind }))).body.data).toEqual([{ field: 'perizinan_jenis_id', message: MSG.optionInvalid }]);
    expect((await create(s, form({ perizinan_jenis_id: 999_999 }))).body.data).toEqual([{ field: 'perizinan_jenis_id', message: MSG.optionInvalid }]);
    expect((await table(s)).body.data.info.total).toBe(0);
  });

  it('takes a PDF only, under 2 MB', async () => {
    const s = await student();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await create(s, form({ file: b64(png) }))).body.data).toEqual([{ field: 'file', message: MSG.fileTypePdf }]);
    expect((await create(s, form({ file: b64(Buffer.from('bukan pdf sama sekali')) }))).body.data).toEqual([{ field: 'file', message: MSG.fileTypePdf }]);
    const big = b64(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024)]));
    expect((await create(s, form({ file: big }))).body.data).toEqual([{ field: 'file', message: MSG.fileTooLarge }]);
    expect((await table(s)).body.data.info.total).toBe(0);
  });

  it('is refused without an active period, to a guardian by default, and without the create action', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    expect((await create(wali)).status).toBe(403);
    await withActions(
      ROLE.siswa,
      (a) => a.filter((x) => x !== 'create'),
      async () => {
        expect((await create(s)).status).toBe(403);
      },
    );
    expect((await create(s)).status).toBe(200);
    await deactivatePeriods(ctx.db);
    try {
      const res = await create(s);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.noActiveYear);
    } finally {
      await ctx.db.update(tahunAjaran).set({ is_active: true }).where(eq(tahunAjaran.id, period.tahunAjaran.id));
    }
    expect((await table(s)).body.data.info.total).toBe(1);
  });
});

describe('PUT and DELETE perizinan/siswa/{id}', () => {
  it('edits a draft and keeps its letter when no new one is sent', async () => {
    const s = await student();
    const id = await draft(s);
    const before = (await stored(id))!.file!;
    const res = await update(s, id, { ...form({ keterangan: 'Demam dan batuk', perizinan_jenis_id: lomba }), file: undefined });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.dataUpdated);
    expect(res.body.data).toMatchObject({
      keterangan: 'Demam dan batuk',
      perizinan_jenis_nama: 'Dispensasi Lomba',
      status: 'DRAFT',
      log_activity: { aksi: 'update' },
    });
    expect((await stored(id))!.file).toBe(before);
    expect(await fileExists(before)).toBe(true);
  });

  it('replaces the letter with a new PDF and removes the old file; refuses a non-PDF and keeps the draft', async () => {
    const s = await student();
    const id = await draft(s);
    const before = (await stored(id))!.file!;
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await update(s, id, form({ file: b64(jpeg), keterangan: 'Diganti' }))).body.data).toEqual([{ field: 'file', message: MSG.fileTypePdf }]);
    expect(await stored(id)).toMatchObject({ file: before, keterangan: 'Demam tinggi' });
    expect((await update(s, id, form())).status).toBe(200);
    const after = (await stored(id))!.file!;
    expect(after).not.toBe(before);
    expect(await fileExists(after)).toBe(true);
    expect(await fileExists(before)).toBe(false);
  });

  it('deletes a draft and its letter', async () => {
    const s = await student();
    const id = await draft(s);
    const key = (await stored(id))!.file!;
    const res = await remove(s, id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.deleted);
    expect(await stored(id)).toBeUndefined();
    expect(await fileExists(key)).toBe(false);
    const logged = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'perizinan_siswa'), eq(activityLog.entity_id, id)));
    expect(logged.map((l) => l.action)).toEqual(['create', 'delete']);
  });

  it.each(PERIZINAN_STATUS.filter((s) => s !== 'DRAFT'))('refuses to edit or delete a permit in %s', async (status) => {
    const s = await student();
    const id = await draft(s);
    await forceStatus(id, status);
    const before = await stored(id);
    const edited = await update(s, id, form({ keterangan: 'Diubah setelah diajukan' }));
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe(MSG.permitNotDraft);
    const deleted = await remove(s, id);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(MSG.permitNotDraft);
    expect(await stored(id)).toEqual(before);
    expect(await fileExists(before!.file!)).toBe(true);
  });

  it('refuses an edit or delete whose permit is submitted between its read and its write', async () => {
    const s = await student();
    const id = await draft(s);
    const letters = () => fs.readdirSync(ctx.filesDir, { recursive: true }).filter((f) => String(f).endsWith('.pdf')).length;
    const before = letters();
    for (const attempt of [() => update(s, id, form({ keterangan: 'Terlambat' })), () => remove(s, id)]) {
      await forceStatus(id, 'DRAFT');
      const res = await submittedMeanwhile(id, attempt);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MSG.permitNotDraft);
      expect(await stored(id)).toMatchObject({ status: 'DIAJUKAN', keterangan: 'Demam tinggi' });
    }
    // The letter the refused edit brought is not left behind.
    expect(letters()).toBe(before);
  });

  it('refuses edits once the student has submitted through the API', async () => {
    const s = await student();
    const id = await draft(s);
    expect((await setStatus(s, id, 'DIAJUKAN')).status).toBe(200);
    expect((await update(s, id, form())).status).toBe(409);
    expect((await remove(s, id)).status).toBe(409);
  });
});

describe('PUT perizinan/siswa/status/{id}', () => {
  // Who asks for each change: the student submits, the guardian decides.
  const allowed: { from: PerizinanStatus; to: PerizinanStatus; by: 'siswa' | 'wali' }[] = [
    { from: 'DRAFT', to: 'DIAJUKAN', by: 'siswa' },
    { from: 'DIAJUKAN', to: 'DISETUJUI', by: 'wali' },
    { from: 'DIAJUKAN', to: 'DITOLAK', by: 'wali' },
  ];
  const refused = PERIZINAN_STATUS.flatMap((from) => PERIZINAN_STATUS.map((to) => ({ from, to }))).filter(
    (t) => !allowed.some((a) => a.from === t.from && a.to === t.to),
  );

  it.each(allowed)('allows $from → $to by the $by', async ({ from, to, by }) => {
    const s = await student();
    const wali = await guardianOf(s);
    const id = await draft(s);
    await forceStatus(id, from);
    const caller = by === 'siswa' ? s : wali;
    const res = await setStatus(caller, id, to);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.status).toBe(to);
    const decider = by === 'wali' ? wali.account : null;
    expect(res.body.data.approved_by).toBe(decider?.name ?? null);
    expect(res.body.data.approved_at === null).toBe(decider === null);
    expect(res.body.data.log_activity).toMatchObject({ aksi: 'status', oleh: by === 'siswa' ? s.account.name : wali.account.name });
    expect(await stored(id)).toMatchObject({ status: to, approved_by: decider?.id ?? null });
    const [log] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'perizinan_siswa'), eq(activityLog.entity_id, id), eq(activityLog.action, 'status')));
    expect(log!.detail).toEqual({ from, to });
  });

  it.each(refused)('refuses $from → $to to the student and the guardian alike', async ({ from, to }) => {
    const s = await student();
    const wali = await guardianOf(s);
    const id = await draft(s);
    await forceStatus(id, from);
    const before = await stored(id);
    for (const caller of [s, wali]) {
      const res = await setStatus(caller, id, to);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MSG.permitTransitionRefused(from, to));
    }
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a status outside the list, or none, with the approval modal’s message', async () => {
    const s = await student();
    const id = await draft(s);
    for (const status of ['SELESAI', '', undefined]) {
      const res = await setStatus(s, id, status);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'status', message: MSG.chooseStatusFirst }]);
    }
    expect((await stored(id))!.status).toBe('DRAFT');
  });

  it('lands a submission on AUTO APPROVAL when the kind needs no approval, which then stays', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    const id = await draft(s, form({ perizinan_jenis_id: lomba }));
    const res = await setStatus(s, id, 'DIAJUKAN');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.permitAutoApproved);
    expect(res.body.data).toMatchObject({ status: 'AUTO APPROVAL', approved_by: null });
    expect(res.body.data.approved_at).not.toBeNull();
    expect((await setStatus(wali, id, 'DITOLAK')).status).toBe(409);
    expect((await setStatus(s, id, 'AUTO APPROVAL')).status).toBe(409);
    expect((await stored(id))!.status).toBe('AUTO APPROVAL');
  });

  it('never lets a student decide on their own permit', async () => {
    const s = await student();
    const id = await draft(s);
    expect((await setStatus(s, id, 'DIAJUKAN')).status).toBe(200);
    // By default the student's map holds no approval action.
    expect((await setStatus(s, id, 'DISETUJUI')).status).toBe(403);
    // Nor when a school grants it: a student never approves their own permit.
    await withActions(
      ROLE.siswa,
      (a) => [...a, 'approval'],
      async () => {
        for (const status of ['DISETUJUI', 'DITOLAK']) {
          const res = await setStatus(s, id, status);
          expect(res.status).toBe(403);
          expect(res.body.message).toBe(MSG.permitOwnDecision);
        }
      },
    );
    expect(await stored(id)).toMatchObject({ status: 'DIAJUKAN', approved_by: null, approved_at: null });
  });

  it('never lets a student decide on a permit about them that their guardian filed', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    let id = 0;
    await withActions(
      ROLE.wali,
      (a) => [...a, 'create', 'request_approval'],
      async () => {
        id = (await create(wali)).body.data.id;
        expect((await setStatus(wali, id, 'DIAJUKAN')).status).toBe(200);
      },
    );
    await withActions(
      ROLE.siswa,
      (a) => [...a, 'approval'],
      async () => {
        const res = await setStatus(s, id, 'DISETUJUI');
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MSG.permitOwnDecision);
      },
    );
    expect((await stored(id))!.status).toBe('DIAJUKAN');
  });

  it('never lets the account that filed a permit decide on it', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    await withActions(
      ROLE.wali,
      (a) => [...a, 'create', 'request_approval'],
      async () => {
        const res = await create(wali);
        expect(res.status).toBe(200);
        const id = res.body.data.id as number;
        expect(res.body.data.created_by).toBe(wali.account.name);
        expect((await setStatus(wali, id, 'DIAJUKAN')).status).toBe(200);
        const decided = await setStatus(wali, id, 'DISETUJUI');
        expect(decided.status).toBe(403);
        expect(decided.body.message).toBe(MSG.permitOwnDecision);
        expect((await stored(id))!.status).toBe('DIAJUKAN');
      },
    );
  });

  it('lets the guardian approve the ward’s permit, and no one else', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    const otherWali = await guardianOf(await student());
    const id = await draft(s);
    expect((await setStatus(wali, id, 'DIAJUKAN')).status).toBe(403);
    expect((await setStatus(s, id, 'DIAJUKAN')).body.message).toBe(MSG.permitSubmitted);
    const stranger = await setStatus(otherWali, id, 'DISETUJUI');
    expect(stranger.status).toBe(404);
    expect((await stored(id))!.status).toBe('DIAJUKAN');
    const res = await setStatus(wali, id, 'DISETUJUI');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.permitApproved);
    expect(res.body.data).toMatchObject({ status: 'DISETUJUI', approved_by: wali.account.name, created_by: s.account.name });
    expect(Date.parse(res.body.data.approved_at)).not.toBeNaN();
    expect(ids(await table(wali))).toEqual([id]);
    expect((await table(otherWali)).body.data.info.total).toBe(0);
  });

  it('lets exactly one of two concurrent decisions win', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    const id = await draft(s);
    await setStatus(s, id, 'DIAJUKAN');
    // Hold every request at its write until all three have read the permit as DIAJUKAN.
    const db = ctx.app.db;
    const transaction = db.transaction.bind(db);
    const held: (() => void)[] = [];
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      await new Promise<void>((release) => {
        held.push(release);
        if (held.length === 3) held.forEach((r) => r());
      });
      return transaction(...args);
    }) as typeof db.transaction;
    let results;
    try {
      results = await Promise.all([setStatus(wali, id, 'DISETUJUI'), setStatus(wali, id, 'DITOLAK'), setStatus(wali, id, 'DISETUJUI')]);
    } finally {
      db.transaction = transaction;
    }
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual([MSG.permitStatusChanged, MSG.permitStatusChanged]);
    expect((await stored(id))!.status).toBe(won[0]!.body.data.status);
    const decisions = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'perizinan_siswa'), eq(activityLog.entity_id, id), eq(activityLog.action, 'status')));
    expect(decisions).toHaveLength(2);
  });

  it('follows the access map: without request_approval or approval the route is closed', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    const id = await draft(s);
    await withActions(
      ROLE.siswa,
      (a) => a.filter((x) => x !== 'request_approval'),
      async () => {
        expect((await setStatus(s, id, 'DIAJUKAN')).status).toBe(403);
      },
    );
    expect((await setStatus(s, id, 'DIAJUKAN')).status).toBe(200);
    await withActions(
      ROLE.wali,
      (a) => a.filter((x) => x !== 'approval'),
      async () => {
        expect((await setStatus(wali, id, 'DISETUJUI')).status).toBe(403);
      },
    );
    expect((await stored(id))!.status).toBe('DIAJUKAN');
  });
});

describe('another student’s permits', () => {
  it('are invisible and untouchable by id', async () => {
    const owner = await student();
    const s = await student();
    const id = await draft(owner);
    const before = await stored(id);
    expect(ids(await table(s))).toEqual([]);
    expect((await update(s, id, form({ keterangan: 'Diambil alih' }))).status).toBe(404);
    expect((await remove(s, id)).status).toBe(404);
    expect((await setStatus(s, id, 'DIAJUKAN')).status).toBe(404);
    expect(await stored(id)).toEqual(before);
  });

  it('are closed to a guardian account without a ward', async () => {
    const owner = await student();
    const id = await draft(owner);
    const account = await createAccount(ctx.db, { role: ROLE.wali });
    const token = await api.token(account.email, PASSWORD);
    for (const res of [await table({ token }), await setStatus({ token }, id, 'DIAJUKAN')]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.notYourStudent);
    }
  });
});

describe('POST perizinan/siswa/table', () => {
  it('searches the kind and the description, sorts, filters and pages', async () => {
    const s = await student();
    const at = (iso: string) => (ctx.clock = new Date(iso));
    try {
      at('2026-08-01T01:00:00Z');
      const a = await draft(s, form({ tgl_awal: '2026-08-10', tgl_akhir: '2026-08-10', keterangan: 'Periksa gigi' }));
      at('2026-08-02T01:00:00Z');
      const b = await draft(s, form({ tgl_awal: '2026-08-03', tgl_akhir: '2026-08-05', keterangan: 'Demam' }));
      at('2026-07-30T01:00:00Z');
      const c = await draft(s, form({ perizinan_jenis_id: lomba, tgl_awal: '2026-08-20', tgl_akhir: '2026-08-22', keterangan: 'Olimpiade sains' }));
      ctx.clock = MORNING;
      await setStatus(s, b, 'DIAJUKAN');

      expect(ids(await table(s))).toEqual([c, b, a]);
      expect(ids(await table(s, { sorting: [{ field: 'tgl_awal', sort: 'ASC', urutan: 1 }] }))).toEqual([b, a, c]);
      expect(ids(await table(s, { sorting: [{ field: 'tgl_awal', sort: 'DESC', urutan: 1 }] }))).toEqual([c, a, b]);
      expect(ids(await table(s, { sorting: [{ field: 'created_at', sort: 'DESC', urutan: 1 }] }))).toEqual([b, a, c]);
      expect(ids(await table(s, { sorting: [{ field: 'created_at', sort: 'ASC', urutan: 1 }] }))).toEqual([c, a, b]);
      expect(ids(await table(s, { sorting: [{ field: 'id', sort: 'ASC', urutan: 1 }] }))).toEqual([a, b, c]);
      expect((await table(s, { sorting: [{ field: 'siswa_id', sort: 'ASC' }] })).status).toBe(400);

      expect(ids(await table(s, { search: 'lomba' }))).toEqual([c]);
      expect(ids(await table(s, { search: 'GIGI' }))).toEqual([a]);
      expect(ids(await table(s, { search: 'sakit demam' }))).toEqual([b]);

      expect(ids(await table(s, { filtering: { status: 'DIAJUKAN' } }))).toEqual([b]);
      expect(ids(await table(s, { filtering: { status: 'DRAFT' } }))).toEqual([c, a]);
      // The period keeps permits whose days overlap it.
      expect(ids(await table(s, { filtering: { tgl_awal: '2026-08-05', tgl_akhir: '2026-08-10' } }))).toEqual([b, a]);
      expect(ids(await table(s, { filtering: { tgl_awal: '2026-08-11' } }))).toEqual([c]);
      expect(ids(await table(s, { filtering: { tgl_akhir: '2026-08-04' } }))).toEqual([b]);
      const reversed = await table(s, { filtering: { tgl_awal: '2026-08-10', tgl_akhir: '2026-08-01' } });
      expect(reversed.status).toBe(400);
      expect(reversed.body.data).toEqual([{ field: 'filtering.tgl_akhir', message: MSG.periodInvalid }]);
      // Cleared filters come as empty values.
      expect(ids(await table(s, { filtering: { tahun_ajaran_id: '', semester_id: null, rombel_id: '', status: '', tgl_awal: '', tgl_akhir: null } }))).toEqual([
        c,
        b,
        a,
      ]);

      const page2 = await table(s, { pagination: { current: 2, pageSize: 2 } });
      expect(ids(page2)).toEqual([a]);
      expect(page2.body.data.info).toEqual({ total: 3, current: 2, pageSize: 2 });
    } finally {
      ctx.clock = MORNING;
    }
  });

  it('filters by school year, semester and class group', async () => {
    const s = await student();
    const now = await draft(s);
    const old = await draft(s, form({ tgl_awal: '2026-08-05', tgl_akhir: '2026-08-05' }));
    const [ta] = await ctx.db.insert(tahunAjaran).values({ thn_awal: 1980, thn_akhir: 1981 }).returning();
    const [sem] = await ctx.db.insert(semester).values({ tahun_ajaran_id: ta!.id, tipe_semester: 'Genap' }).returning();
    const [rb] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: ta!.id, nama: 'IX A', tingkatan_kelas: 'IX' }).returning();
    await ctx.db.update(perizinanSiswa).set({ tahun_ajaran_id: ta!.id, semester_id: sem!.id, rombel_id: rb!.id }).where(eq(perizinanSiswa.id, old));

    expect(ids(await table(s, { filtering: { tahun_ajaran_id: period.tahunAjaran.id } }))).toEqual([now]);
    expect(ids(await table(s, { filtering: { tahun_ajaran_id: String(ta!.id) } }))).toEqual([old]);
    expect(ids(await table(s, { filtering: { semester_id: sem!.id } }))).toEqual([old]);
    expect(ids(await table(s, { filtering: { semester_id: period.semester.id, rombel_id: period.rombel.id } }))).toEqual([now]);
    expect(ids(await table(s, { filtering: { rombel_id: rb!.id } }))).toEqual([old]);
    const [row] = (await table(s, { filtering: { rombel_id: rb!.id } })).body.data.list;
    expect(row).toMatchObject({ tahun_ajaran: '1980/1981', tipe_semester: 'Genap', rombel_nama: 'IX A' });
  });

  it('shows the guardian the ward’s permits and needs the view action', async () => {
    const s = await student();
    const wali = await guardianOf(s);
    const id = await draft(s);
    await draft(await student());
    expect(ids(await table(wali))).toEqual([id]);
    await withActions(
      ROLE.wali,
      (a) => a.filter((x) => x !== 'view'),
      async () => {
        expect((await table(wali)).status).toBe(403);
        expect((await api.call('POST', '/api/perizinan/jenis/table', { token: wali.token, body: {} })).status).toBe(403);
      },
    );
    expect((await table(s)).status).toBe(200);
  });
});

describe('permit dates', () => {
  const at = (iso: string) => (ctx.clock = new Date(iso));
  const fieldErrors = (res: { body: { data: unknown } }) => res.body.data;
  let late: number;
  beforeAll(async () => {
    // A kind that may start two days back and lasts three days at most.
    const [kind] = await ctx.db.insert(perizinanJenis).values({ nama: 'Sakit Mendadak', maks_hari: 3, tenggang_hari: 2 }).returning();
    late = kind!.id;
  });

  it('lie inside the active school year and the first day’s semester, within the kind’s span', async () => {
    const s = await student();
    const outside = [{ field: 'tgl_awal', message: MSG.permitOutsideYear('01-07-2026', '30-06-2027') }];
    expect(fieldErrors(await create(s, form({ tgl_awal: '2026-06-30', tgl_akhir: '2026-08-04' })))).toEqual(outside);
    expect(fieldErrors(await create(s, form({ tgl_awal: '2027-07-01', tgl_akhir: '2027-07-02' })))).toEqual(outside);
    expect(fieldErrors(await create(s, form({ tgl_awal: '2024-01-01', tgl_akhir: '2099-12-31' })))).toEqual(outside);
    expect(fieldErrors(await create(s, form({ tgl_awal: '2026-12-28', tgl_akhir: '2027-01-02' })))).toEqual([
      { field: 'tgl_akhir', message: MSG.permitCrossesSemester('31-12-2026') },
    ]);
    // Fourteen days by default, first and last included.
    expect(fieldErrors(await create(s, form({ tgl_awal: '2026-08-03', tgl_akhir: '2026-08-17' })))).toEqual([
      { field: 'tgl_akhir', message: MSG.permitTooLong(14) },
    ]);
    expect(fieldErrors(await create(s, form({ perizinan_jenis_id: late, tgl_awal: '2026-08-03', tgl_akhir: '2026-08-06' })))).toEqual([
      { field: 'tgl_akhir', message: MSG.permitTooLong(3) },
    ]);
    expect((await table(s)).body.data.info.total).toBe(0);
    expect((await create(s, form({ tgl_awal: '2026-08-03', tgl_akhir: '2026-08-16' }))).status).toBe(200);
  });

  it('start no earlier than today less the kind’s grace, when filed, edited and submitted', async () => {
    const s = await student();
    expect(fieldErrors(await create(s, form({ tgl_awal: '2026-08-02', tgl_akhir: '2026-08-03' })))).toEqual([
      { field: 'tgl_awal', message: MSG.permitStartTooEarly('03-08-2026') },
    ]);
    expect(fieldErrors(await create(s, form({ perizinan_jenis_id: late, tgl_awal: '2026-07-31', tgl_akhir: '2026-08-01' })))).toEqual([
      { field: 'tgl_awal', message: MSG.permitStartTooEarly('01-08-2026') },
    ]);
    const id = await draft(s, form({ perizinan_jenis_id: late, tgl_awal: '2026-08-01', tgl_akhir: '2026-08-03' }));
    expect(fieldErrors(await update(s, id, form({ tgl_awal: '2026-07-31', tgl_akhir: '2026-08-01' })))).toEqual([
      { field: 'tgl_awal', message: MSG.permitStartTooEarly('03-08-2026') },
    ]);
    // A draft left lying past its grace cannot be submitted to excuse those days.
    try {
      at('2026-08-04T07:00:00+07:00');
      const res = await setStatus(s, id, 'DIAJUKAN');
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'tgl_awal', message: MSG.permitStartTooEarly('02-08-2026') }]);
      expect((await stored(id))!.status).toBe('DRAFT');
    } finally {
      ctx.clock = MORNING;
    }
    expect((await setStatus(s, id, 'DIAJUKAN')).status).toBe(200);
  });

  it('stamp the semester the first day falls in', async () => {
    const s = await student();
    const january = form({ tgl_awal: '2027-01-04', tgl_akhir: '2027-01-05' });
    expect(fieldErrors(await create(s, january))).toEqual([{ field: 'tgl_awal', message: MSG.permitSemesterMissing('Genap') }]);
    const [genap] = await ctx.db.insert(semester).values({ tahun_ajaran_id: period.tahunAjaran.id, tipe_semester: 'Genap' }).returning();
    try {
      const res = await create(s, january);
      expect(res.body.data).toMatchObject({ tipe_semester: 'Genap', tahun_ajaran: '2026/2027' });
      expect(await stored(res.body.data.id)).toMatchObject({ semester_id: genap!.id, tahun_ajaran_id: period.tahunAjaran.id });
      // An edit back into the odd semester stamps it again.
      await update(s, res.body.data.id, form());
      expect((await stored(res.body.data.id))!.semester_id).toBe(period.semester.id);
    } finally {
      await ctx.db.delete(perizinanSiswa).where(eq(perizinanSiswa.semester_id, genap!.id));
      await ctx.db.delete(semester).where(eq(semester.id, genap!.id));
    }
  });
});

describe('overlapping permits', () => {
  const overlap = [{ field: 'tgl_awal', message: MSG.permitOverlap }];

  it('are refused for one student while the earlier one is not rejected, drafts included', async () => {
    const s = await student();
    const first = await draft(s, form({ tgl_awal: '2026-08-10', tgl_akhir: '2026-08-12' }));
    for (const [tgl_awal, tgl_akhir] of [
      ['2026-08-12', '2026-08-13'],
      ['2026-08-08', '2026-08-10'],
      ['2026-08-11', '2026-08-11'],
      ['2026-08-05', '2026-08-15'],
    ]) {
      const res = await create(s, form({ tgl_awal, tgl_akhir }));
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual(overlap);
    }
    // Another student's days, the days next to it and the permit's own dates in an edit are free.
    expect((await create(await student(), form({ tgl_awal: '2026-08-10', tgl_akhir: '2026-08-12' }))).status).toBe(200);
    const next = await draft(s, form({ tgl_awal: '2026-08-13', tgl_akhir: '2026-08-14' }));
    expect((await update(s, first, form({ tgl_awal: '2026-08-09', tgl_akhir: '2026-08-12' }))).status).toBe(200);
    expect((await update(s, next, form({ tgl_awal: '2026-08-12', tgl_akhir: '2026-08-14' }))).body.data).toEqual(overlap);
    // Once the first is rejected its days are free again.
    for (const status of ['DIAJUKAN', 'DISETUJUI', 'AUTO APPROVAL'] as const) {
      await forceStatus(first, status);
      expect((await create(s, form({ tgl_awal: '2026-08-10', tgl_akhir: '2026-08-10' }))).body.data).toEqual(overlap);
    }
    await forceStatus(first, 'DITOLAK');
    expect((await create(s, form({ tgl_awal: '2026-08-10', tgl_akhir: '2026-08-10' }))).status).toBe(200);
  });

  it('are refused by the database too, for a write that skips the API', async () => {
    const s = await student();
    const id = await draft(s, form({ tgl_awal: '2026-08-20', tgl_akhir: '2026-08-21' }));
    const row = (await stored(id))!;
    const { id: _id, ...copy } = row;
    await expect(ctx.db.insert(perizinanSiswa).values({ ...copy, status: 'AUTO APPROVAL', tgl_awal: '2026-08-21', tgl_akhir: '2099-12-31' })).rejects.toThrow();
    await ctx.db.insert(perizinanSiswa).values({ ...copy, status: 'DITOLAK' });
  });

  it('filed at once: exactly one is kept', async () => {
    const s = await student();
    const results = await Promise.all([
      create(s, form({ tgl_awal: '2026-08-24', tgl_akhir: '2026-08-26' })),
      create(s, form({ tgl_awal: '2026-08-26', tgl_akhir: '2026-08-27' })),
      create(s, form({ tgl_awal: '2026-08-25', tgl_akhir: '2026-08-26' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.data).toEqual(overlap);
    expect((await table(s)).body.data.info.total).toBe(1);
  });

  it('filed between the check and the write: the constraint refuses it with the same message', async () => {
    const s = await student();
    const id = await draft(s, form({ tgl_awal: '2026-08-28', tgl_akhir: '2026-08-28' }));
    const db = ctx.app.db;
    const transaction = db.transaction.bind(db);
    // The competing permit arrives after this request's overlap check, before its transaction.
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      db.transaction = transaction;
      await ctx.db.update(perizinanSiswa).set({ tgl_awal: '2026-08-27', tgl_akhir: '2026-08-29' }).where(eq(perizinanSiswa.id, id));
      return transaction(...args);
    }) as typeof db.transaction;
    try {
      const res = await create(s, form({ tgl_awal: '2026-08-29', tgl_akhir: '2026-08-30' }));
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual(overlap);
    } finally {
      db.transaction = transaction;
    }
    expect((await table(s)).body.data.info.total).toBe(1);
  });
});
