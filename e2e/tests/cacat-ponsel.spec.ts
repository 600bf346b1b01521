import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { png } from '../fixtures/image';
import { choose, typeDate } from '../fixtures/pickers';
import { openDialog, OUTSIDE, takeSelfie } from '../fixtures/presensi';
import { TOKEN_KEY } from '../../apps/web/src/lib/token-storage';
import { ACCOUNTS, isPhone, openMainMenu, placeSession, signIn, submitLogin } from '../fixtures/session';

// Defects found in use, on a phone and on a desktop: one journey each, named by its number.

const DATA_DIRI = '/peserta-didik/detail?tab=profil';
const PERIZINAN = '/perizinan/siswa';

/**
 * Every notice the page shows from now on, by its text, kept across reloads: antd adds a notice
 * to the page once (a notice shown again under the same key is updated in place).
 */
async function watchNotices(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeFunction('noticeShown', (text: string) => shown.push(text));
  const watch = () => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll('.ant-notification-notice'))) {
        if (seen.has(notice)) continue;
        seen.add(notice);
        (window as unknown as { noticeShown: (text: string) => void }).noticeShown(notice.textContent ?? '');
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  await page.addInitScript(watch);
  await page.evaluate(watch);
  return shown;
}

/** Moves to a page inside the app, as a link does, without loading the document again. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openDataDiriEditor(page: Page) {
  await page.goto(DATA_DIRI);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
}

/** Today at the school as dd-MM-yyyy, the permit form's format. */
function todayDmy(): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).split('-');
  return `${d}-${m}-${y}`;
}

