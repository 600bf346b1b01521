import { expect, test, type Locator, type Page } from '@playwright/test';
import { dmyToIso } from '../../packages/contract/src/dates';
import { MSG } from '../../packages/contract/src/messages';
import { typeDate } from '../fixtures/pickers';
import { ACCOUNTS, isPhone, placeSession, signIn } from '../fixtures/session';

const SISWA = '/presensi/siswa';
const PRAMUKA = '/presensi/pramuka';
// Inside the demo school's 150 m radius.
const AT_SCHOOL = { latitude: -7.7974, longitude: 110.3709, accuracy: 10 };

/**
 * The demo school has a semester of attendance up to yesterday, and siswa@'s and siswa2@'s
 * approved permits. Each project works on its own student (the phone on siswa2@), as the
 * clock-in journeys do, and accepts whatever today already holds on a rerun.
 */
const student = (page: Page) => (isPhone(page) ? { email: ACCOUNTS.siswa2, rombel: 'X IPA 2' } : { email: ACCOUNTS.siswa, rombel: 'X IPA 1' });

/** Today at the school, as the list shows dates. */
const today = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta' }).format(new Date()).replaceAll('/', '-');

/** The list's rows: table rows on a desktop, cards on a phone. */
const rows = (page: Page) => page.locator('tr.ant-table-row, li.table-card');
/** Each row's date, as dd-MM-yyyy. */
const dates = async (page: Page) => (await rows(page).allInnerTexts()).map((text) => /\d{2}-\d{2}-\d{4}/.exec(text)?.[0]);
/** dd-MM-yyyy as a sortable yyyy-MM-dd. */
const iso = (day: string | undefined) => (day ? dmyToIso(day) : '');

/** Waits for the list's next answer while `act` runs; answers the body it sent. */
async function listCall(page: Page, act: () => Promise<void>) {
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/presensi/siswa/kehadiran/table'));
  await act();
  const response = await sent;
  expect(response.status()).toBe(200);
  return response.request().postDataJSON() as { search: string; filtering: Record<string, unknown>; sorting: { field: string; sort: string }[] };
}

async function openList(page: Page, path: string) {
  const answered = listCall(page, () => page.goto(path).then(() => undefined));
  const body = await answered;
  await expect(page.getByText(/^Total \d+ items$/)).toBeVisible();
  return body;
}

/** The whole picker around a labelled select's input (its value shows there). */
const selectOf = (scope: Locator, label: string) =>
  scope.getByLabel(label, { exact: true }).locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');

/**
 * Picks an option of a labelled select, in that select's own dropdown: antd keeps closed
 * dropdowns in the page, and one still fading out may hold an option of the same text.
 */
async function choose(page: Page, scope: Locator, label: string, text: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  const dropdown = page.locator(`.ant-select-dropdown:has([id="${await input.getAttribute('aria-controls')}"])`);
  // A click aimed while the dropdown slides in can miss its option: wait until it stands.
  await expect(dropdown).not.toHaveClass(/-(appear|enter)/);
  await dropdown.locator('.ant-select-item-option', { hasText: text }).click();
  await expect(selectOf(scope, label)).toContainText(text);
}

/** Clocks in from the dashboard with the fake camera, unless today already has its entry. */
async function clockInToday(page: Page) {
  const card = page.locator('.presensi-card');
  const masuk = card.getByRole('button', { name: 'Presensi Masuk' });
  await expect(masuk.or(card.getByRole('button', { name: 'Presensi Pulang' })).or(card.getByText('Presensi hari ini sudah lengkap'))).toBeVisible();
  if (!(await masuk.isVisible())) return;
  await masuk.click();
  const dialog = page.getByRole('dialog', { name: 'Rekam Kehadiran' });
  await dialog.getByRole('button', { name: 'Ambil Foto' }).click();
  await expect(dialog.getByRole('img', { name: 'Foto selfi' })).toBeVisible();
  await expect(dialog.getByText(AT_SCHOOL.latitude.toFixed(6))).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Presensi Masuk' }).click();
  await expect(page.getByText(MSG.clockedIn)).toBeVisible();
  await reloaded;
}

async function openDetail(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Aksi / }).click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: /Detail$/ })
    .click();
  const detail = page.getByRole('dialog', { name: 'Detail absensi' });
  await expect(detail).toBeVisible();
  return detail;
}

