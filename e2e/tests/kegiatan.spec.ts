import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { menuEntries, notified, rowAction, rows } from '../fixtures/list';
import { choose } from '../fixtures/pickers';
import { ACCOUNTS, isPhone, placeSession } from '../fixtures/session';

const EKSTRAKURIKULER = '/ekstrakurikuler-pramuka/ekstrakurikuler';
const PRAMUKA = '/ekstrakurikuler-pramuka/pramuka';
const KALENDER = '/kalender-kegiatan/kalender';
const TAHFIDZ = "Tahfidz Al-Qur'an";

/** Opens a list page and waits for its first answer (a busy server may take longer than an assertion waits). */
async function openList(page: Page, path: string, endpoint: string) {
  const list = page.waitForResponse((r) => r.url().endsWith(endpoint));
  await page.goto(path);
  await list;
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await box.fill(text);
  await box.press('Enter');
}

/** Chooses an entry of the sort popover, which is closed again. */
async function sortBy(page: Page, choice: string) {
  await page.getByRole('button', { name: 'Urutkan' }).click();
  await page.getByRole('radio', { name: choice }).check();
  await page.keyboard.press('Escape');
}

test.describe('extracurricular records', () => {
  test("siswa@'s records with formatted scores, sorted and searched, without a row menu", async ({ page }) => {
    await placeSession(page, ACCOUNTS.siswa);
    await openList(page, EKSTRAKURIKULER, '/api/kaldik-kegiatan/ekstrakurikuler/siswa/table');
    for (const title of ['Ekstrakurikuler', 'Guru/Pembina', 'Kelas', 'Nilai Semester Ganjil', 'Nilai Semester Genap', 'Tahun Ajaran']) {
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    }
    const pramuka = rows(page).filter({ hasText: 'Pramuka' });
    await expect(pramuka).toContainText('88,50');
    await expect(pramuka).toContainText('X IPA 1');
    await expect(pramuka).toContainText('2026/2027');
    await expect(rows(page).filter({ hasText: TAHFIDZ })).toContainText('91,25');
    // The default maps give students no update or delete: no menu at all.
    await expect(page.getByRole('button', { name: /^Aksi / })).toHaveCount(0);

    // Newest first; ascending puts this year's last record at the end.
    await expect(rows(page).first()).toContainText(TAHFIDZ);
    await sortBy(page, 'Ascending');
    await expect(rows(page).last()).toContainText(TAHFIDZ);
    await expect(rows(page).first()).not.toContainText(TAHFIDZ);

    await search(page, 'tahfidz');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(TAHFIDZ);
    await search(page, 'tidak ada kegiatan ini');
    await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('wali@, granted update and delete, changes a score and deletes a record', async ({ page }) => {
    await placeSession(page, ACCOUNTS.wali);
    await openList(page, EKSTRAKURIKULER, '/api/kaldik-kegiatan/ekstrakurikuler/siswa/table');
    const tahfidz = rows(page).filter({ hasText: TAHFIDZ });
    expect(await menuEntries(page, tahfidz)).toEqual([expect.stringMatching(/Update Nilai$/), expect.stringMatching(/Delete$/)]);

    // Each project writes a score of its own, so a run after another still sees its change.
    const [typed, shown] = isPhone(page) ? ['93,25', '93,25'] : ['87,5', '87,50'];
    await rowAction(page, tahfidz, 'Update Nilai');
    const dialog = page.getByRole('dialog', { name: `Update Nilai ${TAHFIDZ}` });
    await expect(dialog.getByLabel('Nilai Semester Ganjil')).toHaveValue('91,25');
    const genap = dialog.getByLabel('Nilai Semester Genap');
    await genap.fill('101');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    // Under the field (the summary above the fields names it too).
    await expect(dialog.getByText(MSG.nilaiRange, { exact: true })).toBeVisible();
    await genap.fill(typed);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await notified(page, MSG.dataUpdated);
    await expect(tahfidz).toContainText(shown);

    // siswa@'s first activities of the year (no record is older than their enrolment).
    const older = rows(page)
      .filter({ hasText: /Kaligrafi|Hadrah|English Club/ })
      .first();
    const name = (await older.locator('td:nth-child(2), .table-card-title').first().innerText()).trim();
    const before = await rows(page).count();
    await rowAction(page, older, 'Delete');
    const confirm = page.getByRole('dialog').filter({ hasText: MSG.deleteConfirm });
    await expect(confirm).toContainText(`${name}, 2026/2027`);
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await notified(page, MSG.deleted);
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
    await expect(rows(page)).toHaveCount(before - 1);
  });
});

test('scouting: the header totals match the skills, searched and sorted', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  await openList(page, PRAMUKA, '/api/kaldik-kegiatan/pramuka/siswa/table');
  const total = (title: string) => page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
  await expect(total('Total Bantara')).toHaveText('8');
  await expect(total('Total Laksana')).toHaveText('3');
  await expect(page.getByText('Total 11 items')).toBeVisible();

  await expect(rows(page).first()).toContainText('Mampu merencanakan kegiatan bakti masyarakat bersama regu');
  await expect(rows(page).first()).toContainText('Laksana');
  await sortBy(page, 'Ascending');
  await expect(rows(page).first()).toContainText('Dapat menjelaskan sejarah Gerakan Pramuka');
  await expect(rows(page).first()).toContainText('25-07-2026');

  await search(page, 'tenda');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Mampu mendirikan tenda');
  await expect(rows(page).first()).toContainText('Bantara');
  await expect(rows(page).first()).toContainText('12-09-2026');
});

test.describe('school calendar', () => {
  // An item by its whole title ('Hari Raya Natal' is not 'Cuti Bersama Hari Raya Natal').
  const event = (page: Page, title: string) => page.locator('.fc-event', { has: page.getByText(title, { exact: true }) });
  const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

  test.beforeEach(async ({ page }) => {
    await placeSession(page, ACCOUNTS.siswa);
    // The demo's calendar is the 2026/2027 year; the page opens on today's month.
    await page.clock.setFixedTime(new Date('2026-12-10T09:00:00+07:00'));
    await openList(page, KALENDER, '/api/kaldik-kegiatan/kaldik/agenda');
  });

  test("shows this month's items, holidays in red, and narrows them by the filters", async ({ page }) => {
    await expect(page.locator('.fc-toolbar-title')).toHaveText(/desember 2026/i);
    await expect(event(page, 'Hari Raya Natal')).toBeVisible();
    await expect(event(page, 'Class Meeting Semester Ganjil')).toBeVisible();
    expect(await background(event(page, 'Hari Raya Natal'))).toBe('rgb(245, 34, 45)');
    expect(await background(event(page, 'Class Meeting Semester Ganjil'))).toBe('rgb(22, 119, 255)');
    // The grid fits a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const all = await page.locator('.fc-event').count();

    const status = page.getByRole('combobox', { name: 'Status Absensi' });
    await choose(page, status, 'Libur');
    await expect(event(page, 'Class Meeting Semester Ganjil')).toHaveCount(0);
    await expect(event(page, 'Hari Raya Natal')).toBeVisible();
    expect(await page.locator('.fc-event').count()).toBeLessThan(all);
    await status.locator('xpath=ancestor::*[contains(@class, "ant-select")][1]').hover();
    await page.locator('.kalender-filters .ant-select-clear').first().click();
    await expect(event(page, 'Class Meeting Semester Ganjil')).toBeVisible();

    await choose(page, page.getByRole('combobox', { name: 'Jenis Agenda' }), 'Ujian');
    await expect(event(page, 'Penilaian Akhir Semester (PAS) Ganjil')).toBeVisible();
    await expect(event(page, 'Hari Raya Natal')).toHaveCount(0);
  });

  test("opens 'Informasi Kalender' with the item's days and fields", async ({ page }) => {
    await event(page, 'Hari Raya Natal').click();
    const dialog = page.getByRole('dialog', { name: 'Informasi Kalender' });
    for (const text of ['25-12-2026', 'Hari Raya Natal', 'Libur Nasional', 'Libur nasional Hari Raya Natal.', 'Siswa, Guru dan Tenaga Kependidikan']) {
      await expect(dialog).toContainText(text);
    }
    await expect(dialog).not.toContainText('s.d.');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();

    await event(page, 'Class Meeting Semester Ganjil').click();
    await expect(dialog).toContainText('07-12-2026 s.d. 12-12-2026');
    await expect(dialog).toContainText('Kegiatan Sekolah');
  });
});