/** Not a PDF whatever its name says: a Windows program's first bytes. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test('1 the timetable opens on today when the dashboard answers after the timetable', async ({ page }) => {
  // Today is made a Wednesday, a school day with lessons, so the journey means the same any day.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard/utama', async (route) => {
    await released;
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, data: { ...json.data, hari: 'Rabu' } } });
  });
  await submitLogin(page, ACCOUNTS.siswa);
  if (isPhone(page)) {
    const days = page.locator('.jadwal-days');
    await expect(days).toBeVisible();
    release();
    await expect(days.locator('.ant-segmented-item-selected')).toHaveText('Rab');
    await expect(page.getByRole('list', { name: 'Jadwal hari Rabu' })).toBeVisible();
  } else {
    await expect(page.locator('.jadwal-table')).toBeVisible();
    release();
    await expect(page.locator('.jadwal-table thead th.jadwal-today')).toHaveText('Rabu');
  }
});

test("2 a suspended student's navigation offers the dashboard alone", async ({ page }) => {
  await signIn(page, ACCOUNTS.ditangguhkan);
  if (isPhone(page)) {
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' }).locator('.tab-bar-item')).toHaveText(['Dashboard']);
  } else {
    await expect((await openMainMenu(page)).getByRole('menuitem')).toHaveText(['Dashboard']);
  }
});

test("3 the profile page's photo card shows the photo just saved", async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa2);
  await openDataDiriEditor(page);
  await page.getByLabel('Foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(600, 600, [180, 40, 40]) });
  await expect(page.getByRole('img', { name: 'Foto', exact: true })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  const saved = page.waitForResponse((r) => r.url().includes('/api/siswa/data-diri/') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Simpan' }).click();
  expect((await saved).ok()).toBe(true);

  // The saved form reloads the page a moment later; the account page is opened after that.
  await expect(async () => {
    await page.goto('/profile');
    await expect(page.locator('.profile-photo img')).toHaveAttribute('src', /\/api\/files\//, { timeout: 5_000 });
  }).toPass();
});

test('6 an ended session is told once, however many calls it stops', async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa);
  const shown = await watchNotices(page);
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  expect((await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);

  // The violations page asks for its header and its table at once: both are refused.
  const refused = page.waitForResponse((r) => r.url().includes('/api/pelanggaran-siswa/table-riwayat') && r.status() === 401);
  await navigateInApp(page, '/kesiswaan/pelanggaran-siswa');
  await refused;
  await expect(page).toHaveURL(/\/login$/);
  expect(shown.filter((text) => text.includes(MSG.sessionEnded))).toHaveLength(1);
});

test('7 the out-of-radius warning shows at the top of the clock-in dialog, with no toast over it', async ({ context, page }) => {
  await context.grantPermissions(['geolocation', 'camera']);
  await context.setGeolocation(OUTSIDE);
  await signIn(page, ACCOUNTS.siswa);
  const shown = await watchNotices(page);
  await openDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Rekam Kehadiran' });
  // Seen without scrolling, above the selfie and the map.
  await expect(dialog.getByRole('alert').filter({ hasText: MSG.outsideRadius })).toBeInViewport();

  await takeSelfie(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/presensi/siswa/temporary') && r.request().method() !== 'GET');
  await dialog.getByRole('button', { name: /Presensi (Masuk|Pulang)/ }).click();
  expect((await answer).status()).toBe(400);
  await expect(dialog.locator('.ant-alert-error', { hasText: MSG.outsideRadius })).toBeInViewport();
  expect(shown.filter((text) => text.includes(MSG.outsideRadius))).toEqual([]);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
});

// A desktop scrolls with its wheel, which the map leaves to the page already.
test('8 one finger scrolls the page past the Data Diri map on a phone', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa2, { at: DATA_DIRI });
  const map = page.getByRole('region', { name: 'Peta lokasi tempat tinggal' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const before = (await map.boundingBox())!;
  // A one-finger swipe upwards that starts on the map, as a thumb scrolling down the page does.
  const cdp = await page.context().newCDPSession(page);
  const x = before.x + before.width / 2;
  const from = before.y + before.height / 2 + 50;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from - step * 15 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(async () => (await map.boundingBox())!.y).toBeLessThan(before.y - 50);
  await expect(map.getByText('Geser peta dengan dua jari')).toBeVisible();
});

test("11 a phone camera's photo of several MB is shrunk before the 2 MB check and accepted", async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa2);
  await openDataDiriEditor(page);
  const photo = png(1400, 1100, 'noise');
  expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
  await page.getByLabel('Foto').setInputFiles({ name: 'kamera.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Foto', exact: true })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.getByText(MSG.imageTooLarge)).toHaveCount(0);
});

test('20 a program renamed .pdf is refused in the browser, and the server refusal shows once, as PDF only', async ({ page }) => {
  // A whole form filled and sent twice: a long journey on a loaded machine.
  test.slow();
  await signIn(page, ACCOUNTS.siswa, { at: PERIZINAN });
  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Perizinan' });
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'surat-izin.pdf', mimeType: 'application/pdf', buffer: EXECUTABLE });
  await expect(dialog.getByText(MSG.fileTypePdf)).toBeVisible();
  await expect(dialog.getByText('File baru dipilih')).toHaveCount(0);

  // A real letter, swapped for the program on its way: the server refuses it.
  await file.setInputFiles({ name: 'surat-izin.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('File baru dipilih: surat-izin.pdf')).toBeVisible();
  await choose(page, dialog.getByLabel('Jenis Perizinan', { exact: true }), 'Sakit');
  await typeDate(dialog, 'Tanggal awal', todayDmy());
  await typeDate(dialog, 'Tanggal akhir', todayDmy());
  await dialog.getByLabel('Keterangan').fill('Surat yang diganti di jalan');
  await page.route(`**/api${PERIZINAN}`, (route) =>
    route.request().method() === 'POST'
      ? route.continue({
          postData: JSON.stringify({ ...route.request().postDataJSON(), file: `data:application/pdf;base64,${EXECUTABLE.toString('base64')}` }),
        })
      : route.continue(),
  );
  const shown = await watchNotices(page);
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api${PERIZINAN}`) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  expect((await answer).status()).toBe(400);
  await expect(dialog.getByText(MSG.fileTypePdf)).toHaveCount(1);
  expect(shown.filter((text) => text.includes(MSG.fileTypePdf))).toEqual([]);
  // Nothing covers the dialog's close button.
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();
});

test("21 the permit page's filter and form give their date inputs ids of their own", async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa, { at: PERIZINAN });
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByRole('dialog', { name: 'Tambah Perizinan' }).getByLabel('Tanggal awal')).toBeVisible();
  const repeated = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  });
  expect(repeated).toEqual([]);
});

test('22 a distance is written with the Indonesian decimal comma, as scores are', async ({ context, page }) => {
  await context.grantPermissions(['geolocation', 'camera']);
  await context.setGeolocation(OUTSIDE);
  await signIn(page, ACCOUNTS.siswa);
  await openDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Rekam Kehadiran' });
  // About 1 km away: '965,73 m', dot thousands when it is more.
  await expect(dialog.locator('.location-facts dd').filter({ hasText: / m\b/ })).toContainText(/^\d{1,3}(\.\d{3})*,\d{2} m/);
  await dialog.getByRole('button', { name: 'Batal' }).click();
});
