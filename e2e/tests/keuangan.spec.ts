import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { urlOf } from '../../packages/contract/src/endpoint';
import { KEUANGAN } from '../../packages/contract/src/endpoints/keuangan';
import { MSG } from '../../packages/contract/src/messages';
import { notified, rows } from '../fixtures/list';
import { choose, popupsSettled } from '../fixtures/pickers';
import { ACCOUNTS, isPhone, placeSession } from '../fixtures/session';

const PEMBAYARAN = '/keuangan/pembayaran-siswa';
const TAGIHAN = `${PEMBAYARAN}/tagihan`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Waits for the list call that `action` makes and answers its body and its rows. */
async function listCall(page: Page, endpoint: string, action: () => Promise<unknown>) {
  const answer = page.waitForResponse((r) => r.url().endsWith(endpoint) && r.request().method() === 'POST');
  await action();
  const response: Response = await answer;
  return { body: response.request().postDataJSON(), data: (await response.json()).data };
}
const pembayaranCall = (page: Page, action: () => Promise<unknown>) => listCall(page, `/api${urlOf(KEUANGAN.pembayaranTable)}`, action);
const tagihanCall = (page: Page, action: () => Promise<unknown>) => listCall(page, `/api${urlOf(KEUANGAN.tagihanTable)}`, action);

/** A row's value under a column: the table cell on a desktop; on a phone the card's line, or its title. */
async function valueOf(page: Page, row: Locator, label: string) {
  if (isPhone(page)) {
    const line = row.locator('dt', { hasText: new RegExp(`^${label}$`) });
    if ((await line.count()) === 0) return (await row.locator('.table-card-title').innerText()).trim();
    return (await line.locator('xpath=following-sibling::dd[1]').innerText()).trim();
  }
  const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  return (await row.locator('td').nth(headers.indexOf(label)).innerText()).trim();
}

/** Picks a sort field and direction in the sort popover; answers the body of the list call the last change made. */
async function sortBy(page: Page, call: typeof pembayaranCall, field: string, direction: 'Ascending' | 'Descending') {
  await page.getByRole('button', { name: 'Urutkan' }).click();
  let body;
  for (const name of [field, direction]) {
    const radio = page.getByRole('radio', { name, exact: true });
    if (!(await radio.isChecked())) body = (await call(page, () => radio.check())).body;
  }
  await page.keyboard.press('Escape');
  return body;
}

/** Chooses an option once the previous picker's dropdown has closed. */
async function pick(page: Page, select: Locator, text: string) {
  await popupsSettled(page);
  await choose(page, select, text);
}

/** A value of the invoices' header. */
const header = (page: Page, label: string) =>
  page
    .locator('.tagihan-header .ant-descriptions-item')
    .filter({ has: page.locator(`.ant-descriptions-item-label:text-is("${label}")`) })
    .locator('.ant-descriptions-item-content');

