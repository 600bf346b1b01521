import { expect, test, type Locator, type Page } from '@playwright/test';
import { isoToDmy } from '../../packages/contract/src/dates';
import { MSG } from '../../packages/contract/src/messages';
import { menuEntries, notified, rowAction, rows } from '../fixtures/list';
import { choose, typeDate } from '../fixtures/pickers';
import { ACCOUNTS, isPhone, placeSession, signIn } from '../fixtures/session';

const BK = '/bimbingan-konseling';
const KONSULTASI = `${BK}/konsultasi`;
const LAPORAN = `${BK}/laporan`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Both projects write consultations for the same demo students one after the other: each
 * journey writes its own, with a description of its own, and finds its rows by it.
 */
const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

/** Today at the school, as the read-only date of the consultation form shows it. */
const today = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replaceAll('/', '-');

/** A row of the consultation list, by its description's first 50 characters (all the list shows), which start with a stamp. */
const konsultasiRow = (page: Page, uraian: string) => rows(page).filter({ hasText: uraian.slice(0, 50) });

async function openKonsultasi(page: Page) {
  const list = page.waitForResponse((r) => r.url().endsWith('/api/konsultasi/table-eksternal'));
  await page.goto(KONSULTASI);
  await list;
}

/** Writes a draft through the form and waits for it in the list. */
async function writeDraft(page: Page, topik: string, uraian: string) {
  await page.getByRole('button', { name: 'Tambah' }).click();
  const form = page.getByRole('dialog', { name: 'Form Konseling' });
  await choose(page, form.getByLabel('Topik'), topik);
  await form.getByLabel('Uraian').fill(uraian);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  await notified(page, MSG.saved);
  await expect(konsultasiRow(page, uraian)).toContainText('Draft');
}

/** The chat link opens on wa.me, which the test machine cannot reach: a stand-in page answers. */
async function standInChat(page: Page) {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

test('a student writes, changes, reads and sends a consultation to the counsellor', async ({ page }) => {
  test.slow();
  await standInChat(page);
  await placeSession(page, ACCOUNTS.siswa);
  await openKonsultasi(page);
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Bimbingan Konseling/Konsultasi');
  const identity = page.locator('.konsultasi-identity');
  for (const title of ['Data Siswa', 'Data Wali', 'Guru BK']) await expect(identity.getByText(title, { exact: true })).toBeVisible();
  await expect(identity).toContainText('Dra. Nur Hidayati, M.Pd.');
  await expect(identity).toContainText('X IPA 1');

  await page.getByRole('button', { name: 'Tambah' }).click();
  const form = page.getByRole('dialog', { name: 'Form Konseling' });
  await expect(form.getByLabel('Tanggal')).toHaveValue(today());
  await expect(form.getByLabel('Tanggal')).toHaveAttribute('readonly', '');
  // An empty form is not sent: each field says what it needs.
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.locator('#topik_id_help')).toHaveText(MSG.mustFill);
  await expect(form.locator('#uraian_help')).toHaveText(MSG.mustFill);

  const uraian = `${stamp()}: saya ingin belajar mengatur waktu antara tahfiz dan les`;
  await choose(page, form.getByLabel('Topik'), 'Cara belajar yang efektif');
  await form.getByLabel('Uraian').fill(uraian);
  // A refusal's field messages show under their fields, the first of each, and the form stays open.
  await page.route('**/api/konsultasi/eksternal', (route) =>
    route.fulfill({
      status: 400,
      json: {
        status: false,
        message: MSG.invalidRequest,
        data: [
          { field: 'tgl', message: MSG.dateNotAfterToday },
          { field: 'topik_id', message: 'Topik tidak ditemukan' },
          { field: 'topik_id', message: 'Pesan kedua' },
        ],
      },
    }),
  );
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.locator('#tgl_help')).toHaveText(MSG.dateNotAfterToday);
  await expect(form.locator('#topik_id_help')).toHaveText('Topik tidak ditemukan');
  await page.unroute('**/api/konsultasi/eksternal');

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/konsultasi/eksternal'));
  await form.getByRole('button', { name: 'Simpan' }).click();
  expect((await sent).postDataJSON()).toEqual({ tgl: isoToDmy(today()), topik_id: expect.any(Number), uraian });
  await expect(form).toBeHidden();
  await notified(page, MSG.saved);
  const row = konsultasiRow(page, uraian);
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Cara belajar yang efektif');
  // The list shows the first 50 characters of a longer description.
  await expect(row).toContainText(`${uraian.slice(0, 50)}...`);
  await expect(row).not.toContainText(uraian);
  await expect(row).toContainText(/Dibuat oleh .+\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  expect(await menuEntries(page, row)).toEqual(['Detail', 'Update', 'Delete', 'Informasikan ke Guru BK']);

  await rowAction(page, row, 'Update');
  const update = page.getByRole('dialog', { name: 'Form Konseling' });
  await expect(update.getByLabel('Uraian')).toHaveValue(uraian);
  const changed = `${uraian} dan mengulang hafalan`;
  await update.getByLabel('Uraian').fill(changed);
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/konsultasi\/eksternal\/\d+$/.test(r.url()));
  await update.getByRole('button', { name: 'Simpan' }).click();
  expect((await put).postDataJSON()).toMatchObject({ uraian: changed });
  await notified(page, MSG.dataUpdated);

  await rowAction(page, row, 'Detail');
  const detail = page.getByRole('dialog', { name: 'Detail Konseling' });
  await expect(detail).toContainText(changed);
  await expect(detail).toContainText('Cara belajar yang efektif');
  await expect(detail.locator('.konsultasi-status')).toHaveText('Draft');
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
  await expect(detail).toBeHidden();

  await rowAction(page, row, 'Informasikan ke Guru BK');
  const confirm = page.getByRole('dialog').filter({ hasText: MSG.konsultasiSendConfirm });
  await expect(confirm).toBeVisible();
  // The chat's tab opens blank at the click and is pointed at WhatsApp once the send is answered.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
  const chat = page.waitForEvent('popup');
  await confirm.getByRole('button', { name: 'Informasikan' }).click();
  const tab = await chat;
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const link = new URL(tab.url());
  expect(link.origin + link.pathname).toBe('https://wa.me/6281227654321');
  expect(link.searchParams.get('text')).toBe(MSG.konsultasiWaText('Cara belajar yang efektif'));
  await page.bringToFront();
  await notified(page, MSG.konsultasiSent);
  await expect(row.locator('.konsultasi-status')).toHaveText('Terkirim');
  await expect(row.locator('.konsultasi-status')).toHaveClass(/ant-tag-warning/);
  await expect(row).toContainText(/Dikirim oleh /);
  // Once sent it can only be read.
  expect(await menuEntries(page, row)).toEqual(['Detail']);
});

