import { expect, test, type Locator, type Page } from '@playwright/test';
import { urlOf } from '../../packages/contract/src/endpoint';
import { PENILAIAN } from '../../packages/contract/src/endpoints/penilaian';
import { MSG } from '../../packages/contract/src/messages';
import { notified, rows } from '../fixtures/list';
import { choose, popupsSettled } from '../fixtures/pickers';
import { ACCOUNTS, DEMO_PASSWORD, isPhone, placeSession } from '../fixtures/session';

const NILAI = '/penilaian/nilai-mapel';
const TABLE = `/api${urlOf(PENILAIAN.table)}`;
const SUMATIF = `/api${urlOf(PENILAIAN.sumatifTable)}`;
/** The header's path up to its period, whichever period the page asks for. */
const HEADER = `/api${PENILAIAN.header.path.split(':')[0]}`;

type Grade = number | null;
type NilaiRow = {
  mapel_singkatan: string;
  mapel_nama: string;
  mapel_gtk: string | null;
  sumatif_nilai: Grade;
  pas_nilai: Grade;
  rapor_nilai: Grade;
  capaian_kompetensi: string | null;
  tahun_ajaran_id: number;
  semester_id: number;
  rombel_id: number;
  mapel_id: number;
};
type Answer<R> = { body: { search: string; filtering?: Record<string, unknown>; sorting: { field: string; sort: string }[] }; list: R[]; total: number };

/** A grade as the pages show it: 2 decimals, '-' when there is none yet. */
const shown = (grade: Grade) => (grade === null ? '-' : grade.toFixed(2).replace('.', ','));

/** Waits for a list's next answer while `act` runs: the body sent, and the rows and total answered. */
async function listCall<R>(page: Page, endpoint: string, act: () => Promise<unknown>): Promise<Answer<R>> {
  const answered = page.waitForResponse((r) => r.url().endsWith(endpoint) && r.request().method() === 'POST');
  await act();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return { body: response.request().postDataJSON(), list: data.list, total: data.info.total };
}

const nilaiCall = (page: Page, act: () => Promise<unknown>) => listCall<NilaiRow>(page, TABLE, act);

/** A subject's row, by its name. */
const subjectRow = (page: Page, row: NilaiRow) => rows(page).filter({ hasText: row.mapel_nama });

/** The Sumatif, Pas/Pat and Rapor cells of a row: a desktop's 4th to 6th cells (after No, subject and teacher), a phone card's line of three. */
const gradeCells = (page: Page, row: Locator) => row.locator(isPhone(page) ? '.nilai-grades strong' : 'td:nth-child(n+4):nth-child(-n+6)');

/** A value of a header card, by its label. */
const headerValue = (page: Page, label: string) =>
  page
    .locator('.nilai-header .ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');

async function openNilai(page: Page) {
  const header = page.waitForResponse((r) => r.url().includes(HEADER));
  const list = await nilaiCall(page, () => page.goto(NILAI));
  return { list, header: (await (await header).json()).data };
}