test("payments: the student's history in rupiah, its proofs, and the way to the invoices", async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const first = await pembayaranCall(page, () => page.goto(PEMBAYARAN));
  expect(first.body).toMatchObject({ sorting: [{ field: 'id', sort: 'DESC', urutan: 1 }], filtering: { siswa_id: expect.any(Number) } });
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Keuangan/Pembayaran Siswa');
  await expect(page.getByText('Total 11 items')).toBeVisible();

  // The newest payment: November's SPP, paid by QRIS without a proof.
  const newest = rows(page).first();
  expect(await valueOf(page, newest, 'Tanggal Pembayaran')).toBe('08-11-2026');
  expect(await valueOf(page, newest, 'Tahun Ajaran')).toBe('2026/2027');
  expect(await valueOf(page, newest, 'Pos Pemasukan')).toBe('SPP');
  expect(await valueOf(page, newest, 'Nominal Tagihan')).toBe('Rp. 1.800.000');
  expect(await valueOf(page, newest, 'Nominal Pembayaran')).toBe('Rp. 150.000');
  expect(await valueOf(page, newest, 'Jenis Pembayaran')).toBe('QRIS');
  expect(await valueOf(page, newest, 'Bukti Pembayaran')).toBe('-');
  expect(await valueOf(page, newest, 'Keterangan')).toBe('SPP November 2026');

  // A transfer's receipt downloads from its signed link.
  const proof = rows(page)
    .filter({ hasText: '15-10-2026' })
    .getByRole('link', { name: /^Unduh bukti pembayaran Kegiatan Tahunan/ });
  await expect(proof).toHaveAttribute('download', '');
  const pdf = await page.request.get((await proof.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await tagihanCall(page, () => page.locator('.table-toolbar').getByRole('link', { name: 'Tagihan Siswa' }).click());
  await expect(page).toHaveURL(new RegExp(`${TAGIHAN}$`));
  await expect(header(page, 'Rombel')).toHaveText('X IPA 1');
  await page.locator('.ant-breadcrumb').getByRole('link', { name: 'Pembayaran Siswa' }).click();
  await expect(page).toHaveURL(new RegExp(`${PEMBAYARAN}$`));
  await expect(page.getByText('Total 11 items')).toBeVisible();
});

test('payments: filtered by school year and fee (the fees follow the year), and sorted by amount', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  await pembayaranCall(page, () => page.goto(PEMBAYARAN));

  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  const fee = dialog.getByLabel('Pos Pemasukan');
  await expect(fee).toBeDisabled();
  await pick(page, dialog.getByLabel('Tahun Ajaran'), '2026/2027');
  await pick(page, fee, 'Kegiatan Tahunan (Rp. 400.000)');
  // Another year clears the fee and offers that year's fees.
  await pick(page, dialog.getByLabel('Tahun Ajaran'), '2025/2026');
  await expect(fee.locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).not.toContainText('Kegiatan');
  await pick(page, fee, 'Seragam (Rp. 900.000)');
  const filtered = await pembayaranCall(page, () => dialog.getByRole('button', { name: 'Terapkan' }).click());
  expect(filtered.body.filtering).toEqual({ siswa_id: expect.any(Number), tahun_ajaran: expect.any(Number), detail_pemasukan_id: expect.any(Number) });
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  for (const row of await rows(page).all()) {
    expect(await valueOf(page, row, 'Pos Pemasukan')).toBe('Seragam');
    expect(await valueOf(page, row, 'Tahun Ajaran')).toBe('2025/2026');
    expect(await valueOf(page, row, 'Nominal Tagihan')).toBe('Rp. 1.100.000');
  }
  await expect(page.getByRole('button', { name: 'Filter' }).locator('xpath=ancestor::*[contains(@class, "ant-badge")][1]')).toContainText('2');

  await page.getByRole('button', { name: 'Filter' }).click();
  // Reset brings back every year's payments (answered from the cache of the first visit).
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Total 11 items')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);

  const byBill = await sortBy(page, pembayaranCall, 'Nominal Tagihan', 'Ascending');
  expect(byBill.sorting).toEqual([{ field: 'nominal_tagihan', sort: 'ASC', urutan: 1 }]);
  expect(await valueOf(page, rows(page).first(), 'Nominal Tagihan')).toBe('Rp. 250.000');
  const byAmount = await sortBy(page, pembayaranCall, 'Nominal Pembayaran', 'Descending');
  expect(byAmount.sorting).toEqual([{ field: 'nominal_pembayaran', sort: 'DESC', urutan: 1 }]);
  expect(await valueOf(page, rows(page).first(), 'Nominal Pembayaran')).toBe('Rp. 600.000');
});