test('a finished consultation shows blue with the counsellor’s response', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  await openKonsultasi(page);
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await box.fill('nilai ulangan harian');
  await box.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  const done = rows(page).first();
  await expect(done).toContainText('Cara belajar yang efektif');
  await expect(done.locator('.konsultasi-status')).toHaveClass(/ant-tag-blue/);
  expect(await menuEntries(page, done)).toEqual(['Detail']);
  await rowAction(page, done, 'Detail');
  const detail = page.getByRole('dialog', { name: 'Detail Konseling' });
  await expect(detail).toContainText('jadwal belajar 30 menit per hari');
  await expect(detail).toContainText('06-08-2026');
  await expect(detail).toContainText('Dra. Nur Hidayati, M.Pd.');
});

test('a counsellor without a phone: sending is refused and the draft stays, to be deleted', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa2);
  await openKonsultasi(page);
  const uraian = `${stamp()}: saya ingin bertanya tentang ekstrakurikuler rohis`;
  await writeDraft(page, 'Kepercayaan diri', uraian);
  const row = konsultasiRow(page, uraian);

  // The chat's tab is taken at the click; a refused send closes it again, never showing WhatsApp.
  const chats: Page[] = [];
  page.on('popup', (tab) => chats.push(tab));
  await rowAction(page, row, 'Informasikan ke Guru BK');
  await page.getByRole('dialog').filter({ hasText: MSG.konsultasiSendConfirm }).getByRole('button', { name: 'Informasikan' }).click();
  await notified(page, MSG.counsellorNoPhone);
  await expect(row.locator('.konsultasi-status')).toHaveText('Draft');
  await expect.poll(() => chats.every((tab) => tab.isClosed() && !tab.url().includes('wa.me'))).toBe(true);

  await rowAction(page, row, 'Delete');
  const confirm = page.getByRole('dialog').filter({ hasText: 'Apakah Anda yakin?' });
  await expect(confirm).toContainText(MSG.deleteConfirm);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await notified(page, MSG.deleted);
  await expect(row).toHaveCount(0);
});

