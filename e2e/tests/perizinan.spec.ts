import { expect, test, type Locator, type Page } from '@playwright/test';
import { isoToDmy } from '../../packages/contract/src/dates';
import { MSG } from '../../packages/contract/src/messages';
import { addDays, semesterOf } from '../../packages/contract/src/schemas/perizinan-tanggal';
import { option, popupsSettled, typeDate } from '../fixtures/pickers';
import { ACCOUNTS, signIn } from '../fixtures/session';

const PERIZINAN = '/perizinan/siswa';

/**
 * Both projects work on siswa@'s permits (and wali@ decides on them) one after the other, next
 * to the demo permits: every journey files permits with a description of its own and finds
 * its rows by it, so no count of other rows matters.
 */
const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

/**
 * A day of siswa@'s permits, `offset` days after today at the school: a student files from today
 * on, and one student's permits never share a day, so each journey, project and retry takes
 * days of its own (the demo permits are all before these).
 */
function day(offset: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const shift = (test.info().project.name === 'desktop' ? 0 : 10) + test.info().retry * 20;
  const iso = addDays(today, 2 + shift + offset);
  return { iso, dmy: isoToDmy(iso), semester: semesterOf(iso, { thn_awal: 2026, thn_akhir: 2027 }).tipe };
}

/** A tiny PDF: the header and trailer a reader (and the server's type check) looks for. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const letter = { name: 'surat-izin.pdf', mimeType: 'application/pdf', buffer: PDF };

async function choose(page: Page, scope: Locator, label: string, text: string) {
  const select = scope.getByLabel(label, { exact: true });
  await popupsSettled(page);
  await select.click();
  await popupsSettled(page);
  await option(page, text).first().click();
  await expect(select.locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).toContainText(text);
}

/**
 * A notice with this text, waited out: one under the pointer stays open, and on a phone the
 * notices cover the top of the screen (a modal's first field, the list's buttons).
 */
async function notified(page: Page, text: string) {
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
}

/** The list's rows: table rows on a desktop, cards on a phone. */
const rows = (page: Page) => page.locator('tr.ant-table-row, li.table-card');
const rowOf = (page: Page, keterangan: string) => rows(page).filter({ hasText: keterangan });

async function openMenu(page: Page, keterangan: string) {
  await rowOf(page, keterangan)
    .getByRole('button', { name: /^Aksi / })
    .click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
  await expect(menu).toBeVisible();
  await popupsSettled(page);
  return menu;
}

/** The entries of a row's menu, which is closed again. */
async function menuEntries(page: Page, keterangan: string) {
  const menu = await openMenu(page, keterangan);
  const entries = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return entries.map((entry) => entry.trim());
}

async function rowAction(page: Page, keterangan: string, action: string) {
  const menu = await openMenu(page, keterangan);
  // An entry's name starts with its icon's ('eye Detail').
  await menu.getByRole('menuitem', { name: new RegExp(`(^| )${action}$`) }).click();
}

type Permit = { jenis: string; awal: string; akhir: string; keterangan: string };

/** Fills the open permit form; the letter only when given. */
async function fillForm(page: Page, dialog: Locator, permit: Permit) {
  await choose(page, dialog, 'Jenis Perizinan', permit.jenis);
  await typeDate(dialog, 'Tanggal awal', permit.awal);
  await typeDate(dialog, 'Tanggal akhir', permit.akhir);
  await dialog.getByLabel('Keterangan').fill(permit.keterangan);
}

/** Files a DRAFT permit with a letter as siswa@; answers the JSON body sent. */
async function filePermit(page: Page, permit: Permit) {
  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Perizinan' });
  await fillForm(page, dialog, permit);
  await dialog.locator('input[type=file]').setInputFiles(letter);
  await expect(dialog.getByText('File baru dipilih: surat-izin.pdf')).toBeVisible();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/perizinan/siswa'));
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const body = (await sent).postDataJSON();
  await expect(dialog).toBeHidden();
  await notified(page, MSG.saved);
  await expect(rowOf(page, permit.keterangan)).toContainText('DRAFT');
  return body;
}

async function submitPermit(page: Page, keterangan: string) {
  await rowAction(page, keterangan, 'Ajukan Perizinan');
  const confirm = page.getByRole('dialog').filter({ hasText: MSG.permitSubmitConfirm });
  await confirm.getByRole('button', { name: 'Ajukan' }).click();
  await notified(page, MSG.permitSubmitted);
  await expect(rowOf(page, keterangan)).toContainText('DIAJUKAN');
}

/** Signs out by forgetting the session in the browser, then signs in as another account. */
async function switchTo(page: Page, email: string) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, email, { at: PERIZINAN });
}

// Each journey signs in twice and files permits with letters: longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const statusTag = (page: Page, keterangan: string) => rowOf(page, keterangan).locator('.perizinan-status');

test.beforeEach(async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa, { at: PERIZINAN });
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Presensi/Perizinan');
  await expect(page.getByText(/^Total \d+ items$/)).toBeVisible();
});

