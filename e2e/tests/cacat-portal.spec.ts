import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { urlOf } from '../../packages/contract/src/endpoint';
import { SESSION } from '../../packages/contract/src/endpoints/session';
import { STAF_SEKOLAH } from '../../packages/contract/src/endpoints/staf-sekolah';
import { MSG } from '../../packages/contract/src/messages';
import { rows } from '../fixtures/list';
import { presensiCard, takeSelfie } from '../fixtures/presensi';
import { ACCOUNTS, DEMO_PASSWORD, isPhone, openAccountMenu, placeSession, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';

// Defects found in use, on a phone and a desktop: one journey each, named by its number.

const DETAIL = '/peserta-didik/detail';
const ALUMNI = '/peserta-didik/alumni';
const INSIDE = { latitude: -7.7974, longitude: 110.3709, accuracy: 10 };

/** A name of letters only (the rule for names), new on every run of every project. */
const newName = (page: Page) =>
  `Alumni ${isPhone(page) ? 'Telepon' : 'Meja'} ${[...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

/** The value beside a label in a read list. */
const valueOf = (page: Page, label: string) =>
  page
    .getByRole('tabpanel')
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]')
    .first();

/** The student header's value of an id ('NIK'). */
const headerId = (page: Page, term: string) =>
  page
    .locator('.siswa-header-ids div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

/** The menu's link to the dashboard: the bottom tab bar on a phone, the side menu on a desktop. */
const dashboardLink = (page: Page) => page.getByRole('link', { name: 'Dashboard' }).locator('visible=true').first();

test('4: an internal alumnus’s header shows the NIK of their Data Diri', async ({ page }) => {
  await signIn(page, ACCOUNTS.alumni, { at: `${ALUMNI}?tab=0` });
  const nik = valueOf(page, 'NIK');
  // The first page of a fresh server loads its code first.
  await expect(nik).toHaveText(/^\d{16}$/, { timeout: 30_000 });
  await expect(headerId(page, 'NIK')).toHaveText((await nik.innerText()).trim());
});

test('16: a new Nama on Data Diri is the header’s and the top bar’s after a reload', async ({ page }) => {
  const nama = newName(page);
  await signIn(page, ACCOUNTS.alumni, { at: `${ALUMNI}?tab=0` });
  await page.getByRole('tabpanel').getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Nama', { exact: true }).fill(nama);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(MSG.dataUpdated)).toBeVisible();
  // The header follows at once, without a reload.
  await expect(page.locator('.siswa-header-name')).toHaveText(nama);

  await page.reload();
  await expect(page.locator('.siswa-header-name')).toHaveText(nama);
  if (isPhone(page)) {
    await openAccountMenu(page);
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toContainText(nama);
  } else {
    await expect(page.locator('.account-name')).toHaveText(nama);
  }
});

test('10: leaving Data Diri with unsaved changes asks first, and staying keeps them', async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa, { at: `${DETAIL}?tab=profil` });
  await page.getByRole('button', { name: 'Edit' }).click();
  const hobi = page.getByLabel('Hobi');
  await hobi.fill('Membaca peta lama');

  await dashboardLink(page).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Perubahan belum disimpan' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${DETAIL}\\?tab=profil$`));
  await expect(hobi).toHaveValue('Membaca peta lama');

  // Batal asks too; then leaving is allowed.
  await page.getByRole('button', { name: 'Batal' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Tetap di sini' }).click();
  await dashboardLink(page).click();
  await ask.getByRole('button', { name: 'Tinggalkan' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('19: saving Data Orang Tua shows the saved data without reloading the page', async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa, { at: `${DETAIL}?tab=orangtua` });
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  // A reload would forget this.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('button', { name: 'Simpan' }).click();

  await expect(page.locator('.ant-notification-notice').filter({ hasText: /Data Ayah berhasil (diupdate|disimpan)/ })).toBeVisible();
  // The read view is back on the data fetched again.
  await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'DATA AYAH KANDUNG' })).toBeVisible();
  // Longer than the old reload's delay after the save: still the same page.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

/** The school's settings through the staff API, as the operator. */
async function operatorApi(request: APIRequestContext) {
  const login = await request.post(`/api${urlOf(SESSION.stafLogin)}`, { data: { email: STAF.operator, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const url = `/api${urlOf(STAF_SEKOLAH.get)}`;
  const settings = (await (await request.get(url, { headers })).json()).data;
  const save = async (hours: { jam_masuk: string; jam_pulang: string }) => {
    const res = await request.put(url, { headers, data: { ...settings, logo: null, main_path: undefined, ...hours } });
    expect(res.ok()).toBe(true);
  };
  return { settings, save };
}

test('14: a clock-in outside the school’s hours is refused with the hours named', async ({ page, context, request }) => {
  // Hours that leave out this moment, whenever the journey runs: a clock-in opens two hours
  // before jam_masuk and closes at jam_pulang. In the afternoon the hours end 10 minutes ago, not
  // earlier: the day is closed (every student not clocked in written alpa) 30 minutes after
  // jam_pulang, and the journeys after this one find today open.
  const [hh, mm] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const pulang = hh * 60 + mm - 10;
  const [hours, from, until] =
    hh >= 12
      ? [{ jam_masuk: hhmm(pulang - 60), jam_pulang: hhmm(pulang) }, hhmm(pulang - 180), hhmm(pulang)]
      : [{ jam_masuk: '20:00', jam_pulang: '21:00' }, '18:00', '21:00'];
  const school = await operatorApi(request);
  await school.save(hours);
  try {
    await context.grantPermissions(['geolocation', 'camera']);
    await context.setGeolocation(INSIDE);
    // Today may be clocked in already (the attendance journey): the lookup answers "not yet", the server judges.
    await page.route('**/api/presensi/siswa/temporary/*/*', (route) => route.fulfill({ status: 404, json: { status: false, message: MSG.notFoundData } }));
    await signIn(page, isPhone(page) ? ACCOUNTS.siswa2 : ACCOUNTS.siswa);
    await presensiCard(page).getByRole('button', { name: 'Presensi Masuk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rekam Kehadiran' });
    await expect(dialog.getByText(INSIDE.latitude.toFixed(6))).toBeVisible();
    await takeSelfie(page);
    await dialog.getByRole('button', { name: 'Presensi Masuk' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: MSG.presensiOutsideHours('masuk', from, until) })).toBeVisible();
    await expect(dialog).toBeVisible();
  } finally {
    await school.save({ jam_masuk: school.settings.jam_masuk, jam_pulang: school.settings.jam_pulang });
  }
});

test('18: Nilai Mapel offers only the years of the student’s class groups', async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa, { at: '/penilaian/nilai-mapel' });
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByLabel('Tahun Ajaran', { exact: true }).click();
  // siswa@ entered grade X this year: 2025/2026 holds no class group, so no grades, of theirs.
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['2026/2027']);
});