/** True once the image has loaded real pixels. */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a clock-in made today heads the class list, and its detail shows both photos’ side of the day', async ({ context, page }) => {
  const me = student(page);
  await context.grantPermissions(['geolocation', 'camera']);
  await context.setGeolocation(AT_SCHOOL);
  await signIn(page, me.email);
  await clockInToday(page);

  const body = await openList(page, SISWA);
  expect(body.filtering).toEqual({ aktivitas: 'PEMBELAJARAN KELAS' });
  expect(body.sorting).toEqual([{ field: 'id', sort: 'DESC', urutan: 1 }]);
  await expect(page.getByText('Siswa', { exact: true }).first()).toBeVisible();
  const first = rows(page).first();
  await expect(first).toContainText(today());
  await expect(first).toContainText(me.rombel);
  await expect(first).toContainText(/\d{2}:\d{2} – (\d{2}:\d{2}|-)/);
  await expect(first).toContainText(/\d+,\d{2} m – /);
  await expect(first).toContainText('Telat:');

  const detail = await openDetail(page, first);
  await expect(detail).toContainText(me.rombel);
  await expect(detail).toContainText(today());
  await expect(detail).toContainText('Durasi Telat');
  await expect(detail).toContainText('Durasi Pulang Cepat');
  const masuk = detail.locator('.kehadiran-moment').filter({ hasText: 'Masuk' });
  await expect(masuk).toContainText('-7.797400, 110.370900');
  await expect(masuk).toContainText(/Alamat IP.*\d+\.\d+\.\d+\.\d+/s);
  await expect(masuk).toContainText(/\d+,\d{2} m/);
  await expect.poll(() => loaded(masuk.getByRole('img', { name: 'Foto masuk' }))).toBe(true);
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
  await expect(detail).toBeHidden();

  // A demo day with both moments shows both photos. Named by its two times: a permit day, a
  // day without a clock-out and a day the end-of-day job marked alpa (yesterday, on a fresh
  // server, when it was a weekend in the demo school's every-day week) have no second one.
  const earlier = rows(page)
    .filter({ hasNotText: today() })
    .filter({ hasText: /\d{2}:\d{2} – \d{2}:\d{2}/ })
    .first();
  const full = await openDetail(page, earlier);
  for (const name of ['Foto masuk', 'Foto pulang']) await expect.poll(() => loaded(full.getByRole('img', { name }))).toBe(true);
});

test(
  'a selfie seen again after a reload comes from the browser’s cache: its link is the same within the hour',
  // The phone's service worker stands between the page and the cache; the link is the server's either way.
  { tag: '@desktop' },
  async ({ page }) => {
    // Links change on the hour (the window's end): a run close to it waits for the next window.
    const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
    if (toNextHour < 30_000) await page.waitForTimeout(toNextHour + 1_000);
    await placeSession(page, student(page).email);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Each request for a stored file, and whether the browser's cache answered it (memory or disk).
    const photos = new Map<string, { url: string; cached: boolean }>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (request.url.includes('/api/files/')) photos.set(requestId, { url: request.url, cached: false });
    });
    const fromCache = (requestId: string) => {
      const photo = photos.get(requestId);
      if (photo) photo.cached = true;
    };
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) => response.fromDiskCache && fromCache(requestId));
    const requestsFor = (src: string | null) => [...photos.values()].filter((p) => src && p.url.endsWith(src));
    const seePhoto = async () => {
      await openList(page, SISWA);
      const day = rows(page)
        .filter({ hasText: /\d{2}:\d{2} – \d{2}:\d{2}/ })
        .first();
      const detail = await openDetail(page, day);
      await expect.poll(() => loaded(detail.getByRole('img', { name: 'Foto masuk' }))).toBe(true);
      return detail.getByRole('img', { name: 'Foto masuk' }).getAttribute('src');
    };
    const first = await seePhoto();
    expect(requestsFor(first).map((p) => p.cached)).toEqual([false]);
    await page.reload();
    expect(await seePhoto()).toBe(first);
    expect(requestsFor(first).map((p) => p.cached)).toEqual([false, true]);
  },
);

