import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { ACCOUNTS, placeSession } from '../fixtures/session';

const AKTIF = '/peserta-didik/aktif';

/**
 * Both projects work on the same demo student, one after the other, next to the demo rows the
 * seed gives each tab: every journey adds rows with names of its own, finds them by search and
 * removes them again, so no count of demo rows matters.
 */
const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

/** Picks an option by typing it into the searchable picker and taking the match. */
async function choose(select: Locator, text: string) {
  await select.click();
  await select.fill(text);
  await select.press('Enter');
  await expect(select.locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).toContainText(text);
}

/** A tiny PDF: the header and trailer a reader (and the server's type check) looks for. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A small PNG, drawn by the browser itself. */
const png = (page: Page) => page.screenshot({ clip: { x: 0, y: 0, width: 24, height: 24 } });

/**
 * Opens a tab by its label. A phone shows a few tabs at a time: the bar is scrolled (with the
 * wheel, as a swipe would) until the tab is in sight.
 */
async function openTab(page: Page, label: string, key: string) {
  const tab = page.getByRole('tab', { name: label });
  const bar = (await page.getByRole('tablist').boundingBox())!;
  await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
  for (let tries = 0; tries < 10; tries += 1) {
    const box = (await tab.boundingBox())!;
    if (box.x >= bar.x && box.x + box.width <= bar.x + bar.width) break;
    await page.mouse.wheel(0, box.x < bar.x ? -200 : 200);
  }
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}$`));
}

/** The open tab's content (antd keeps the tabs opened before, hidden). */
const panel = (page: Page) => page.getByRole('tabpanel');

/** The rows of the open list: table rows on a desktop, cards on a phone. */
const rows = (page: Page) => panel(page).locator('tr.ant-table-row, li.table-card');
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Cari' });
  await box.fill(text);
  await box.press('Enter');
}

async function rowAction(page: Page, name: string, action: 'Update' | 'Delete') {
  await page.getByRole('button', { name: `Aksi ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Saves the open modal and waits for its call; answers the JSON body sent. */
async function save(page: Page, dialog: Locator, method: 'POST' | 'PUT', path: string) {
  const sent = page.waitForRequest((r) => r.method() === method && r.url().includes(path) && !r.url().includes('/table/'));
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const body = (await sent).postDataJSON();
  await expect(dialog).toBeHidden();
  return body;
}

async function deleteRow(page: Page, noun: string, name: string) {
  await rowAction(page, name, 'Delete');
  const confirm = page.getByRole('dialog').filter({ hasText: 'Apakah Anda yakin?' });
  await expect(confirm).toContainText(`${noun} ${name} akan dihapus dari list.`);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText(MSG.deleted)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await placeSession(page, ACCOUNTS.siswa);
});

test('the header and every tab; the URL follows the tab', async ({ page }) => {
  await page.goto(AKTIF);
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Peserta Didik/Detail');
  for (const label of ['NISN', 'NIS', 'No. KIP', 'NIK']) await expect(page.locator('.siswa-header dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Data Diri', selected: true })).toBeVisible();
  await expect(page.getByText('Kelahiran & Keluarga')).toBeVisible();

  await openTab(page, 'Data Orang Tua', 'orangtua');
  await expect(page.getByText('DATA AYAH KANDUNG')).toBeVisible();
  await openTab(page, 'Aktivitas Belajar', 'aktivitas-belajar');
  await expect(page.getByText('KETERANGAN KELUAR')).toBeVisible();
  for (const [label, key] of [
    ['Beasiswa & Bantuan', 'beasiswa-bantuan'],
    ['Prestasi', 'prestasi'],
    ['Pendidikan', 'pendidikan'],
    ['Berkas', 'berkas'],
  ] as const) {
    await openTab(page, label, key);
    await expect(panel(page).getByText(/^Total \d+ items$/)).toBeVisible();
  }
  await openTab(page, 'Data Diri', 'profil');

  // An unknown tab opens Data Diri.
  await page.goto(`${AKTIF}?tab=tidak-ada`);
  await expect(page.getByRole('tab', { name: 'Data Diri', selected: true })).toBeVisible();
});