test('23: no extracurricular record lies before the student’s enrolment', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const list = page.waitForResponse((r) => r.url().endsWith('/api/kaldik-kegiatan/ekstrakurikuler/siswa/table'));
  await page.goto('/ekstrakurikuler-pramuka/ekstrakurikuler');
  await list;
  await expect(rows(page).first()).toBeVisible();
  // siswa@ entered in July 2026.
  await expect(rows(page).filter({ hasText: '2025/2026' })).toHaveCount(0);
});

test('15: an alumnus’s dashboard shows their tracing, their data and the school’s news', async ({ page }) => {
  await signIn(page, ACCOUNTS.alumni);
  // The school's coming calendar and newest information, without a grant on either page.
  const kabar = page.locator('.ant-card').filter({ hasText: 'Kabar Madrasah' });
  await expect(kabar.getByRole('list', { name: 'Agenda madrasah' }).getByRole('listitem').first()).toBeVisible();
  await expect(kabar.getByRole('list', { name: 'Informasi terbaru' }).getByRole('listitem')).not.toHaveCount(0);
  const tracing = page.locator('.ant-card').filter({ hasText: 'Tracing Alumni' });
  await expect(tracing).toBeVisible();
  await expect(tracing.getByRole('link', { name: /Isi Tracing|Perbarui/ })).toBeVisible();
  const data = page.locator('.ant-card').filter({ has: page.getByText('Data Diri', { exact: true }) });
  await expect(data).toContainText('No. KTA');
  await data.getByRole('link', { name: 'Lihat' }).click();
  await expect(page).toHaveURL(new RegExp(`${ALUMNI}\\?tab=0$`));
});

test('12: the staff side says its list total and sign-out in Indonesian', async ({ page }) => {
  await signInStaf(page, STAF.waliKelas);
  const list = page.waitForResponse((r) => r.url().includes('/api/staf/') && r.url().endsWith('/table'));
  await page.goto('/staf/siswa');
  await list;
  if (!isPhone(page)) await expect(page.getByText('Total 32 data')).toBeVisible();
  await expect(page.getByText(/Total \d+ items/)).toHaveCount(0);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: /Keluar/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Logout/ })).toHaveCount(0);
});
