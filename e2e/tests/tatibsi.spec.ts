import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { rows } from '../fixtures/list';
import { choose } from '../fixtures/pickers';
import { ACCOUNTS, isPhone, placeSession, signIn } from '../fixtures/session';

const TATA_TERTIB = '/kesiswaan/tata-tertib-sekolah';

const panel = (page: Page) => page.getByRole('tabpanel');

/** Opens a tab of the rules page and waits for its list (a busy server may take longer than an assertion waits). */
async function openTab(page: Page, tab: 1 | 2) {
  const list = page.waitForResponse((r) => r.url().endsWith(tab === 1 ? '/api/tatibsi/pelanggaran/table' : '/api/tatibsi/penghargaan/table'));
  await page.goto(`${TATA_TERTIB}?tab=${tab}`);
  await list;
}

test('the rules PDF: embedded on a desktop, a card that opens it on a phone', async ({ page }) => {
  await signIn(page, ACCOUNTS.siswa, { at: TATA_TERTIB });
  await expect(page.getByRole('tab', { name: 'Tata Tertib', selected: true })).toBeVisible();
  let src: string | null;
  if (isPhone(page)) {
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(panel(page).getByText('Tata Tertib Peserta Didik')).toBeVisible();
    const open = panel(page).getByRole('link', { name: 'Buka PDF' });
    await expect(open).toHaveAttribute('target', '_blank');
    src = await open.getAttribute('href');
  } else {
    const frame = page.locator('iframe[title="Tata Tertib Peserta Didik"]');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())!.height).toBeGreaterThanOrEqual(480);
    src = await frame.getAttribute('src');
  }
  expect(src).toMatch(/^\/api\/files\/tatibsi\/.+\.pdf\?exp=\d+&sig=/);
  const pdf = await page.request.get(src!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The portal's own page may frame it; the default policy ('none') would show a blocked frame.
  expect(pdf.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('without an active rules PDF the page says so', async ({ page }) => {
  await page.route('**/api/tatibsi/dokumen/file', (route) =>
    route.fulfill({ json: { status: true, message: 'Berhasil', data: { nama: null, file: null, main_path: '/api/files/' } } }),
  );
  await signIn(page, ACCOUNTS.siswa, { at: TATA_TERTIB });
  await expect(page.getByText('Mohon maaf, belum ada file tata tertib yang aktif.')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the violation catalogue, searched', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  await openTab(page, 1);
  await expect(page.getByRole('tab', { name: 'Pelanggaran', selected: true })).toBeVisible();
  await expect(panel(page).getByText('Total 14 items')).toBeVisible();
  await expect(rows(panel(page)).filter({ hasText: 'Merusak fasilitas madrasah' })).toContainText('Mengganti kerusakan');
  const box = panel(page).getByRole('searchbox', { name: 'Cari' });
  await box.fill('guru');
  await box.press('Enter');
  await expect(rows(panel(page))).toHaveCount(1);
  await expect(rows(panel(page)).first()).toContainText('Berkata tidak sopan kepada guru');
  await expect(rows(panel(page)).first()).toContainText('25');
});

test('award criteria: read-only by default, filtered by school year', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  await openTab(page, 2);
  await expect(panel(page).getByText('Total 6 items')).toBeVisible();
  await expect(rows(panel(page)).filter({ hasText: 'PH01' })).toContainText('Juara 1 lomba tingkat nasional');
  await expect(rows(panel(page)).filter({ hasText: 'PH01' }).getByRole('img', { name: '5 bintang' })).toBeVisible();
  // The default maps give students no create, update or delete on the rules page.
  await expect(panel(page).getByRole('button', { name: 'Tambah' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: /^Aksi / })).toHaveCount(0);
  await expect(panel(page).getByText('Log Aktivitas')).toHaveCount(0);

  const year = panel(page).getByRole('combobox', { name: 'Tahun Ajaran' });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/tatibsi/penghargaan/table') && r.postDataJSON().filtering?.tahun_ajaran !== undefined);
  await choose(page, year, '2025/2026');
  expect((await sent).postDataJSON().filtering.tahun_ajaran).toEqual(expect.any(Number));
  await expect(panel(page).getByText('Data tidak ditemukan')).toBeVisible();
});

test('award criteria: add, update and delete with the form messages, given the actions', async ({ page }) => {
  // A long journey (a refused and an accepted save, an update, a delete), each with its list reload.
  test.slow();
  // The browser tests' database grants the guardian the rules page's writes (e2e/scripts/serve.mjs).
  await placeSession(page, ACCOUNTS.wali);
  await openTab(page, 2);
  await expect(panel(page).getByText('Total 6 items')).toBeVisible();

  await panel(page).getByRole('button', { name: 'Tambah' }).click();
  const form = page.getByRole('dialog', { name: 'Tambah Penghargaan' });
  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/tatibsi/penghargaan')) posts.push(r.postDataJSON());
  });
  await form.getByRole('button', { name: 'Simpan' }).click();
  // An invalid form is not sent: each required field says what it needs.
  await expect(form.locator('#kode_help')).toHaveText('harus diisi');
  await expect(form.locator('#bintang_help')).toHaveText('harus dipilih');
  await expect(form.locator('#kriteria_help')).toHaveText('harus diisi');
  expect(posts).toHaveLength(0);

  // A code the year already holds: the server's field message shows under its field, and the form stays open.
  await form.getByLabel('Kode').fill('PH01');
  await choose(page, form.getByLabel('Bintang'), '4 Bintang');
  await form.getByLabel('Kriteria').fill('Juara 1 lomba debat bahasa Inggris tingkat provinsi');
  await expect(form.getByLabel('Tahun Ajaran').locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).toContainText('2026/2027');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.locator('#kode_help')).toHaveText(MSG.kodeTaken);
  await form.getByLabel('Kode').fill('PH07');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(MSG.saved)).toBeVisible();
  expect(posts.at(-1)).toMatchObject({
    kode: 'PH07',
    bintang: 4,
    kriteria: 'Juara 1 lomba debat bahasa Inggris tingkat provinsi',
    tahun_ajaran_id: expect.any(Number),
  });
  const added = rows(panel(page)).filter({ hasText: 'PH07' });
  await expect(added).toContainText('Juara 1 lomba debat bahasa Inggris tingkat provinsi');
  await expect(added.getByRole('img', { name: '4 bintang' })).toBeVisible();

  await panel(page).getByRole('button', { name: 'Aksi PH07' }).click();
  await page.getByRole('menuitem', { name: 'Update' }).click();
  const update = page.getByRole('dialog', { name: 'Update Penghargaan' });
  await expect(update.getByLabel('Kode')).toHaveValue('PH07');
  await update.getByLabel('Kriteria').fill('Juara 1 lomba debat tingkat provinsi atau nasional');
  await update.getByRole('button', { name: 'Simpan' }).click();
  await expect(update).toBeHidden();
  await expect(page.getByText(MSG.dataUpdated)).toBeVisible();
  await expect(added).toContainText('Juara 1 lomba debat tingkat provinsi atau nasional');

  await panel(page).getByRole('button', { name: 'Aksi PH07' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Apakah Anda yakin?' });
  await expect(confirm).toContainText(MSG.deleteConfirm);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText(MSG.deleted)).toBeVisible();
  await expect(added).toHaveCount(0);
  await expect(panel(page).getByText('Total 6 items')).toBeVisible();
});

