import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { png } from '../fixtures/image';
import { ACCOUNTS, signIn } from '../fixtures/session';

const ALUMNI = '/peserta-didik/alumni';

/**
 * Both projects use the same demo alumni one after the other, and a rerun finds what the last
 * run saved: every journey writes values of its own and checks only those.
 */
const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

/** The open dropdown's option with this text (antd keeps closed dropdowns in the page). */
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

/** A form item found by its field's label. */
const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

async function choose(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await option(page, text).first().click();
}

/** Types a year into a year picker and confirms it. */
async function pickYear(page: Page, label: string, year: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(year);
  // Enter would also submit the form: leaving the field takes the typed year.
  await input.press('Tab');
  await expect(input).toHaveValue(year);
}

/** Empties a picker or a select through its clear button; an empty one has none. */
async function clear(page: Page, label: string) {
  const item = formItem(page, label);
  await item.locator('.ant-select, .ant-picker').hover();
  const button = item.locator('.ant-select-clear, .ant-picker-clear');
  if ((await button.count()) > 0) await button.click();
}

/**
 * Opens a tab by its label from the keyboard: a phone's bar shows only a few tabs, and the
 * focused one scrolls into view wherever it is, as a swipe would bring it.
 */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** A read view's list, found by its title. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The value beside a label in a read list (a desktop row holds two pairs). */
const valueOf = (list: Locator, label: string) =>
  list
    .locator('.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');

/** The internal layout's tabs by index, each with something only its panel shows. */
const INTERNAL_TABS: [label: string, shows: (panel: Locator) => Locator][] = [
  ['Data Diri', (panel) => panel.getByText('Data Pribadi', { exact: true })],
  ['Data Orang Tua', (panel) => panel.getByText('DATA AYAH KANDUNG')],
  ['Aktivitas Belajar', (panel) => panel.getByText('PENDAFTARAN MASUK')],
  ['Beasiswa & Bantuan', (panel) => panel.getByLabel('Cari')],
  ['Prestasi', (panel) => panel.getByLabel('Cari')],
  ['Pendidikan', (panel) => panel.getByLabel('Cari')],
  ['Berkas', (panel) => panel.getByLabel('Cari')],
  ['Tracing', (panel) => panel.getByText('STATUS KELULUSAN', { exact: true })],
];