test('aktivitas belajar: the registration is edited and shown again', async ({ page }) => {
  const sekolah = `SMP Negeri ${stamp()}`;
  await page.goto(`${AKTIF}?tab=aktivitas-belajar`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText('Pendaftaran Masuk', { exact: true })).toBeVisible();
  // The form covers the registration only.
  await expect(page.getByLabel('Alasan Keluar')).toHaveCount(0);

  await choose(page.getByLabel('Jenis Pendaftaran'), 'Pindahan');
  // A typed date is taken when the picker loses focus (Enter would submit the form).
  await page.getByLabel('Tanggal Masuk').fill('14-07-2025');
  await page.getByLabel('Sekolah Asal', { exact: true }).fill(sekolah);
  const sent = page.waitForRequest((r) => /\/api\/siswa\/aktivitas-belajar\/\d+$/.test(r.url()) && ['PUT', 'POST'].includes(r.method()));
  await page.getByRole('button', { name: 'Simpan' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ jenis_pendaftaran: 'Pindahan', tgl_masuk: '2025-07-14', sekolah_asal: sekolah });
  await expect(page.getByText('Success')).toBeVisible();

  const registration = page.getByRole('region', { name: 'PENDAFTARAN MASUK' });
  await expect(registration.getByText(sekolah)).toBeVisible();
  await expect(registration.getByText('Pindahan')).toBeVisible();
  await expect(registration.getByText('14-07-2025')).toBeVisible();
});

test('beasiswa: add, search, sort, update and delete a scholarship', async ({ page }) => {
  const nama = `Beasiswa Uji ${stamp()}`;
  await page.goto(`${AKTIF}?tab=beasiswa-bantuan`);

  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Beasiswa' });
  // Nothing is sent while the form breaks the rules; each field says why, and so does the summary.
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('list', { name: 'Isian yang perlu diperbaiki' })).toContainText(`Nama Beasiswa: ${MSG.mustFill}`);
  await dialog.getByLabel('Tahun').fill('2026');
  await dialog.getByLabel('Nama Beasiswa').fill(nama);
  await choose(dialog.getByLabel('Kategori'), 'Unggulan');
  await dialog.getByLabel('Nama Instansi').fill('Yayasan Uji');
  await choose(dialog.getByLabel('Jenis Instansi'), 'Swasta');
  await dialog.getByLabel('Jangka Waktu').fill('6');
  await dialog.getByLabel('Nominal').fill('2500000');
  const created = await save(page, dialog, 'POST', '/api/siswa/beasiswa/');
  expect(created).toEqual([expect.objectContaining({ nama, tahun: '2026', jangka_waktu: 6, nominal: 2500000 })]);
  await expect(page.getByText(MSG.saved)).toBeVisible();

  await search(page, nama);
  await expect(panel(page).getByText('Total 1 items')).toBeVisible();
  const row = rowOf(page, nama);
  await expect(row).toContainText('Rp. 2.500.000');
  await expect(row).toContainText('6 bulan');
  await expect(row).toContainText(/Dibuat oleh .+\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

  // The order applies at once: names A to Z, over every row again.
  await search(page, '');
  await page.getByRole('button', { name: 'Urutkan' }).click();
  const sorted = page.waitForRequest((r) => r.url().includes('/api/siswa/beasiswa/table/') && r.postDataJSON().sorting[0].field === 'nama');
  await page.getByRole('radio', { name: 'Nama' }).check();
  await sorted;
  const ascending = page.waitForResponse((r) => r.url().includes('/api/siswa/beasiswa/table/') && r.request().postDataJSON().sorting[0].sort === 'ASC');
  await page.getByRole('radio', { name: 'Ascending' }).check();
  const names = ((await (await ascending).json()).data.list as { nama: string }[]).map((r) => r.nama);
  await expect(rows(page).first()).toContainText(names[0]!);
  await page.getByRole('button', { name: 'Urutkan' }).click();

  await search(page, nama);
  await rowAction(page, nama, 'Update');
  const update = page.getByRole('dialog', { name: 'Update Beasiswa' });
  await expect(update.getByLabel('Nominal')).toHaveValue('2.500.000');
  await update.getByLabel('Nama Beasiswa').fill(`${nama} ubah`);
  const updated = await save(page, update, 'PUT', '/api/siswa/beasiswa/');
  expect(updated).toMatchObject({ nama: `${nama} ubah`, nominal: 2500000 });
  await expect(page.getByText(MSG.dataUpdated)).toBeVisible();
  await expect(rowOf(page, `${nama} ubah`)).toContainText(/Diubah oleh/);

  await deleteRow(page, 'Beasiswa', `${nama} ubah`);
});

