import { expect, test, type Browser, type Page } from '@playwright/test';
import { presensiCard, takeSelfie } from '../fixtures/presensi';
import { ACCOUNTS, signIn } from '../fixtures/session';

// The demo school's point: inside its clock-in circle.
const INSIDE = { latitude: -7.7974, longitude: 110.3709, accuracy: 10 };

/** The student's own browser, inside the school's circle with the synthetic camera. */
async function studentPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL, geolocation: INSIDE, permissions: ['geolocation', 'camera'] });
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.siswa);
  return page;
}

/** Clocks in or out from the dashboard's card and waits for the server's answer (the attendance journey checks the notices). */
async function clockFromCard(page: Page, button: 'Presensi Masuk' | 'Presensi Pulang') {
  await presensiCard(page).getByRole('button', { name: button }).click();
  await takeSelfie(page);
  await expect(page.getByText(INSIDE.latitude.toFixed(6))).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('/api/presensi/siswa/temporary') && r.request().method() !== 'GET');
  await page.getByRole('dialog', { name: 'Rekam Kehadiran' }).getByRole('button', { name: button }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Rekam Kehadiran' })).toBeHidden();
}

const bell = (page: Page) => page.locator('.notifikasi-bell').getByRole('button');
const SWITCH = 'Presensi masuk dan pulang';

async function setPresensiSwitch(page: Page, on: boolean) {
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: SWITCH });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) === String(on)) return;
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/notifikasi/preferensi') && r.request().method() === 'PUT');
  await toggle.click();
  expect((await saved).ok()).toBe(true);
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

test.describe('notifications', () => {
  // A guardian's phone, in the phone project's database: there no other journey clocks siswa@ in
  // (the attendance journeys take siswa2@) nor tells wali@ of anything, while on the desktop the
  // attendance journeys clock siswa@ in and the staff journeys decide, bill and record for its
  // class group. The bell's count is then this journey's alone.
  test(
    'a clock-in reaches the guardian’s bell; opened it is read; switched off, the next one adds nothing',
    { tag: '@phone' },
    async ({ browser, baseURL, page }) => {
      // Two people's browsers, two selfies: longer than one journey's default time on a loaded machine.
      test.slow();
      const student = await studentPage(browser, baseURL);
      // The student clocks in once a day in this database, so the journey cannot be retried on
      // it: a retry fails here, and the first attempt's failure stays visible instead of a skip.
      const masuk = presensiCard(student).getByRole('button', { name: 'Presensi Masuk' });
      await expect(masuk, 'only the first attempt finds the day fresh').toBeVisible();

      // The guardian starts with nothing unread (an earlier attempt may have told them of something).
      await signIn(page, ACCOUNTS.wali);
      await setPresensiSwitch(page, true);
      await bell(page).click();
      const drawer = page.getByRole('dialog', { name: 'Notifikasi' });
      await expect(drawer).toBeVisible();
      const semua = drawer.getByRole('button', { name: 'Tandai semua dibaca' });
      if (await semua.isEnabled()) await semua.click();
      await expect(bell(page)).toHaveAccessibleName('Notifikasi');
      await drawer.getByRole('button', { name: 'Tutup' }).click();

      await clockFromCard(student, 'Presensi Masuk');

      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');
      await bell(page).click();
      const item = drawer.getByRole('button', { name: 'Presensi masuk (belum dibaca)' });
      await expect(item).toBeVisible();
      await expect(drawer.getByText(/presensi masuk pukul \d{2}:\d{2}\./)).toBeVisible();
      await item.click();
      await expect(page).toHaveURL(/\/presensi\/siswa$/);
      await expect(bell(page)).toHaveAccessibleName('Notifikasi');

      // Switched off in the profile: the clock-out adds nothing.
      await setPresensiSwitch(page, false);
      await clockFromCard(student, 'Presensi Pulang');
      await page.reload();
      await expect(page.getByRole('switch', { name: SWITCH })).toHaveAttribute('aria-checked', 'false');
      await expect(bell(page)).toHaveAccessibleName('Notifikasi');
      await bell(page).click();
      await expect(drawer.getByRole('button', { name: 'Presensi masuk' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: /^Presensi pulang/ })).toHaveCount(0);
      await drawer.getByRole('button', { name: 'Tutup' }).click();

      await setPresensiSwitch(page, true);
      await student.context().close();
    },
  );
});