type Riwayat = { list: { poin?: number; bintang?: number; file?: string | null }[]; info: { total: number } };

/** Opens a history page and answers its header and rows as the server sent them. */
async function openRiwayat(page: Page, path: string, kind: 'pelanggaran' | 'penghargaan') {
  const header = page.waitForResponse((r) => r.url().includes(`/api/${kind}-siswa/table-header/`));
  const list = page.waitForResponse((r) => r.url().includes(`/api/${kind}-siswa/table-riwayat/`));
  await page.goto(path);
  return { header: (await (await header).json()).data as Record<string, string | number>, list: (await (await list).json()).data as Riwayat };
}

async function expectStudentHeader(page: Page, header: Record<string, string | number>, totalTitle: string, total: number) {
  const card = page.locator('.riwayat-header');
  for (const [label, value] of [
    ['NISN', header.nisn],
    ['Nama Peserta Didik', header.nama],
    ['Jenis Kelamin', header.jenis_kelamin],
    ['Rombel', 'X IPA 1'],
  ]) {
    await expect(card.locator(`dt:text-is("${label}") + dd`)).toHaveText(String(value));
  }
  await expect(card.locator('.ant-statistic')).toContainText(totalTitle);
  await expect(card.locator('.ant-statistic-content')).toHaveText(String(total));
}

test("the violation history: the year's points and the documentation links", async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const { header, list } = await openRiwayat(page, '/kesiswaan/pelanggaran-siswa', 'pelanggaran');
  const poin = list.list.reduce((sum, row) => sum + row.poin!, 0);
  expect(header.total_poin).toBe(poin);
  await expectStudentHeader(page, header, 'Total Poin', poin);
  await expect(page.getByText('Riwayat Pelanggaran')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText(/\d{2}-\d{2}-\d{4}/);

  // Two of the demo student's violations carry documentation; the other shows a dash.
  const links = page.getByRole('link', { name: /^Unduh dokumentasi / });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('download', '');
  const file = await page.request.get((await links.first().getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const undocumented = rows(page).filter({ hasNot: page.getByRole('link', { name: /^Unduh dokumentasi / }) });
  await expect(undocumented).toHaveCount(1);
  await expect(undocumented).toContainText(isPhone(page) ? /Dokumentasi\s*-/ : /-$/);
});

test('the award history: criteria, stars and notes', async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
  const { header, list } = await openRiwayat(page, '/kesiswaan/penghargaan-siswa', 'penghargaan');
  const bintang = list.list.reduce((sum, row) => sum + row.bintang!, 0);
  expect(header.total_bintang).toBe(bintang);
  await expectStudentHeader(page, header, 'Total Bintang', bintang);
  await expect(page.getByText('Riwayat Penghargaan')).toBeVisible();
  await expect(rows(page)).toHaveCount(list.info.total);
  expect(list.info.total).toBe(5);
  await expect(page.getByText(`Total ${list.info.total} items`)).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await box.fill('tahfiz');
  await box.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Hafal 5 juz Al-Qur’an');
  await expect(rows(page).first().getByRole('img', { name: '2 bintang' })).toBeVisible();
});

test("the guardian reads the ward's history", async ({ page }) => {
  await placeSession(page, ACCOUNTS.wali);
  const { header } = await openRiwayat(page, '/kesiswaan/pelanggaran-siswa', 'pelanggaran');
  await expect(page.locator('.riwayat-header')).toContainText(String(header.nama));
  await expect(rows(page)).toHaveCount(3);
});