test("the guardian reads the ward's consultations and writes none", async ({ page }) => {
  await placeSession(page, ACCOUNTS.wali);
  const header = page.waitForResponse((r) => r.url().endsWith('/api/konsultasi/table-header-eksternal'));
  await openKonsultasi(page);
  const identity = (await (await header).json()).data;
  await expect(page.locator('.konsultasi-identity')).toContainText(identity.data1[0].description);
  await expect(rows(page).filter({ hasText: 'Hubungan dengan teman sebaya' })).toContainText('Selesai');
  await expect(page.getByRole('button', { name: 'Tambah' })).toHaveCount(0);
  // Even a draft offers the guardian only its detail: they hold no update or delete action.
  expect(await menuEntries(page, rows(page).filter({ hasText: 'Draft' }).first())).toEqual([expect.stringMatching(/Detail$/)]);
});

/** The report's counts of a row, read from the screen in the columns' order. */
async function countsOf(row: Locator, page: Page): Promise<string[]> {
  if (!isPhone(page)) return (await row.locator('td').allInnerTexts()).slice(2, 6).map((t) => t.trim());
  const value = (label: string | RegExp) => row.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();
  return Promise.all(['Pribadi', 'Sosial', 'Belajar', /^Karie?r$/].map(async (label) => (await value(label)).trim()));
}
const countsIn = (r: { pribadi: number; sosial: number; belajar: number; karier: number }) => [r.pribadi, r.sosial, r.belajar, r.karier].map(String);

/** Applies the report filter: type and period (DD-MM-YYYY); answers the list call it makes. */
async function filterLaporan(page: Page, tipe: string, awal: string, akhir: string) {
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await choose(page, dialog.getByLabel('Tipe'), tipe);
  await typeDate(dialog, 'Tanggal Awal', awal);
  await typeDate(dialog, 'Tanggal Akhir', akhir);
  const list = page.waitForResponse((r) => r.url().endsWith('/api/konsultasi/table-laporan') && r.request().postDataJSON().filtering?.tipe === tipe);
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(dialog).toBeHidden();
  return list;
}

test('the guardian filters the counselling report, searches it while typing and exports it', async ({ page }) => {
  test.slow();
  await placeSession(page, ACCOUNTS.wali);
  const first = page.waitForResponse((r) => r.url().endsWith('/api/konsultasi/table-laporan'));
  await page.goto(LAPORAN);
  expect((await first).request().postDataJSON().filtering).toEqual({ tipe: 'Siswa' });
  await expect(page.locator('.ant-card-head-title')).toHaveText('Laporan Konseling');
  const row = rows(page).filter({ hasText: 'X IPA 1' });
  const siswa = (await (await first).json()).data.list[0];
  expect(await countsOf(row, page)).toEqual(countsIn(siswa));

  // A period that ends before it starts is refused, and the modal stays.
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await typeDate(dialog, 'Tanggal Awal', '30-09-2026');
  await typeDate(dialog, 'Tanggal Akhir', '01-07-2026');
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await notified(page, MSG.periodInvalid);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const filtered = await filterLaporan(page, 'Orang Tua', '01-07-2026', '30-09-2026');
  expect(filtered.request().postDataJSON().filtering).toEqual({ tipe: 'Orang Tua', tgl_awal: '01-07-2026', tgl_akhir: '30-09-2026' });
  const orangTua = (await filtered.json()).data.list[0];
  // The demo's two meetings with the parents in that quarter: one on learning, one on careers.
  expect(countsIn(orangTua)).toEqual(['0', '0', '1', '1']);
  expect(await countsOf(row, page)).toEqual(countsIn(orangTua));
  await expect(page.getByRole('button', { name: 'Filter' }).locator('xpath=..').locator('.ant-badge-count')).toHaveText('3');

  // The search runs while typing, without Enter.
  const box = page.getByRole('searchbox', { name: 'Cari' });
  const searched = page.waitForRequest((r) => r.url().endsWith('/api/konsultasi/table-laporan') && r.postDataJSON().search === 'zz', { timeout: 10_000 });
  await box.fill('zz');
  expect((await searched).postDataJSON().filtering).toMatchObject({ tipe: 'Orang Tua' });
  await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
  await box.fill('ipa 1');
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const modal = page.getByRole('dialog', { name: 'Export Laporan Konseling' });
  await expect(modal).toContainText('Orang Tua');
  await expect(modal).toContainText('01-07-2026 s.d. 30-09-2026');
  const exported = page.waitForResponse((r) => r.url().endsWith('/api/konsultasi/export-laporan'));
  await modal.getByRole('button', { name: 'Export' }).click();
  const answer = await exported;
  expect(answer.request().postDataJSON()).toEqual({ tipe: 'Orang Tua', tgl_awal: '01-07-2026', tgl_akhir: '30-09-2026' });
  const log = (await answer.json()).data;
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Success' })).toContainText(MSG.exported);
  await expect(page).toHaveURL(/\/log\/export$/);
  await expectDownload(page, log);
});