test('the student files a permit with a PDF letter and submits it; the guardian approves it', async ({ page }) => {
  const keterangan = `Kontrol ke dokter gigi ${stamp()}`;
  const { iso, dmy } = day(0);
  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Perizinan' });

  // An empty form is not sent: each field says why, and a notice names the date to pick first.
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/perizinan/siswa')) posted = true;
  });
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  for (const message of [MSG.permitJenisRequired, MSG.permitTanggalRequired, MSG.permitKeteranganRequired, MSG.permitFileRequired]) {
    await expect(dialog.getByText(message, { exact: true })).toHaveCount(1);
  }
  await notified(page, MSG.chooseDateFirst);

  // With everything but the letter, the notice names the file.
  await fillForm(page, dialog, { jenis: 'Sakit', awal: dmy, akhir: dmy, keterangan });
  // The kind's span and grace are told under the dates.
  await expect(dialog.getByText(MSG.permitDateHelp(7, 3))).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await notified(page, MSG.chooseFileFirst);
  await expect(dialog.getByText(MSG.permitFileRequired)).toBeVisible();

  // The letter is a PDF only.
  const fileInput = dialog.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 8, height: 8 } }) });
  await expect(dialog.getByText(MSG.fileTypePdf)).toBeVisible();
  expect(posted).toBe(false);
  await fileInput.setInputFiles(letter);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/perizinan/siswa'));
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ tgl_awal: iso, tgl_akhir: iso, keterangan });
  expect(body.file).toMatch(/^data:application\/pdf;base64,/);
  await expect(page.getByText('Success')).toBeVisible();
  await notified(page, MSG.saved);

  const row = rowOf(page, keterangan);
  await expect(row).toContainText('Sakit');
  await expect(row).toContainText(dmy);
  await expect(row).toContainText(/Dibuat oleh .+\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  // A draft is the student's to edit, submit or delete; the decision is not theirs.
  expect(await menuEntries(page, keterangan)).toEqual(['Update', 'Detail', 'Ajukan Perizinan', 'Delete']);

  // The detail shows every field and links the letter.
  await rowAction(page, keterangan, 'Detail');
  const detail = page.getByRole('dialog', { name: 'Detail Perizinan' });
  await expect(detail).toContainText('2026/2027');
  await expect(detail).toContainText('X IPA 1');
  await expect(detail).toContainText(keterangan);
  const href = await detail.getByRole('link', { name: /Lihat surat izin/ }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();

  await submitPermit(page, keterangan);
  await expect(row).toContainText(/Diajukan oleh/);
  expect(await menuEntries(page, keterangan)).toEqual(['Detail']);

  await switchTo(page, ACCOUNTS.wali);
  await expect(statusTag(page, keterangan)).toHaveText('DIAJUKAN');
  // The guardian decides on a submitted permit, and never edits it.
  expect(await menuEntries(page, keterangan)).toEqual(['Detail', 'Setujui', 'Tolak']);
  await rowAction(page, keterangan, 'Setujui');
  const approval = page.getByRole('dialog', { name: 'Persetujuan Perizinan' });
  await expect(approval.getByRole('radio', { name: 'Disetujui' })).toBeChecked();
  await expect(approval).toContainText(MSG.permitApproveConfirm);
  const decided = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/perizinan/siswa/status/'));
  await approval.getByRole('button', { name: 'Setujui' }).click();
  expect((await decided).postDataJSON()).toEqual({ status: 'DISETUJUI' });
  await notified(page, MSG.permitApproved);
  await expect(statusTag(page, keterangan)).toHaveText('DISETUJUI');
  await expect(statusTag(page, keterangan)).toHaveClass(/ant-tag-blue/);
  const approver = (await rowOf(page, keterangan).innerText()).match(/Disetujui oleh (.+)/)?.[1];
  expect(approver).toBeTruthy();
  expect(await menuEntries(page, keterangan)).toEqual(['Detail']);

  // The detail names who decided, and when.
  await rowAction(page, keterangan, 'Detail');
  const approvedDetail = page.getByRole('dialog', { name: 'Detail Perizinan' });
  await expect(approvedDetail.locator('.ant-descriptions-row', { hasText: 'Disetujui oleh' })).toContainText(approver!);
  await expect(approvedDetail.locator('.ant-descriptions-row', { hasText: 'Tanggal Disetujui' })).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
});