test('the filter narrows by year, semester, class group and period; sort and search apply on the server', async ({ page }) => {
  // Many steps, each waiting for the server.
  test.setTimeout(90_000);
  const me = student(page);
  await placeSession(page, me.email);
  await openList(page, SISWA);

  await page.getByRole('button', { name: 'Filter' }).click();
  const modal = page.getByRole('dialog', { name: 'Filter' });
  // The semester waits for a year, the class group for both.
  await expect(modal.getByLabel('Semester', { exact: true })).toBeDisabled();
  await expect(modal.getByLabel('Rombel', { exact: true })).toBeDisabled();
  await choose(page, modal, 'Tahun Ajaran', '2026/2027');
  await expect(modal.getByLabel('Semester', { exact: true })).toBeEnabled();
  await expect(modal.getByLabel('Rombel', { exact: true })).toBeDisabled();
  await choose(page, modal, 'Semester', 'Ganjil');
  await choose(page, modal, 'Rombel', me.rombel);
  // Another year clears the semester and the class group.
  await choose(page, modal, 'Tahun Ajaran', '2025/2026');
  await expect(selectOf(modal, 'Semester')).not.toContainText('Ganjil');
  await expect(selectOf(modal, 'Rombel')).not.toContainText(me.rombel);
  await expect(modal.getByLabel('Rombel', { exact: true })).toBeDisabled();
  await choose(page, modal, 'Tahun Ajaran', '2026/2027');
  await choose(page, modal, 'Semester', 'Ganjil');
  await choose(page, modal, 'Rombel', me.rombel);

  // A period that ends before it starts is not sent.
  await typeDate(modal, 'Tanggal Awal', '31-08-2026');
  await typeDate(modal, 'Tanggal Akhir', '01-08-2026');
  await modal.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByText(MSG.periodInvalid)).toBeVisible();
  await expect(modal).toBeVisible();
  await typeDate(modal, 'Tanggal Awal', '01-08-2026');
  await typeDate(modal, 'Tanggal Akhir', '31-08-2026');
  const filtered = await listCall(page, () => modal.getByRole('button', { name: 'Terapkan' }).click());
  expect(filtered.filtering).toMatchObject({ aktivitas: 'PEMBELAJARAN KELAS', tgl_awal: '2026-08-01', tgl_akhir: '2026-08-31' });
  expect(Object.keys(filtered.filtering).sort()).toEqual(['aktivitas', 'rombel_id', 'semester_id', 'tahun_ajaran_id', 'tgl_akhir', 'tgl_awal']);
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter' }).locator('xpath=ancestor::*[contains(@class, "ant-badge")][1]')).toContainText('5');
  // The table draws the answer a moment after it arrives.
  await expect
    .poll(async () => {
      const days = await dates(page);
      return days.length > 0 && days.every((day) => day?.endsWith('-08-2026'));
    })
    .toBe(true);
  const august = await dates(page);
  expect(august.map(iso)).toEqual(august.map(iso).sort().reverse());

  // Oldest first.
  await page.getByRole('button', { name: 'Urutkan' }).click();
  const sorted = await listCall(page, () => page.getByRole('radio', { name: 'Ascending' }).check());
  expect(sorted.sorting).toEqual([{ field: 'id', sort: 'ASC', urutan: 1 }]);
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => {
      const days = (await dates(page)).map(iso);
      return days.length > 1 && days.join() === [...days].sort().join();
    })
    .toBe(true);

  // The approved permits of August are days of the list, found by their kind.
  const permit = isPhone(page)
    ? { search: 'lomba', tag: 'Izin: Dispensasi Lomba', days: ['24-08-2026', '25-08-2026', '26-08-2026'] }
    : { search: 'sakit', tag: 'Izin: Sakit', days: ['12-08-2026', '13-08-2026'] };
  const searched = await listCall(page, async () => {
    const box = page.getByRole('searchbox', { name: 'Cari' });
    await box.fill(permit.search);
    await box.press('Enter');
  });
  expect(searched.search).toBe(permit.search);
  await expect(rows(page)).toHaveCount(permit.days.length);
  expect(await dates(page)).toEqual(permit.days);
  await expect(rows(page).first()).toContainText(permit.tag);
  const detail = await openDetail(page, rows(page).first());
  await expect(detail).toContainText(permit.tag);
  // No clock-in that day: no moments, no photos.
  await expect(detail.locator('.kehadiran-moment')).toHaveCount(0);
  await expect(detail).toContainText('Tidak ada presensi pada hari ini');
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();

  await listCall(page, async () => {
    const box = page.getByRole('searchbox', { name: 'Cari' });
    await box.fill('tidak ada yang cocok');
    await box.press('Enter');
  });
  await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
});

test('scouting has its own list, on Saturdays', async ({ page }) => {
  await placeSession(page, student(page).email);
  const body = await openList(page, PRAMUKA);
  expect(body.filtering).toEqual({ aktivitas: 'PRAMUKA' });
  await expect(page.getByText('Pramuka', { exact: true }).first()).toBeVisible();
  const days = await dates(page);
  expect(days.length).toBeGreaterThan(0);
  expect(days.every((day) => new Date(`${iso(day)}T12:00:00Z`).getUTCDay() === 6)).toBe(true);
  await expect(rows(page).first()).toContainText(/\d{2}:\d{2} – /);
});

test('the next days follow on: a phone loads them as the list scrolls, a desktop pages', async ({ page }) => {
  await placeSession(page, student(page).email);
  await openList(page, SISWA);
  await page.waitForLoadState('networkidle');
  // The first page only: the next one waits until it is asked for.
  await expect(rows(page)).toHaveCount(10);
  const first = await dates(page);
  const next = await listCall(page, () => (isPhone(page) ? rows(page).last().scrollIntoViewIfNeeded() : page.locator('.ant-pagination-item-2').click()));
  expect(next).toMatchObject({ pagination: { current: 2, pageSize: 10 } });
  // A phone keeps the first page above the second; a desktop shows the second alone.
  await expect(rows(page)).toHaveCount(isPhone(page) ? 20 : 10);
  await expect.poll(async () => (await dates(page))[0]).toEqual(isPhone(page) ? first[0] : expect.not.stringMatching(first[0]!));
  const days = isPhone(page) ? await dates(page) : [...first, ...(await dates(page))];
  // The pages follow on: no day twice, newest first throughout.
  expect(new Set(days).size).toBe(days.length);
  expect(days.map(iso)).toEqual(days.map(iso).sort().reverse());
});