test("invoices: this year's totals, what is left to pay in red, another year, and sorting", async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const first = await tagihanCall(page, () => page.goto(TAGIHAN));
  expect(first.body.filtering).toEqual({ siswa_id: expect.any(Number), tahun_ajaran: expect.any(Number) });
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Keuangan/Pembayaran Siswa/Tagihan Siswa');
  await expect(header(page, 'Siswa')).not.toHaveText('-');
  await expect(header(page, 'Rombel')).toHaveText('X IPA 1');
  // The header names the year as the table does.
  await expect(header(page, 'Tahun Ajaran')).toHaveText('2026/2027');
  await expect(rows(page)).toHaveCount(4);

  // Partly paid: SPP of the whole year, five months paid.
  const spp = rows(page).filter({ hasText: 'SPP Juli 2026 - Juni 2027' });
  expect(await valueOf(page, spp, 'Tahun Ajaran')).toBe('2026/2027');
  expect(await valueOf(page, spp, 'Total Tagihan')).toBe('Rp. 1.800.000');
  expect(await valueOf(page, spp, 'Biaya Opsional')).toBe('Rp. 0');
  expect(await valueOf(page, spp, 'Total Pembayaran')).toBe('Rp. 750.000');
  await expect(spp.locator('.ant-typography-danger')).toHaveText('Rp. 1.050.000');
  // Paid off in two, with the optional study tour: nothing left.
  const kegiatan = rows(page).filter({ hasText: 'Kegiatan Tahunan' });
  expect(await valueOf(page, kegiatan, 'Biaya Opsional')).toBe('Rp. 750.000');
  expect(await valueOf(page, kegiatan, 'Total Pembayaran')).toBe('Rp. 1.150.000');
  expect(await valueOf(page, kegiatan, 'Belum Dibayar')).toMatch(/^Rp\. 0\s+Lunas$/);
  // Nothing paid yet.
  await expect(rows(page).filter({ hasText: 'Infaq Pembangunan' }).locator('.ant-typography-danger')).toHaveText('Rp. 500.000');

  const unpaid = await sortBy(page, tagihanCall, 'Belum Dibayar', 'Descending');
  expect(unpaid.sorting).toEqual([{ field: 'total_belum_dibayar', sort: 'DESC', urutan: 1 }]);
  await expect(rows(page).first()).toContainText('SPP Juli 2026 - Juni 2027');
  await sortBy(page, tagihanCall, 'Total Pembayaran', 'Descending');
  await expect(rows(page).first()).toContainText('Kegiatan Tahunan');

  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await choose(page, dialog.getByLabel('Tahun Ajaran'), '2025/2026');
  const lastYear = await tagihanCall(page, () => dialog.getByRole('button', { name: 'Terapkan' }).click());
  expect(lastYear.data.list.map((row: { tagihan_nama: string }) => row.tagihan_nama).sort()).toEqual(['Pendaftaran Siswa Baru', 'Seragam']);
  await expect(rows(page)).toHaveCount(2);
  await expect(header(page, 'Tahun Ajaran')).toHaveText('2025/2026');
  // The student was admitted that year, before joining a class group.
  await expect(header(page, 'Rombel')).toHaveText('-');
});

/** How many exports the signed-in user's log holds. */
async function exportLogTotal(page: Page) {
  const log = await listCall(page, '/api/log/export/table', () => page.goto('/log/export'));
  return log.data.info.total as number;
}

test('the invoice export: its modal, the notice, and an XLSX downloaded after a second without an export log', async ({ page }) => {
  await placeSession(page, ACCOUNTS.wali);
  const logged = await exportLogTotal(page);
  await tagihanCall(page, () => page.goto(TAGIHAN));
  await page.getByRole('button', { name: 'Export' }).click();
  const modal = page.getByRole('dialog', { name: 'Export data tagihan siswa' });
  await expect(modal).toContainText('tanpa dicatat di Log Export');
  await expect(modal.getByLabel('Tahun Ajaran').locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).toContainText('2026/2027');

  const exported = page.waitForResponse((r) => r.url().endsWith(`/api${urlOf(KEUANGAN.tagihanEkspor)}`));
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Export' }).click();
  const answer = await (await exported).json();
  expect(answer.message).toBe(MSG.tagihanExported);
  await notified(page, MSG.tagihanExported);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tagihan-siswa-2026-2027-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
  expect(file.url()).toContain(answer.data.link);
  await expect(page).toHaveURL(new RegExp(`${TAGIHAN}$`));

  const served = await page.request.get(answer.data.link);
  expect(served.headers()['content-type']).toBe(XLSX);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await served.body()) as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  expect(values.slice(3, 5)).toEqual([
    ['Tahun Ajaran', '2026/2027'],
    ['No', 'Tahun Ajaran', 'Tagihan', 'Total Tagihan', 'Biaya Opsional', 'Potongan', 'Total Pembayaran', 'Belum Dibayar'],
  ]);
  expect(values.slice(5)).toContainEqual([1, '2026/2027', 'SPP Juli 2026 - Juni 2027', 1_800_000, 0, 0, 750_000, 1_050_000]);
  expect(values.slice(5)).toContainEqual([3, '2026/2027', 'Kegiatan Tahunan', 400_000, 750_000, 0, 1_150_000, 0]);

  // Nothing was added to the export log.
  expect(await exportLogTotal(page)).toBe(logged);
});

test('without the export action the invoices show no Export button', async ({ page }) => {
  await page.route('**/api/privilege/access', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.access[TAGIHAN].action.export = false;
    await route.fulfill({ response, json });
  });
  await placeSession(page, ACCOUNTS.siswa);
  await tagihanCall(page, () => page.goto(TAGIHAN));
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
});
