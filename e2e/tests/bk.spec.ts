import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { notified, rows } from '../fixtures/list';
import { ACCOUNTS, DEMO_PASSWORD, isPhone, placeSession, signIn } from '../fixtures/session';

const BK = '/bimbingan-konseling';

/** An account's bearer token and student, through the API, to read what that account sees. */
async function apiSession(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const privilege = await (await request.get('/api/privilege/access', { headers })).json();
  return { headers, siswaId: privilege.data.profile_ex.siswa_id as number };
}

test('the BK profile PDF: embedded on a desktop, a card that opens it on a phone', async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa, { at: `${BK}/profil-bk` });
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Bimbingan Konseling/Profil BK');
  let src: string | null;
  if (isPhone(page)) {
    await expect(page.getByText('Profil Bimbingan dan Konseling')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    const open = page.getByRole('link', { name: 'Buka PDF' });
    await expect(open).toHaveAttribute('target', '_blank');
    src = await open.getAttribute('href');
  } else {
    const frame = page.locator('iframe[title="Profil Bimbingan dan Konseling"]');
    await expect(frame).toBeVisible();
    src = await frame.getAttribute('src');
  }
  expect(src).toMatch(/^\/api\/files\/.+\.pdf\?exp=\d+&sig=/);
  const pdf = await page.request.get(src!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('without an active BK profile the page says so', async ({ page }) => {
  await page.route('**/api/bk/dokumen', (route) =>
    route.fulfill({ json: { status: true, message: 'Berhasil', data: { nama: null, file: null, main_path: '/api/files/' } } }),
  );
  await signIn(page, ACCOUNTS.siswa, { at: `${BK}/profil-bk` });
  await expect(page.getByText(MSG.bkProfileEmpty)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('test results: the student, the documents, and a detail page with its way back', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const header = page.waitForResponse((r) => r.url().includes('/api/bk/hasil-tes-siswa/table-header/'));
  const list = page.waitForResponse((r) => r.url().includes('/api/bk/hasil-tes-siswa/table-riwayat/'));
  await page.goto(`${BK}/hasil-tes`);
  const student = (await (await header).json()).data;
  const results = (await (await list).json()).data;

  const card = page.locator('.riwayat-header');
  for (const [label, value] of [
    ['NISN', student.nisn],
    ['Nama Peserta Didik', student.nama],
    ['Rombel', 'X IPA 1'],
  ]) {
    await expect(card.locator(`dt:text-is("${label}") + dd`)).toHaveText(value);
  }
  await expect(page.getByText('Riwayat Hasil Tes')).toBeVisible();
  expect(results.info.total).toBe(5);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText('Total 5 items')).toBeVisible();

  // Two of the demo student's results carry a report; the others show a dash.
  const documents = page.getByRole('link', { name: /^Unduh dokumentasi / });
  await expect(documents).toHaveCount(2);
  await expect(documents.first()).toHaveAttribute('download', '');
  const pdf = await page.request.get((await documents.first().getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  const first = results.list[0];
  const item = page.waitForResponse((r) => r.url().endsWith(`/api/bk/hasil-tes-siswa/${first.id}`));
  await rows(page)
    .first()
    .getByRole('link', { name: /^Detail hasil tes / })
    .click();
  await expect(page).toHaveURL(new RegExp(`${BK}/hasil-tes/detail/${first.id}/${first.rombel_id}$`));
  const detail = (await (await item).json()).data;
  const view = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: first.kategori_tes }) });
  const value = (label: string) =>
    view.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');
  await expect(value('Nama Peserta Didik')).toHaveText(student.nama);
  await expect(value('Rombel')).toHaveText('X IPA 1');
  await expect(value('Tahun Ajaran')).toHaveText('2026/2027');
  await expect(value('Hasil')).toHaveText(detail.hasil);
  await expect(value('Penguji')).toHaveText('Dra. Nur Hidayati, M.Pd.');
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Bimbingan Konseling/Hasil Tes/Detail');

  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(new RegExp(`${BK}/hasil-tes$`));
  await expect(rows(page)).toHaveCount(5);
});

test("another student's test result is not shown", async ({ page }) => {
  const other = await apiSession(page.request, ACCOUNTS.siswa2);
  const theirs = await page.request.post(`/api/bk/hasil-tes-siswa/table-riwayat/${other.siswaId}`, { headers: other.headers, data: {} });
  const result = (await theirs.json()).data.list[0];
  await signIn(page, ACCOUNTS.siswa, { at: `${BK}/hasil-tes/detail/${result.id}/${result.rombel_id}` });
  await expect(page.getByText(MSG.notFoundData)).toBeVisible();
  await expect(page.getByText(result.hasil ?? result.kategori_tes)).toHaveCount(0);
});

/** The names under the pictures of the gallery shown. */
const gallery = (page: Page) => page.getByRole('tabpanel').locator('.media-item');

test('media information: tabs by click and by address; a broken link warns, a real one opens', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const leaflets = page.waitForResponse((r) => r.url().endsWith('/api/bk/media-informasi/table') && r.request().postDataJSON().filtering.tipe === 'Leater');
  await page.goto(`${BK}/media-informasi`);
  expect((await leaflets).request().postDataJSON().pagination.pageSize).toBe(1000);
  await expect(page.getByRole('tab', { name: 'Leater', selected: true })).toBeVisible();
  await expect(gallery(page)).toHaveCount(4);
  await expect(gallery(page).filter({ hasText: 'Stop Perundungan di Madrasah' }).getByRole('img')).toBeVisible();
  // A leaflet has no page of its own: its name is no link, and its picture enlarges.
  await expect(gallery(page).getByRole('link')).toHaveCount(0);
  await gallery(page).first().locator('img').click();
  await expect(page.locator('.ant-image-preview')).toBeVisible();
  // Closed before its opening fade has begun, antd's preview waits for a transition that never
  // comes (its opacity is already 0): a person closes a preview they have seen open.
  await expect(page.locator('.ant-image-preview')).not.toHaveClass(/fade-(enter|appear)/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview')).toBeHidden();

  const ptn = page.waitForResponse((r) => r.url().endsWith('/api/bk/media-informasi/table') && r.request().postDataJSON().filtering.tipe === 'PTN');
  await page.getByRole('tab', { name: 'Jalur Masuk PTN' }).click();
  await expect(page).toHaveURL(/\?tab=PTN$/);
  const items: { nama: string; link: string | null }[] = (await (await ptn).json()).data.list;
  await expect(gallery(page)).toHaveCount(items.length);

  const broken = items.find((item) => item.link === '#')!;
  let opened = 0;
  page.on('popup', () => opened++);
  await page.getByRole('button', { name: `Buka situs ${broken.nama}` }).click();
  await notified(page, MSG.mediaLinkInvalid);
  expect(opened).toBe(0);

  const real = items.find((item) => item.link?.startsWith('https://'))!;
  await page.context().route(`${new URL(real.link!).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Situs</title>' }));
  const site = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Buka situs ${real.nama}` }).click();
  expect((await site).url()).toBe(new URL(real.link!).href);

  await page.goto(`${BK}/media-informasi?tab=Kedinasan`);
  await expect(page.getByRole('tab', { name: 'Jalur Masuk Kedinasan', selected: true })).toBeVisible();
  await expect(gallery(page)).toHaveCount(4);
  const box = page.getByRole('tabpanel').getByRole('searchbox', { name: 'Cari' });
  await box.fill('stan');
  await box.press('Enter');
  await expect(gallery(page)).toHaveCount(1);
  await expect(gallery(page)).toHaveText(/PKN STAN/);
  await box.fill('tidak ada');
  await box.press('Enter');
  await expect(page.getByRole('tabpanel').getByText('Data tidak ditemukan')).toBeVisible();
});