test('drafts alone are edited and deleted; a submitted permit is rejected', async ({ page }) => {
  const draft = `Menghadiri acara keluarga ${stamp()}`;
  const submitted = `Mengurus paspor ${stamp()}`;
  const [first, second] = [day(1), day(2)];
  await filePermit(page, { jenis: 'Izin Keluarga', awal: first.dmy, akhir: first.dmy, keterangan: draft });
  await filePermit(page, { jenis: 'Lainnya', awal: second.dmy, akhir: second.dmy, keterangan: submitted });
  await submitPermit(page, submitted);
  expect(await menuEntries(page, submitted)).toEqual(['Detail']);

  // An edit without a new letter keeps the stored one.
  await rowAction(page, draft, 'Update');
  const dialog = page.getByRole('dialog', { name: 'Update Perizinan' });
  await expect(dialog.getByLabel('Tanggal awal')).toHaveValue(first.dmy);
  await expect(dialog.getByRole('link', { name: /Lihat file tersimpan/ })).toBeVisible();
  await dialog.getByLabel('Keterangan').fill(`${draft} ubah`);
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/perizinan\/siswa\/\d+$/.test(r.url()));
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ keterangan: `${draft} ubah`, tgl_awal: first.iso, tgl_akhir: first.iso });
  expect(body).not.toHaveProperty('file');
  await notified(page, MSG.dataUpdated);
  await expect(rowOf(page, `${draft} ubah`)).toContainText(/Diubah oleh/);

  await rowAction(page, `${draft} ubah`, 'Delete');
  const confirm = page.getByRole('dialog').filter({ hasText: MSG.permitDeleteConfirm });
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await notified(page, MSG.deleted);
  await expect(rowOf(page, `${draft} ubah`)).toHaveCount(0);

  await switchTo(page, ACCOUNTS.wali);
  // The menu's 'Setujui' opens the approval modal; the guardian changes their mind there.
  await rowAction(page, submitted, 'Setujui');
  const approval = page.getByRole('dialog', { name: 'Persetujuan Perizinan' });
  await approval.getByText('Ditolak', { exact: true }).click();
  await expect(approval).toContainText(MSG.permitRejectConfirm);
  await approval.getByRole('button', { name: 'Tolak' }).click();
  await notified(page, MSG.permitRejected);
  await expect(statusTag(page, submitted)).toHaveText('DITOLAK');
  await expect(statusTag(page, submitted)).toHaveClass(/ant-tag-red/);
  await expect(rowOf(page, submitted)).toContainText(/Ditolak oleh/);
  expect(await menuEntries(page, submitted)).toEqual(['Detail']);
});

test('the filter: school year, semester and class group in turn, a date period and a status', async ({ page }) => {
  const draft = `Filter draf ${stamp()}`;
  const submitted = `Filter diajukan ${stamp()}`;
  // Two days in a row of this journey's own, so the period holds this journey's permits alone.
  const [first, second] = [day(3), day(4)];
  await filePermit(page, { jenis: 'Sakit', awal: first.dmy, akhir: first.dmy, keterangan: draft });
  await filePermit(page, { jenis: 'Sakit', awal: second.dmy, akhir: second.dmy, keterangan: submitted });
  await submitPermit(page, submitted);

  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter' });
  // The semester waits for a year, the class group for both.
  await expect(filter.getByLabel('Semester')).toBeDisabled();
  await expect(filter.getByLabel('Rombel')).toBeDisabled();
  await choose(page, filter, 'Tahun Ajaran', '2026/2027');
  await expect(filter.getByLabel('Rombel')).toBeDisabled();
  await choose(page, filter, 'Semester', first.semester);
  await choose(page, filter, 'Rombel', 'X IPA 1');
  await choose(page, filter, 'Status', 'DRAFT');

  // A period that ends before it starts is refused and the modal stays.
  await typeDate(filter, 'Tanggal Awal', second.dmy);
  await typeDate(filter, 'Tanggal Akhir', first.dmy);
  await filter.getByRole('button', { name: 'Terapkan' }).click();
  await notified(page, MSG.periodInvalid);
  await expect(filter).toBeVisible();

  await typeDate(filter, 'Tanggal Awal', first.dmy);
  await typeDate(filter, 'Tanggal Akhir', second.dmy);
  const filtered = page.waitForRequest((r) => r.url().endsWith('/api/perizinan/siswa/table') && r.postDataJSON().filtering?.status === 'DRAFT');
  await filter.getByRole('button', { name: 'Terapkan' }).click();
  const { filtering, pagination } = (await filtered).postDataJSON();
  expect(filtering).toMatchObject({ tgl_awal: first.iso, tgl_akhir: second.iso, status: 'DRAFT' });
  expect(Object.keys(filtering).sort()).toEqual(['rombel_id', 'semester_id', 'status', 'tahun_ajaran_id', 'tgl_akhir', 'tgl_awal']);
  expect(pagination.current).toBe(1);
  await expect(filter).toBeHidden();

  await expect(rowOf(page, draft)).toHaveCount(1);
  await expect(rowOf(page, submitted)).toHaveCount(0);
  for (const tag of await page.locator('.perizinan-status').allInnerTexts()) expect(tag).toBe('DRAFT');

  // Reset shows every permit again.
  await page.getByRole('button', { name: 'Filter' }).click();
  await filter.getByRole('button', { name: 'Reset' }).click();
  await expect(rowOf(page, submitted)).toHaveCount(1);
  await expect(rowOf(page, draft)).toHaveCount(1);
});
