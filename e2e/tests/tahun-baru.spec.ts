import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { urlOf, type Endpoint } from '../../packages/contract/src/endpoint';
import { STAF_AKADEMIK } from '../../packages/contract/src/endpoints/staf-akademik';
import { STAF_AKUN } from '../../packages/contract/src/endpoints/staf-akun';
import { STAF_TAHUN_BARU } from '../../packages/contract/src/endpoints/staf-tahun-baru';
import { MSG } from '../../packages/contract/src/messages';
import { choose } from '../fixtures/pickers';
import { DEMO_PASSWORD, restorePassword, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';

/**
 * The year's turn on the demo school. Both projects run it on the same database, before the
 * journeys after it: each run brings its own class groups and students (named after the project
 * and a stamp), opens 2027/2028 once, and makes 2026/2027 the active period again at the end,
 * whatever happened, so the demo's students, accounts and active year are as they were.
 */
type Api = { call: <T = unknown>(endpoint: Endpoint, input?: { params?: Record<string, unknown>; body?: unknown }) => Promise<T> };

async function operatorApi(request: APIRequestContext): Promise<Api> {
  const login = await request.post('/api/staf/login', { data: { email: STAF.operator, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  return {
    async call(endpoint, input = {}) {
      const res = await request.fetch(`/api${urlOf(endpoint, input.params)}`, { method: endpoint.method, headers, data: input.body });
      const body = await res.json();
      expect(res.ok(), body.message).toBe(true);
      return body.data;
    },
  };
}

type Year = { id: number; nama: string; is_active: boolean; semester: { id: number; tipe_semester: string; is_active: boolean }[] };

/** A student's row in the decision table. */
const row = (page: Page, nama: string) => page.getByRole('row').filter({ hasText: nama });

/** The active period found at the start, made active again after the test whatever happened (the journeys after it need it). */
let periode: { tahun_ajaran_id: number; semester_id: number } | undefined;
test.afterEach(async ({ request }) => {
  if (periode) await (await operatorApi(request)).call(STAF_AKADEMIK.periodeAktifUpdate, { body: periode });
  periode = undefined;
});

test('the operator promotes, keeps back and graduates; the portal shows each as it now is', async ({ page, request }) => {
  // Setting up makes accounts (password hashing) and the journey signs in five times.
  test.setTimeout(180_000);
  // Names take letters only: the stamp's digits are spelled as letters.
  const run = `${test.info().project.name} ${String(Date.now() % 1_000_000).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const api = await operatorApi(request);
  const years = await api.call<Year[]>(STAF_AKADEMIK.tahunAjaranList);
  const active = years.find((y) => y.is_active)!;
  periode = { tahun_ajaran_id: active.id, semester_id: active.semester.find((s) => s.is_active)!.id };
  expect(active.nama).toBe('2026/2027');
  if (!years.some((y) => y.nama === '2027/2028')) await api.call(STAF_AKADEMIK.tahunAjaranCreate, { body: { thn_awal: 2027, thn_akhir: 2028 } });

  // Two class groups of this run in 2026/2027 and three students who joined them by transfer, with their accounts.
  const group = async (tingkat: string) =>
    (
      await api.call<{ id: number }>(STAF_AKADEMIK.rombelCreate, {
        body: { nama: `${tingkat} Uji ${run}`, tingkatan_kelas: tingkat, kurikulum_nama: 'Kurikulum Merdeka', tahun_ajaran_id: active.id },
      })
    ).id;
  const [kelasX, kelasXii] = [await group('X'), await group('XII')];
  const nisn = (i: number) => `7${String(Date.now() % 100_000_000).padStart(8, '0')}${i}`;
  const student = (nama: string, i: number, rombel_id: number) =>
    api.call(STAF_TAHUN_BARU.mutasiMasuk, {
      body: { nama, nisn: nisn(i), jenis_kelamin: 'Perempuan', tanggal: '2026-07-13', alasan: 'Pindah domisili', sekolah_lain: 'MA Swasta Contoh', rombel_id },
    });
  const [naik, tinggal, lulus] = [`Naila Naik ${run}`, `Tari Tinggal ${run}`, `Luthfi Lulus ${run}`];
  await student(naik, 1, kelasX);
  await student(tinggal, 2, kelasX);
  await student(lulus, 3, kelasXii);
  const emails = new Map<string, string>();
  for (const rombel_id of [kelasX, kelasXii]) {
    const made = await api.call<{ dibuat: { nama: string; email: string; password: string; peran: string }[] }>(STAF_AKUN.buatRombel, {
      body: { rombel_id, peran: ['siswa'] },
    });
    for (const akun of made.dibuat) {
      await restorePassword(request, akun.email, akun.password);
      emails.set(akun.nama, akun.email);
    }
  }

  await signInStaf(page, STAF.operator, { at: '/staf/pengaturan/tahun-ajaran-baru' });
  await expect(page.getByLabel('Tahun ajaran yang ditutup')).toBeVisible();
  await expect(page.getByTitle('2026/2027 (aktif)')).toBeVisible();
  await expect(page.getByTitle('2027/2028')).toBeVisible();
  await page.getByRole('button', { name: 'Buat rombel tahun baru' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buat' }).click();
  await expect(page.getByText(/rombel tahun ajaran baru dibuat/)).toBeVisible();

  // Kenaikan: one student moves up to XI, one stays in X.
  await choose(page, page.getByLabel('Rombel asal'), `X Uji ${run}`);
  await expect(row(page, tinggal)).toBeVisible();
  await expect(page.getByTitle(`XI Uji ${run}`)).toBeVisible();
  await row(page, tinggal).getByText('Tinggal kelas').click();
  await page.getByRole('button', { name: 'Simpan kenaikan kelas' }).click();
  await expect(page.getByText(MSG.kenaikanSaved(1, 1))).toBeVisible();
  await expect(row(page, naik)).toContainText(`XI Uji ${run}`);
  await expect(row(page, tinggal)).toContainText(`X Uji ${run}`);

  // Kelulusan: the last grade's student graduates.
  await page.getByRole('tab', { name: 'Kelulusan' }).click();
  await choose(page, page.getByLabel('Rombel asal'), `XII Uji ${run}`);
  await expect(row(page, lulus)).toBeVisible();
  await page.getByRole('button', { name: 'Simpan kelulusan' }).click();
  await expect(page.getByText(MSG.kelulusanSaved(1, 0))).toBeVisible();
  await expect(row(page, lulus).locator('.ant-tag', { hasText: 'Lulus' })).toBeVisible();

  // The transfers in are listed.
  await page.getByRole('tab', { name: 'Mutasi' }).click();
  await page.getByPlaceholder('Cari nama, NISN atau sekolah').fill(run);
  await page.getByPlaceholder('Cari nama, NISN atau sekolah').press('Enter');
  await expect(page.getByText(lulus)).toBeVisible();

  // The new year begins: the portal shows each student where they now are.
  const next = (await api.call<Year[]>(STAF_AKADEMIK.tahunAjaranList)).find((y) => y.nama === '2027/2028')!;
  await api.call(STAF_AKADEMIK.periodeAktifUpdate, {
    body: { tahun_ajaran_id: next.id, semester_id: next.semester.find((s) => s.tipe_semester === 'Ganjil')!.id },
  });
  const profileShows = async (email: string, label: string, value: string) => {
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(page, email, { at: '/profile' });
    const item = page.locator('.ant-descriptions-item-label').filter({ hasText: new RegExp(`^${label}$`) });
    await expect(item.first().locator('xpath=following-sibling::*[1]')).toContainText(value);
  };
  await profileShows(emails.get(naik)!, 'Rombel', `XI Uji ${run}`);
  await profileShows(emails.get(tinggal)!, 'Rombel', `X Uji ${run}`);
  // The graduate signs in with the same e-mail and password, as an alumnus with the student-style layout.
  await profileShows(emails.get(lulus)!, 'Masuk sebagai', 'Alumni');
  await page.goto('/peserta-didik/alumni');
  await expect(page.getByRole('tab', { name: 'Tracing', exact: true })).toBeVisible();
});