/** The new export heads the log, and its link downloads the workbook as an attachment. */
async function expectDownload(page: Page, log: { file_nama: string; jumlah_baris: number }) {
  // The log's own card (a page still leaving may hold cards of its own); when it never shows,
  // the failure says what is on screen instead.
  const title = page.locator('.ant-card-head-title').filter({ hasText: /^Log Export$/ });
  await expect(title)
    .toBeVisible({ timeout: 30_000 })
    .catch(async (err: Error) => {
      throw new Error(`${err.message}\nOn screen at ${page.url()}:\n${(await page.locator('body').innerText()).slice(0, 1000)}`);
    });
  const entry = rows(page).first();
  await expect(entry).toContainText('Laporan Konseling');
  await expect(entry).toContainText(String(log.jumlah_baris));
  const link = entry.getByRole('link', { name: `Unduh ${log.file_nama}` });
  await expect(link).toHaveAttribute('download', log.file_nama);
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe(log.file_nama);
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe(XLSX);
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
  // An XLSX is a ZIP archive.
  expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
}

test("the report's detail: one class group's students for the period, exported too", async ({ page }) => {
  test.slow();
  await signIn(page, ACCOUNTS.wali, { at: LAPORAN });
  await filterLaporan(page, 'Siswa', '01-08-2026', '30-11-2026');
  const detail = page.waitForResponse((r) => r.url().endsWith('/api/konsultasi/table-laporan-by-rombel'));
  await page.getByRole('link', { name: 'Detail X IPA 1' }).click();
  await expect(page).toHaveURL(new RegExp(`${LAPORAN}/detail/\\d+\\?tipe=Siswa&tgl_awal=01-08-2026&tgl_akhir=30-11-2026$`));
  const answer = await detail;
  expect(answer.request().postDataJSON().filtering).toEqual({ tipe: 'Siswa', tgl_awal: '01-08-2026', tgl_akhir: '30-11-2026', rombel_id: expect.any(Number) });
  await expect(page.locator('.laporan-rombel .ant-card-head-title')).toHaveText('X IPA 1');
  await expect(page.locator('.laporan-rombel')).toContainText('01-08-2026 s.d. 30-11-2026');
  const ward = (await answer.json()).data.list[0];
  const row = rows(page).filter({ hasText: ward.siswa_nama });
  await expect(rows(page)).toHaveCount(1);
  expect(await countsOf(row, page)).toEqual(countsIn(ward));

  await page.getByRole('button', { name: 'Export' }).click();
  const modal = page.getByRole('dialog', { name: 'Export Laporan Konseling' });
  await expect(modal).toContainText('X IPA 1');
  const exported = page.waitForResponse((r) => r.url().endsWith('/api/konsultasi/export-laporan-by-rombel'));
  await modal.getByRole('button', { name: 'Export' }).click();
  const done = await exported;
  expect(done.request().postDataJSON()).toEqual({ tipe: 'Siswa', tgl_awal: '01-08-2026', tgl_akhir: '30-11-2026', rombel_id: expect.any(Number) });
  await expect(page).toHaveURL(/\/log\/export$/);
  await expectDownload(page, (await done.json()).data);
});

test('a student has no counselling report, and an export log of their own', async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa);
  const menu = isPhone(page) ? null : page.getByRole('navigation', { name: 'Menu utama' });
  if (menu) await expect(menu.getByText('Laporan Konseling')).toHaveCount(0);
  await page.goto(LAPORAN);
  await expect(page).toHaveURL(/\/403$/);
  // The guardian's exports are theirs: the student's log is empty.
  await page.goto('/log/export');
  await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
});