test("the active semester's grades: the class group, the formatted grades, a subject's summative detail and the way back", async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const { list, header } = await openNilai(page);
  expect(list.body.filtering).toEqual({ tahun_ajaran_id: expect.any(Number), semester_id: expect.any(Number) });
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Penilaian/Nilai Mata Pelajaran');
  await expect(headerValue(page, 'Rombel')).toHaveText('X IPA 1');
  await expect(headerValue(page, 'Wali Kelas')).toHaveText(header.wali_rombel);
  await expect(headerValue(page, 'Kurikulum')).toHaveText('Kurikulum Merdeka');
  await expect(headerValue(page, 'Tahun Ajaran')).toHaveText('2026/2027');
  await expect(headerValue(page, 'Semester')).toHaveText('Ganjil');
  await expect(page.getByText(`Total ${list.total} items`)).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(10, list.total));

  // Mid-semester, some subjects already have their PAS and report grade and others not.
  const graded = list.list.find((r) => r.rapor_nilai !== null)!;
  const pending = list.list.find((r) => r.rapor_nilai === null)!;
  for (const row of [graded, pending]) {
    const line = subjectRow(page, row);
    await expect(line.locator('.ant-tag')).toHaveText(row.mapel_singkatan);
    await expect(line).toContainText(row.mapel_gtk!);
    await expect(gradeCells(page, line)).toHaveText([shown(row.sumatif_nilai), shown(row.pas_nilai), shown(row.rapor_nilai)]);
  }
  expect(shown(graded.rapor_nilai)).toMatch(/^\d+,\d{2}$/);
  await expect(subjectRow(page, graded)).toContainText(graded.capaian_kompetensi!);

  const detail = await listCall<{ sumatif_nama: string; sumatif_materi: string; nilai: Grade }>(page, SUMATIF, () =>
    subjectRow(page, graded)
      .getByRole('link', { name: `Detail ${graded.mapel_nama}` })
      .click(),
  );
  const { tahun_ajaran_id, semester_id, rombel_id, mapel_id } = graded;
  expect(detail.body.filtering).toEqual({
    tahun_ajaran_id: String(tahun_ajaran_id),
    semester_id: String(semester_id),
    rombel_id: String(rombel_id),
    mapel_id: String(mapel_id),
  });
  await expect(page).toHaveURL(new RegExp(`${NILAI}/detail/${tahun_ajaran_id}/${semester_id}/${rombel_id}/${mapel_id}\\?mapel=`));
  expect(new URL(page.url()).searchParams.get('mapel')).toBe(`${graded.mapel_singkatan} - ${graded.mapel_nama}`);
  await expect(page.getByText('Nilai Sumatif Lingkup Materi')).toBeVisible();
  await expect(headerValue(page, 'Mata Pelajaran')).toContainText(graded.mapel_nama);
  await expect(headerValue(page, 'Mata Pelajaran').locator('.ant-tag')).toHaveText(graded.mapel_singkatan);
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Penilaian/Nilai Mata Pelajaran/Detail');
  await expect(rows(page)).toHaveCount(detail.total);
  for (const assessment of detail.list) {
    const line = rows(page).filter({ hasText: assessment.sumatif_materi });
    await expect(line).toContainText(assessment.sumatif_nama);
    await expect(line).toContainText(shown(assessment.nilai));
  }
  // The list's summative grade is the mean of these, rounded to 2 decimals.
  const mean = detail.list.reduce((sum, a) => sum + a.nilai!, 0) / detail.total;
  expect(Math.abs(graded.sumatif_nilai! - mean)).toBeLessThanOrEqual(0.005 + 1e-9);

  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(new RegExp(`${NILAI}$`));
  await expect(rows(page)).toHaveCount(Math.min(10, list.total));
});

