import { expect, test, type Locator, type Page } from '@playwright/test';
import { isoToDmy } from '../../packages/contract/src/dates';
import { MSG } from '../../packages/contract/src/messages';
import { addDays } from '../../packages/contract/src/schemas/perizinan-tanggal';
import { notified, rowAction, rows } from '../fixtures/list';
import { choose, typeDate } from '../fixtures/pickers';
import { ACCOUNTS, signIn } from '../fixtures/session';
import { signInStaf, STAF } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * The two sides of a permit: siswa@ files and submits it on a phone, the wali kelas of X IPA 1
 * decides on a desktop, and the student and the guardian (wali@) see the decision in the portal.
 */
const PORTAL = '/perizinan/siswa';
const DESK = '/staf/perizinan';

const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

/**
 * A day of siswa@'s permits of its own: perizinan.spec.ts takes days 2 to about 36 after today,
 * so these start at 40, per project and retry apart (one student's permits never share a day).
 */
function day(offset: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const shift = (test.info().project.name === 'desktop' ? 0 : 4) + test.info().retry * 8;
  return isoToDmy(addDays(today, 40 + shift + offset));
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const rowOf = (page: Page, keterangan: string) => rows(page).filter({ hasText: keterangan });
const statusOf = (row: Locator) => row.locator('.perizinan-status');

/** siswa@ files a permit with a letter and submits it. */
async function fileAndSubmit(page: Page, keterangan: string, tanggal: string) {
  await signIn(page, ACCOUNTS.siswa, { at: PORTAL });
  await page.getByRole('button', { name: 'Tambah' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah Perizinan' });
  await choose(page, form.getByLabel('Jenis Perizinan', { exact: true }), 'Sakit');
  await typeDate(form, 'Tanggal awal', tanggal);
  await typeDate(form, 'Tanggal akhir', tanggal);
  await form.getByLabel('Keterangan').fill(keterangan);
  await form.locator('input[type=file]').setInputFiles({ name: 'surat-izin.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  await notified(page, MSG.saved);
  await rowAction(page, rowOf(page, keterangan), 'Ajukan Perizinan');
  await page.getByRole('dialog').filter({ hasText: MSG.permitSubmitConfirm }).getByRole('button', { name: 'Ajukan' }).click();
  await notified(page, MSG.permitSubmitted);
  await expect(statusOf(rowOf(page, keterangan))).toHaveText('DIAJUKAN');
}

/** The wali kelas opens the desk, which starts on the queue, and finds the permit by its description. */
async function openOnDesk(page: Page, keterangan: string) {
  await signInStaf(page, STAF.waliKelas, { at: DESK });
  await expect(page.getByRole('tab', { name: 'Perizinan' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await box.fill(keterangan);
  await box.press('Enter');
  const row = rowOf(page, keterangan);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('X IPA 1');
  await expect(statusOf(row)).toHaveText('DIAJUKAN');
  return row;
}

/** The portal's list as `email` sees it, the permit's status and its detail. */
async function portalSees(page: Page, email: string, keterangan: string) {
  // Signed out by forgetting the session in the browser (both stores), then signed in as `email`.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, email, { at: PORTAL });
  const row = rowOf(page, keterangan);
  await rowAction(page, row, 'Detail');
  const detail = page.getByRole('dialog', { name: 'Detail Perizinan' });
  await expect(detail).toBeVisible();
  return { row, detail };
}

test.describe.configure({ timeout: 180_000 });

test('a student submits a permit on a phone, the wali kelas approves it on a desktop, the student and the guardian see DISETUJUI', async ({ browser }) => {
  const keterangan = `Demam dan batuk ${stamp()}`;
  const phone = await openDevice(browser, 'phone');
  await fileAndSubmit(phone, keterangan, day(0));

  const desk = await openDevice(browser, 'desktop');
  const row = await openOnDesk(desk, keterangan);
  // The letter opens from the detail, through the signed file link.
  await rowAction(desk, row, 'Detail');
  const detail = desk.getByRole('dialog', { name: 'Detail Perizinan' });
  const href = await detail.getByRole('link', { name: /Lihat surat izin/ }).getAttribute('href');
  expect((await desk.request.get(href!)).headers()['content-type']).toContain('application/pdf');
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();

  await rowAction(desk, row, 'Setujui');
  await desk.getByRole('dialog').filter({ hasText: MSG.permitApproveConfirm }).getByRole('button', { name: 'Setujui' }).click();
  await notified(desk, MSG.permitApproved);
  // Decided, it leaves the queue.
  await expect(row).toHaveCount(0);

  for (const email of [ACCOUNTS.siswa, ACCOUNTS.wali]) {
    const seen = await portalSees(phone, email, keterangan);
    await expect(statusOf(seen.row)).toHaveText('DISETUJUI');
    await expect(seen.detail.locator('.ant-descriptions-row', { hasText: 'Disetujui oleh' })).not.toContainText('-');
    await seen.detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
  }
  await phone.context().close();
  await desk.context().close();
});

test('the wali kelas refuses a permit with a reason, which the student and the guardian read', async ({ browser }) => {
  const keterangan = `Acara keluarga ${stamp()}`;
  const alasan = 'Surat dari orang tua belum dilampirkan';
  const phone = await openDevice(browser, 'phone');
  await fileAndSubmit(phone, keterangan, day(1));

  const desk = await openDevice(browser, 'desktop');
  const row = await openOnDesk(desk, keterangan);
  await rowAction(desk, row, 'Tolak');
  const dialog = desk.getByRole('dialog', { name: 'Tolak Perizinan' });
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(dialog.getByText(MSG.permitAlasanRequired)).toBeVisible();
  await dialog.getByLabel('Alasan Penolakan').fill(alasan);
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await notified(desk, MSG.permitRejected);
  await expect(row).toHaveCount(0);

  for (const email of [ACCOUNTS.siswa, ACCOUNTS.wali]) {
    const seen = await portalSees(phone, email, keterangan);
    await expect(statusOf(seen.row)).toHaveText('DITOLAK');
    await expect(seen.detail.locator('.ant-descriptions-row', { hasText: 'Alasan Penolakan' })).toContainText(alasan);
    await seen.detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
  }
  await phone.context().close();
  await desk.context().close();
});