test('prestasi: a certificate is required to add one, kept on update, and the row links to it', async ({ page }) => {
  const nama = `Olimpiade Uji ${stamp()}`;
  await page.goto(`${AKTIF}?tab=prestasi`);

  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Prestasi' });
  await dialog.getByLabel('Tahun').fill('2025');
  await dialog.getByLabel('Nama Prestasi').fill(nama);
  await choose(dialog.getByLabel('Bidang Lomba'), 'Sains');
  await dialog.getByLabel('Nama Penyelenggara').fill('Dinas Pendidikan');
  await choose(dialog.getByLabel('Tingkat Lomba'), 'Provinsi');
  await choose(dialog.getByLabel('Peringkat'), 'Juara 2');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.locator('#file_help')).toHaveText(MSG.fileRequired);

  // A wrong type is refused in the browser with the spec's text, then a PNG is taken.
  await dialog.getByLabel('File').setInputFiles({ name: 'sertifikat.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByText(MSG.fileTypeJpgPngPdf)).toBeVisible();
  await dialog.getByLabel('File').setInputFiles({ name: 'sertifikat.png', mimeType: 'image/png', buffer: await png(page) });
  await expect(dialog.getByText(/sertifikat\.png/)).toBeVisible();
  const [created] = await save(page, dialog, 'POST', '/api/siswa/prestasi/');
  // A certificate photo is shrunk in the browser and sent as a JPEG (decision 0057, defect 11).
  expect(created.file).toMatch(/^data:image\/jpeg;base64,/);

  await search(page, nama);
  const row = rowOf(page, nama);
  await expect(row.getByRole('link', { name: /Lihat/ })).toHaveAttribute('href', /\/api\/files\//);

  await rowAction(page, nama, 'Update');
  const update = page.getByRole('dialog', { name: 'Update Prestasi' });
  await expect(update.getByRole('link', { name: /file tersimpan/ })).toBeVisible();
  await choose(update.getByLabel('Peringkat'), 'Juara 1');
  const updated = await save(page, update, 'PUT', '/api/siswa/prestasi/');
  // Without a new file the stored certificate is kept.
  expect(updated).toMatchObject({ peringkat: 'Juara 1' });
  expect(updated.file).toBeUndefined();
  await expect(rowOf(page, nama)).toContainText('Juara 1');
  await expect(rowOf(page, nama).getByRole('link', { name: /Lihat/ })).toBeVisible();

  await deleteRow(page, 'Prestasi', nama);
});

test('pendidikan: the required fields are marked; add, update and delete', async ({ page }) => {
  const lembaga = `Bimbel Uji ${stamp()}`;
  await page.goto(`${AKTIF}?tab=pendidikan`);

  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Pendidikan' });
  for (const label of ['Nama Lembaga', 'Jenis Lembaga', 'Mulai Belajar', 'Frekuensi Belajar', 'Lokasi Lembaga']) {
    await expect(dialog.locator('.ant-form-item-required', { hasText: label })).toBeVisible();
  }
  await dialog.getByLabel('Nama Lembaga').fill(lembaga);
  await choose(dialog.getByLabel('Jenis Lembaga'), 'Bimbingan Belajar');
  await dialog.getByLabel('Mulai Belajar').fill('2024');
  await choose(dialog.getByLabel('Frekuensi Belajar'), 'Seminggu sekali');
  await dialog.getByLabel('Lokasi Lembaga').fill('Sleman');
  await save(page, dialog, 'POST', '/api/siswa/pendidikan/');

  await search(page, lembaga);
  await expect(rowOf(page, lembaga)).toContainText('Seminggu sekali');
  await rowAction(page, lembaga, 'Update');
  const update = page.getByRole('dialog', { name: 'Update Pendidikan' });
  await update.getByLabel('Lokasi Lembaga').fill('Bantul');
  await save(page, update, 'PUT', '/api/siswa/pendidikan/');
  await expect(rowOf(page, lembaga)).toContainText('Bantul');

  await deleteRow(page, 'Pendidikan', lembaga);
});

test('berkas: a PDF document is added, shown as stored when updated, and deleted', async ({ page }) => {
  const nama = `Kartu Keluarga ${stamp()}`;
  await page.goto(`${AKTIF}?tab=berkas`);

  await page.getByRole('button', { name: 'Tambah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Berkas' });
  for (const label of ['Jenis Berkas', 'Nama Berkas']) await expect(dialog.locator('.ant-form-item-required', { hasText: label })).toBeVisible();
  await choose(dialog.getByLabel('Jenis Berkas'), 'Kartu Keluarga');
  await dialog.getByLabel('Nama Berkas').fill(nama);
  await dialog.getByLabel('File').setInputFiles({ name: 'kk.pdf', mimeType: 'application/pdf', buffer: PDF });
  const [created] = await save(page, dialog, 'POST', '/api/siswa/berkas/');
  expect(created.file).toMatch(/^data:application\/pdf;base64,/);

  await search(page, nama);
  await expect(rowOf(page, nama).getByRole('link', { name: /Lihat/ })).toBeVisible();
  await rowAction(page, nama, 'Update');
  const update = page.getByRole('dialog', { name: 'Update Berkas' });
  // The stored document fills the required file: the update goes through without a new upload.
  await expect(update.getByRole('link', { name: /file tersimpan/ })).toBeVisible();
  await update.getByLabel('Keterangan').fill('Salinan terbaru');
  const updated = await save(page, update, 'PUT', '/api/siswa/berkas/');
  expect(updated).toMatchObject({ keterangan: 'Salinan terbaru' });
  await expect(rowOf(page, nama)).toContainText('Salinan terbaru');

  await deleteRow(page, 'Berkas', nama);
});

test("a failed list shows 'Failed' with the server's message", async ({ page }) => {
  await page.route('**/api/siswa/pendidikan/table/*', (route) =>
    route.fulfill({ status: 500, json: { status: false, message: 'Daftar sedang tidak tersedia' } }),
  );
  await page.goto(`${AKTIF}?tab=pendidikan`);
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Daftar sedang tidak tersedia')).toBeVisible();
  await expect(panel(page).getByText('Data tidak ditemukan')).toBeVisible();
});

test('the flags decide the list tabs, Tambah and the row menu', async ({ page }) => {
  // The demo student holds every flag: the access answer is narrowed here.
  await page.route('**/api/privilege/access', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.access[AKTIF].action = { view: true, detail: true, beasiswa_view: true, prestasi_view: true };
    await route.fulfill({ response, json });
  });
  await page.goto(AKTIF);
  await expect(page.getByRole('tab', { name: 'Beasiswa & Bantuan' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prestasi' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pendidikan' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Berkas' })).toHaveCount(0);
  // A hidden tab asked for by the URL opens Data Diri.
  await page.goto(`${AKTIF}?tab=berkas`);
  await expect(page.getByRole('tab', { name: 'Data Diri', selected: true })).toBeVisible();

  await openTab(page, 'Beasiswa & Bantuan', 'beasiswa-bantuan');
  await expect(panel(page).getByText(/^Total \d+ items$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tambah' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Aksi / })).toHaveCount(0);
  // prestasi_view also offers Tambah (the spec's map has no prestasi_create).
  await openTab(page, 'Prestasi', 'prestasi');
  await expect(page.getByRole('button', { name: 'Tambah' })).toBeVisible();
});