test('the filter: the semester waits for a year, an incomplete choice is refused, another semester is shown and kept', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  await openNilai(page);
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  const year = dialog.getByLabel('Tahun Ajaran', { exact: true });
  const semester = dialog.getByLabel('Semester', { exact: true });
  await expect(dialog.locator('.ant-select').first()).toContainText('2026/2027');
  await expect(dialog.locator('.ant-select').nth(1)).toContainText('Ganjil');

  // Without a year there is no semester to choose.
  await dialog.locator('.ant-select').first().hover();
  await dialog.locator('.ant-select-clear').first().click();
  await expect(semester).toBeDisabled();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await notified(page, MSG.choosePeriodFirst);
  await expect(dialog).toBeVisible();

  // A year alone is not enough either.
  await choose(page, year, '2026/2027');
  await expect(semester).toBeEnabled();
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await notified(page, MSG.choosePeriodFirst);
  await expect(dialog).toBeVisible();
  // The year's list is still sliding away.
  await popupsSettled(page);
  await choose(page, semester, 'Genap');
  const genap = await nilaiCall(page, () => dialog.getByRole('button', { name: 'Terapkan' }).click());
  await expect(dialog).toBeHidden();
  expect(genap.body.filtering).toEqual({ tahun_ajaran_id: expect.any(Number), semester_id: expect.any(Number) });
  expect(genap.total).toBe(0);
  await expect(page).toHaveURL(/\?tahun_ajaran_id=\d+&semester_id=\d+$/);
  await expect(headerValue(page, 'Semester')).toHaveText('Genap');
  await expect(headerValue(page, 'Rombel')).toHaveText('X IPA 1');
  await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter' }).locator('xpath=ancestor::*[contains(@class, "ant-badge")][1]')).toContainText('1');

  // The address keeps the period: a reload shows it again.
  await nilaiCall(page, () => page.reload());
  await expect(headerValue(page, 'Semester')).toHaveText('Genap');

  // Reset returns to the active semester.
  await page.getByRole('button', { name: 'Filter' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(headerValue(page, 'Semester')).toHaveText('Ganjil');
  await expect(rows(page).first()).toBeVisible();
});

test('the grades are searched by subject and sorted', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const { list } = await openNilai(page);
  expect(list.body.sorting).toEqual([{ field: 'id', sort: 'DESC', urutan: 1 }]);

  await page.getByRole('button', { name: 'Urutkan' }).click();
  const byName = await nilaiCall(page, () => page.getByRole('radio', { name: 'Mata Pelajaran', exact: true }).check());
  const ascending = await nilaiCall(page, () => page.getByRole('radio', { name: 'Ascending' }).check());
  expect(byName.body.sorting).toEqual([{ field: 'mapel_nama', sort: 'DESC', urutan: 1 }]);
  expect(ascending.body.sorting).toEqual([{ field: 'mapel_nama', sort: 'ASC', urutan: 1 }]);
  await page.keyboard.press('Escape');
  expect(ascending.list[0]!.mapel_nama).not.toBe(byName.list[0]!.mapel_nama);
  await expect(rows(page).first()).toContainText(ascending.list[0]!.mapel_nama);

  const searched = await nilaiCall(page, async () => {
    const box = page.getByRole('searchbox', { name: 'Cari' });
    await box.fill('matema');
    await box.press('Enter');
  });
  expect(searched.list.map((r) => r.mapel_nama)).toEqual(['Matematika']);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Matematika');
});

test('without the detail action there is no Detail link, and the detail page is forbidden', async ({ page }) => {
  await page.route('**/api/privilege/access', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.access[NILAI].action = { view: true };
    await route.fulfill({ response, json });
  });
  await placeSession(page, ACCOUNTS.siswa);
  const { list } = await openNilai(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Detail / })).toHaveCount(0);
  const { tahun_ajaran_id, semester_id, rombel_id, mapel_id } = list.list[0]!;
  await page.goto(`${NILAI}/detail/${tahun_ajaran_id}/${semester_id}/${rombel_id}/${mapel_id}?mapel=MTK+-+Matematika`);
  await expect(page).toHaveURL(/\/403$/);
});

test("another class group's summative grades are not shown", async ({ page }) => {
  const login = await page.request.post('/api/login', { data: { email: ACCOUNTS.siswa2, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const theirs = (await (await page.request.post(TABLE, { headers, data: {} })).json()).data.list[0] as NilaiRow;
  await placeSession(page, ACCOUNTS.siswa);
  const { tahun_ajaran_id, semester_id, rombel_id, mapel_id } = theirs;
  const refused = page.waitForResponse((r) => r.url().endsWith(SUMATIF));
  await page.goto(
    `${NILAI}/detail/${tahun_ajaran_id}/${semester_id}/${rombel_id}/${mapel_id}?mapel=${encodeURIComponent(`${theirs.mapel_singkatan} - ${theirs.mapel_nama}`)}`,
  );
  expect((await refused).status()).toBe(404);
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Data tidak ditemukan').first()).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});