test.describe('internal alumni', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.alumni, { at: ALUMNI });
  });

  test('the student-style layout walks its tabs by index in the query', async ({ page }) => {
    await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: 'Alumni' })).toHaveAttribute('href', ALUMNI);
    await expect(page.getByRole('term')).toHaveText(['NISN', 'NIS', 'No. KIP', 'NIK']);
    await expect(page.getByRole('tab', { name: 'Data Diri', selected: true })).toBeVisible();

    // Tab 0 is open at first: the walk goes from 1 to 7, then back to 0.
    const walk = [...INTERNAL_TABS.entries()].slice(1).concat([[0, INTERNAL_TABS[0]!]]);
    for (const [index, [label, shows]] of walk) {
      await openTab(page, label);
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${index}$`));
      // Focused, a tab's name also tells its place ('Tab 2 of 8').
      await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
      await expect(shows(page.getByRole('tabpanel'))).toBeVisible();
    }
  });

  test('the alumnus edits the tracing and the read view shows the saved values', async ({ page }) => {
    const instansi = `PT Maju ${stamp()}`;
    await page.goto(`${ALUMNI}?tab=7`);
    const status = section(page, 'STATUS KELULUSAN');
    await expect(valueOf(status, 'Tahun Lulus')).toHaveText(/^\d{4}$/);
    await page.getByRole('button', { name: 'Edit' }).click();

    await expect(page.getByLabel('Tahun Lulus', { exact: true })).toHaveValue(/^\d{4}$/);
    await page.getByLabel('Instansi Pekerjaan', { exact: true }).fill(instansi);
    await choose(page, 'Kategori', 'Bekerja');
    await page.getByRole('button', { name: 'Simpan' }).click();

    await expect(page.getByText(MSG.dataUpdated)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
    const tracing = section(page, 'TRACING');
    await expect(valueOf(tracing, 'Instansi Pekerjaan')).toHaveText(instansi);
    await expect(valueOf(tracing, 'Kategori')).toHaveText('Bekerja');
  });
});

test.describe('alumni of another type', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.alumni2, { at: ALUMNI });
  });

  test('the short layout shows the summary and both tabs', async ({ page }) => {
    await expect(page.getByText(/^NIK \d{16} · No\. KTA KTA-/)).toBeVisible();
    for (const label of ['Jenis Kelamin', 'Tempat, Tanggal Lahir', 'Tahun Masuk', 'Tahun Lulus', 'No. Telp', 'E-Mail']) {
      await expect(page.locator('.alumni-header-body').getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.locator('.alumni-header-body').getByText(ACCOUNTS.alumni2)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Data Diri', 'Tracing']);
    await expect(section(page, 'Alamat')).toBeVisible();

    await page.getByRole('tab', { name: 'Tracing' }).click();
    await expect(page).toHaveURL(/[?&]tab=tracing$/);
    await expect(section(page, 'KONTAK YANG DAPAT DIHUBUNGI')).toBeVisible();
    await page.getByRole('tab', { name: 'Data Diri' }).click();
    await expect(page).toHaveURL(/[?&]tab=data-diri$/);
  });

  test('the alumnus edits the address; No. KTA and email stay read-only', async ({ page }) => {
    const alamat = `Jl. Kenanga ${stamp()}`;
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('No. KTA')).toBeDisabled();
    await expect(page.getByLabel('No. KTA')).toHaveValue(/^KTA-/);
    await expect(page.getByLabel('E-Mail')).toBeDisabled();
    await expect(page.getByLabel('E-Mail')).toHaveValue(ACCOUNTS.alumni2);

    // The picker shows and takes DD-MM-YYYY, and the body carries it so (spec 02 section 7).
    const lahir = page.getByLabel('Tanggal Lahir');
    await lahir.click();
    await lahir.fill('12-03-2004');
    await lahir.press('Tab');
    await page.getByRole('textbox', { name: 'Alamat', exact: true }).fill(alamat);
    const sent = page.waitForRequest((r) => r.url().includes('/api/alumni/data-diri/') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ alamat, tgl_lahir: '12-03-2004' });
    expect(body).not.toHaveProperty('no_kta');

    await expect(page.getByText(MSG.dataUpdated)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(valueOf(section(page, 'Alamat'), 'Alamat')).toHaveText(alamat);
    await expect(valueOf(section(page, 'Data Pribadi'), 'Tanggal Lahir')).toHaveText('12-03-2004');
  });

  test('the alumnus fills the tracing: required fields first, then a valid save with an ijazah', async ({ page }) => {
    // The whole form, three files read and one of them a camera photo decoded and shrunk: about a minute on a loaded machine.
    test.slow();
    const instansi = `Universitas ${stamp()}`;
    const tab = page.getByRole('tab', { name: 'Tracing' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The tracing's own Edit: the data tab holds one too.
    await page.getByRole('tabpanel', { name: 'Tracing' }).getByRole('button', { name: 'Edit' }).click();

    // Empty (a later run empties what an earlier one filled): every required field says so.
    for (const label of ['Tahun Masuk', 'Tahun Lulus', 'Kategori', 'Pendidikan Terakhir', 'Pekerjaan']) await clear(page, label);
    await page.getByLabel('No. Telp').fill('');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/alumni/tracing/') && r.method() === 'PUT') sent += 1;
    });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('.ant-form-item-explain-error', { hasText: MSG.required })).toHaveCount(6);
    await page.getByLabel('No. Telp').fill('12345');
    await expect(page.getByText(MSG.phoneInvalid('12345'))).toBeVisible();
    expect(sent).toBe(0);

    // The ijazah is checked in the browser: a GIF is refused, a PDF taken.
    const ijazah = page.getByLabel('Ijazah', { exact: true });
    await expect(page.getByText('JPG/PNG/WEBP/PDF, maks. 2 MB')).toBeVisible();
    await ijazah.setInputFiles({ name: 'ijazah.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText(MSG.fileTypeIjazah)).toBeVisible();
    // A phone camera's photo of the ijazah (several MB) is shrunk first, then taken.
    await ijazah.setInputFiles({ name: 'ijazah.png', mimeType: 'image/png', buffer: png(1400, 1100, 'noise') });
    await expect(page.getByText(/Ijazah baru dipilih: ijazah\.png/)).toBeVisible();
    await expect(page.getByText(MSG.fileTooLarge)).toHaveCount(0);
    await ijazah.setInputFiles({ name: 'ijazah.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(page.getByText(/Ijazah baru dipilih: ijazah\.pdf/)).toBeVisible();

    await pickYear(page, 'Tahun Masuk', '2019');
    await pickYear(page, 'Tahun Lulus', '2022');
    await page.getByLabel('No. Telp').fill('081234567890');
    await choose(page, 'Kategori', 'Melanjutkan Pendidikan');
    await choose(page, 'Pendidikan Terakhir', 'SMA/Sederajat');
    await choose(page, 'Pekerjaan', 'Tidak Bekerja');
    await page.getByLabel('Instansi Pendidikan').fill(instansi);
    const saved = page.waitForRequest((r) => r.url().includes('/api/alumni/tracing/') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Simpan' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      tahun_masuk: '2019',
      tahun_lulus: '2022',
      file_ijazah: expect.stringMatching(/^data:application\/pdf;base64,/),
    });

    await expect(page.getByText(MSG.dataUpdated)).toBeVisible();
    await expect(valueOf(section(page, 'STATUS KELULUSAN'), 'Tahun Lulus')).toHaveText('2022');
    await expect(section(page, 'STATUS KELULUSAN').getByRole('link', { name: 'Lihat ijazah' })).toHaveAttribute('href', /\/api\/files\//);
    await expect(valueOf(section(page, 'TRACING'), 'Instansi Pendidikan')).toHaveText(instansi);
  });

  test("the edit buttons follow the alumni page's actions", async ({ page }) => {
    // The demo accounts hold every action: the access answer is narrowed here.
    await page.route('**/api/privilege/access', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.data.access[ALUMNI].action = { view: true, detail: true, update_partial: true };
      await route.fulfill({ response, json });
    });
    await page.reload();
    await expect(section(page, 'Data Pribadi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Tracing' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  });
});
