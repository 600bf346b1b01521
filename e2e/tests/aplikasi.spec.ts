import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '../../packages/contract/src/endpoint';
import { SESSION } from '../../packages/contract/src/endpoints/session';
import { MSG } from '../../packages/contract/src/messages';
import { START_CALLS_KEY } from '../../apps/web/src/lib/start-calls';
import { presensiCard } from '../fixtures/presensi';
import { ACCOUNTS, openMainMenu, signIn } from '../fixtures/session';

const OFFLINE_BANNER = /Anda sedang luring — data terakhir \d{2} \w{3} \d{4} \d{2}:\d{2}/;
const CLOCK_IN_OFFLINE = 'Presensi memerlukan koneksi internet: waktu dan lokasi dinilai oleh server.';
const PAGE_NOT_KEPT = 'Halaman ini belum pernah dibuka di perangkat ini, sehingga belum tersedia tanpa koneksi internet.';

/** The school's name as the server gives it before sign-in: the second half of every title. */
async function schoolName(page: Page): Promise<string> {
  const config = await page.request.get(`/api${urlOf(SESSION.config)}`);
  return ((await config.json()) as { data: { sekolah_nama: string } }).data.sekolah_nama;
}

/** The service worker has installed the shell and controls the page. */
async function workerInControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test.describe('installable app', () => {
  test('the manifest names the app in Indonesian, standalone, with its icons', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Portal Madrasah Digital', lang: 'id', start_url: '/', display: 'standalone', theme_color: '#0b6b3a' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status()).toBe(200);
    }
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('each page names the browser tab after itself and the school', async ({ page }) => {
    const school = await schoolName(page);
    await page.goto('/login');
    await expect(page).toHaveTitle(`Masuk · ${school}`);
    await signIn(page, ACCOUNTS.wali);
    await expect(page).toHaveTitle(`Dashboard · ${school}`);
    await page.goto('/profile');
    await expect(page).toHaveTitle(`Profil · ${school}`);
    await page.goto('/kesiswaan/tata-tertib-sekolah');
    await expect(page).toHaveTitle(`Tata Tertib Sekolah · ${school}`);
    await page.goto('/tidak-ada');
    await expect(page).toHaveTitle(`Halaman Tidak Ditemukan · ${school}`);
  });

  // The offline start is a phone's journey.
  test(
    'a second visit starts offline with the last timetable and profile; clock-in and new pages say they need the network',
    { tag: '@phone' },
    async ({ context, page }) => {
      await signIn(page, ACCOUNTS.siswa2);
      await workerInControl(page);
      // The profile is opened once online: its page is kept on this device from then on.
      await page.goto('/profile');
      await expect(page.getByText('Informasi akun')).toBeVisible();
      await page.goto('/');
      // The list opens on the server's today (or the next day with lessons); offline only the
      // device's clock knows the day, and it opens on the same one.
      const chosenDay = page.locator('.jadwal-days .ant-segmented-item-selected');
      await expect(page.getByRole('list', { name: /^Jadwal hari / })).toBeVisible();
      const openedOn = (await chosenDay.textContent()) ?? '';
      const monday = page.getByRole('list', { name: 'Jadwal hari Senin' });
      const showMonday = () => page.locator('.jadwal-days .ant-segmented-item', { hasText: 'Sen' }).click();
      await showMonday();
      await expect(monday).toContainText('Jam Ke-');
      const timetable = (await monday.textContent()) ?? '';

      await context.setOffline(true);
      await page.reload();
      // The shell starts from the worker's cache, the timetable from the last answer.
      await expect(page.getByText(/Selamat datang/)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
      await expect(chosenDay).toHaveText(openedOn);
      await showMonday();
      await expect(monday).toHaveText(timetable);
      // The clock-in is the server's to judge: the card says so instead of offering it.
      await expect(presensiCard(page)).toContainText(CLOCK_IN_OFFLINE);

      await (await openMainMenu(page)).getByRole('link', { name: 'Profil' }).click();
      await expect(page.getByText('Informasi akun')).toBeVisible();
      await expect(page.getByRole('main').getByText('Peserta Didik', { exact: true })).toBeVisible();

      // A page never opened on this device has no code here yet.
      await page.goto('/kesiswaan/tata-tertib-sekolah');
      await expect(page.locator('.offline-page')).toContainText('Anda sedang luring');
      await expect(page.locator('.offline-page')).toContainText(PAGE_NOT_KEPT);

      // Without the kept shell, a page navigation gets the offline page.
      await page.evaluate(async () => {
        for (const name of await caches.keys()) await (await caches.open(name)).delete('/index.html');
      });
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Anda sedang luring' })).toBeVisible();
      await expect(page).toHaveTitle(/^Anda sedang luring/);

      await context.setOffline(false);
    },
  );

  test('a clock-in started after the network dropped answers with the offline message', { tag: '@phone' }, async ({ context, page }) => {
    await context.grantPermissions(['geolocation', 'camera']);
    // Today may be complete already for this student (the attendance journey, or a retry): the
    // lookup answers "not yet", and the clock-in never reaches the server.
    await page.route('**/api/presensi/siswa/temporary/*/*', (route) => route.fulfill({ status: 404, json: { status: false, message: MSG.notFoundData } }));
    await signIn(page, ACCOUNTS.siswa2);
    const button = presensiCard(page).getByRole('button', { name: 'Presensi Masuk' });
    await expect(button).toBeVisible();
    await context.setOffline(true);
    await button.click();
    await expect(page.locator('.ant-notification-notice', { hasText: CLOCK_IN_OFFLINE })).toContainText('Anda sedang luring');
    await expect(page.getByRole('dialog', { name: 'Rekam Kehadiran' })).toBeHidden();
    await context.setOffline(false);
  });

  test("a page opened again sends its first reads before the app's code has run, and each only once", async ({ page }) => {
    // Which script sent each call: the start script is a classic script, the app's are modules.
    await page.addInitScript(() => {
      const sent: [string, string][] = [];
      const fetchOf = window.fetch.bind(window);
      Object.assign(window, { sentBy: sent });
      window.fetch = (input, init) => {
        sent.push([String(input), (document.currentScript as HTMLScriptElement | null)?.src ?? '']);
        return fetchOf(input, init);
      };
    });
    // A guardian: the chosen child travels with the early reads too.
    await signIn(page, ACCOUNTS.wali);
    await page.waitForFunction(([key, menu]) => (sessionStorage.getItem(key) ?? '').includes(menu), [
      START_CALLS_KEY,
      `/api${urlOf(SESSION.privilegeMenu)}`,
    ] as const);

    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByText(/Selamat datang/)).toBeVisible();
    await page.waitForLoadState('networkidle');

    const sentBy = await page.evaluate(() => (window as unknown as { sentBy: [string, string][] }).sentBy);
    const byStartScript = sentBy.filter(([, script]) => /\/assets\/start-[\w-]+\.js$/.test(script)).map(([url]) => url);
    expect(byStartScript).toEqual(expect.arrayContaining([`/api${urlOf(SESSION.privilegeAccess)}`, `/api${urlOf(SESSION.privilegeMenu)}`]));
    // The app took their answers: no read went twice.
    expect(reads.length).toBeGreaterThanOrEqual(byStartScript.length);
    expect(reads).toEqual([...new Set(reads)]);
  });

  // The side menu is the desktop's.
  test('the side menu shows its longest label whole on a 1366 px screen', { tag: '@desktop' }, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, ACCOUNTS.siswa);
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    const label = menu.locator('.ant-menu-submenu-title', { hasText: 'Ekstrakurikuler & Pramuka' });
    await expect(label).toBeVisible();
    // Cut by an ellipsis, the text is wider than its box.
    const cut = await menu.locator('.ant-menu-item, .ant-menu-submenu-title').evaluateAll((items) =>
      items
        .map((item) => item.querySelector<HTMLElement>('.ant-menu-title-content') ?? (item as HTMLElement))
        .filter((text) => text.scrollWidth > text.clientWidth || text.parentElement!.scrollWidth > text.parentElement!.clientWidth)
        .map((text) => text.textContent),
    );
    expect(cut).toEqual([]);
  });
});
