import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { urlOf } from '../../packages/contract/src/endpoint';
import { SISWA } from '../../packages/contract/src/endpoints/siswa';
import { MSG } from '../../packages/contract/src/messages';
import { png, PNG_SIGNATURE } from '../fixtures/image';
import { ACCOUNTS, DEMO_PASSWORD, placeSession, signIn } from '../fixtures/session';

const DETAIL = '/peserta-didik/detail';

/**
 * Both projects edit the same demo student, one after the other, and a rerun finds what the
 * last run saved: every journey writes values of its own and checks only those.
 */
const onPhone = () => test.info().project.name === 'phone';
// Each project moves the student to its own kecamatan, so the saved change is always visible.
const PLACE = () =>
  onPhone()
    ? { typed: 'Bantul', kecamatan: 'Kasihan', kabkot: 'Kabupaten Bantul', kelurahan: 'Tamantirto' }
    : { typed: 'Sleman', kecamatan: 'Depok', kabkot: 'Kabupaten Sleman', kelurahan: 'Caturtunggal' };
const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

/** The open dropdown's option with this text (antd keeps closed dropdowns in the page). */
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

async function choose(page: Page, select: Locator, text: string, typed?: string) {
  await select.click();
  if (typed) await select.fill(typed);
  await option(page, text).first().click();
}

async function openEditor(page: Page, tab: 'profil' | 'orangtua') {
  await page.goto(`${DETAIL}?tab=${tab}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
}

/** Another student's NISN, read through the API with that student's own session. */
/** Batal with changes asks first (decision 0058, defect 10); leaving ends the editing. */
async function cancelChanges(page: Page) {
  await page.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Perubahan belum disimpan' }).getByRole('button', { name: 'Tinggalkan' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
}

async function nisnOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const privilege = await (await request.get('/api/privilege/access', { headers })).json();
  const dataDiri = await (await request.get(`/api${urlOf(SISWA.dataDiri, { siswa_id: privilege.data.profile_ex.siswa_id })}`, { headers })).json();
  return dataDiri.data.nisn;
}

/** A person's card in the parent form, found by its title. */
const personCard = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });
// The address line shares its name with its section, so it is found by its form key.
const alamatOf = (page: Page, person: 'ayah' | 'ibu' | 'wali') => page.locator(`#${person}_alamat`);

test.describe('Data diri', () => {
  test('the student edits personal data with a new photo, a kecamatan found by its kabupaten and a kelurahan', async ({ page }) => {
    const place = PLACE();
    const hobi = `Memanah ${stamp()}`;
    await signIn(page, ACCOUNTS.siswa, { at: '/profile' });
    await page.getByRole('link', { name: 'Detail' }).click();
    await expect(page).toHaveURL(DETAIL);
    await expect(page.locator('.ant-breadcrumb')).toContainText('Peserta Didik');
    await page.getByRole('button', { name: 'Edit' }).click();

    await page.getByLabel('Foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(900, 600, [11, 107, 58]) });
    await expect(page.getByRole('img', { name: 'Foto', exact: true })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await page.getByLabel('Hobi').fill(hobi);
    await choose(page, page.getByLabel('Kecamatan'), `${place.kecamatan}, ${place.kabkot}`, place.typed);
    await expect(page.getByLabel('Kelurahan')).toBeEnabled();
    await choose(page, page.getByLabel('Kelurahan'), place.kelurahan);

    const sent = page.waitForRequest((r) => r.url().includes('/api/siswa/data-diri/') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    // Shrunk in the browser like the selfie: a small JPEG, however large the chosen image.
    expect(body.foto).toMatch(/^data:image\/jpeg;base64,/);
    expect(String(body.foto).length).toBeLessThan(150_000);
    expect(body).toMatchObject({ hobi, kecamatan_id: expect.stringMatching(/^34\.0[24]\./), kelurahan_id: expect.any(String) });
    await expect(page.getByText('Success')).toBeVisible();
    await expect(page.getByText(MSG.dataUpdated)).toBeVisible();
    // Saved, the read view shows the data fetched again, without reloading the page.
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);

    await expect(page.getByText(hobi)).toBeVisible();
    await expect(page.getByText(place.kabkot, { exact: true })).toBeVisible();
    await expect(page.getByText(place.kecamatan, { exact: true })).toBeVisible();
    await expect(page.getByText(place.kelurahan, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Foto / })).toHaveAttribute('src', /\/api\/files\//);
  });

  test('rules show under their fields before sending, and the server refusals after', async ({ page, request }) => {
    await placeSession(page, ACCOUNTS.siswa);
    await openEditor(page, 'profil');

    // The photo is checked in the browser, before anything is sent.
    const foto = page.getByLabel('Foto');
    await foto.setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText(MSG.imageTypeJpgPng)).toBeVisible();
    // A photo is shrunk before its size is checked: only a picture too large to decode is refused.
    await foto.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(25 * 1024 * 1024)]) });
    await expect(page.getByText(MSG.imageTooLarge)).toBeVisible();

    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/siswa/data-diri/') && r.method() === 'PUT') sent += 1;
    });
    await page.getByLabel('NIK').fill('123456789012345');
    await page.getByLabel('E-Mail').fill('x');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(MSG.digitCount(16))).toBeVisible();
    await expect(page.getByText(MSG.emailInvalid('x'))).toBeVisible();
    expect(sent).toBe(0);

    // Valid in the browser, refused by the server (another student's NISN): its message shows under the field.
    await page.getByLabel('NIK').fill('3404071201090001');
    await page.getByLabel('E-Mail').fill('siswa.baru@contoh.id');
    await page.getByLabel('NISN').fill(await nisnOf(request, ACCOUNTS.siswa2));
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('#nisn_help')).toHaveText(MSG.nisnTaken);

    await cancelChanges(page);
  });
});

test('without the update actions both tabs are read-only', async ({ page }) => {
  // The demo accounts all hold 'update': the access answer is narrowed to 'detail' here.
  await page.route('**/api/privilege/access', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.access['/peserta-didik/aktif'].action = { view: true, detail: true };
    await route.fulfill({ response, json });
  });
  await signIn(page, ACCOUNTS.wali, { at: `${DETAIL}?tab=profil` });
  await expect(page.getByText('Kelahiran & Keluarga')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Data Orang Tua' }).click();
  await expect(page).toHaveURL(/tab=orangtua/);
  await expect(page.getByText('DATA WALI')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test.describe('Data orang tua', () => {
  test("the guardian's address follows the mother's, locked, and all three are saved in turn", async ({ page }) => {
    const alamat = `Jl. Melati ${stamp()}`;
    await placeSession(page, ACCOUNTS.wali);
    await openEditor(page, 'orangtua');

    const place = PLACE();
    const ibu = personCard(page, 'DATA IBU KANDUNG');
    const wali = personCard(page, 'DATA WALI');
    await alamatOf(page, 'ibu').fill(alamat);
    await choose(page, ibu.getByLabel('Kecamatan'), `${place.kecamatan}, ${place.kabkot}`, place.typed);
    await choose(page, ibu.getByLabel('Kelurahan'), place.kelurahan);
    await wali.getByRole('checkbox', { name: 'Alamat sama dengan ibu' }).check();
    await expect(alamatOf(page, 'wali')).toHaveValue(alamat);
    await expect(wali.getByText(`${place.kecamatan}, ${place.kabkot}`)).toBeVisible();
    await expect(wali.getByText(place.kelurahan, { exact: true })).toBeVisible();
    await expect(alamatOf(page, 'wali')).toBeDisabled();
    await expect(wali.getByLabel('Kecamatan')).toBeDisabled();
    // The two ticks exclude each other.
    await wali.getByRole('checkbox', { name: 'Alamat sama dengan ayah' }).check();
    await expect(wali.getByRole('checkbox', { name: 'Alamat sama dengan ibu' })).not.toBeChecked();
    await wali.getByRole('checkbox', { name: 'Alamat sama dengan ibu' }).check();
    // The copy follows the mother's address as it changes.
    await alamatOf(page, 'ibu').fill(`${alamat} A`);
    await expect(alamatOf(page, 'wali')).toHaveValue(`${alamat} A`);

    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(/Data Ayah berhasil (diupdate|disimpan)/)).toBeVisible();
    await expect(page.getByText(/Data Ibu berhasil (diupdate|disimpan)/)).toBeVisible();
    await expect(page.getByText(/Data Wali berhasil (diupdate|disimpan)/)).toBeVisible();
    // Saved, the read view shows the list fetched again, without reloading the page.
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);

    const waliList = page.getByRole('region', { name: 'DATA WALI' });
    await expect(waliList.getByText(`${alamat} A`)).toBeVisible();
    await expect(waliList.getByText(place.kelurahan, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'DATA IBU KANDUNG' }).getByText(`${alamat} A`)).toBeVisible();
  });

  test("choosing 'Luar Negeri' clears and locks the region, the kelurahan and the postal code", async ({ page }) => {
    await placeSession(page, ACCOUNTS.siswa);
    await openEditor(page, 'orangtua');
    const ayah = personCard(page, 'DATA AYAH KANDUNG');
    const kecamatan = ayah.getByLabel('Kecamatan');
    await expect(ayah.getByLabel('Kode Pos')).not.toHaveValue('');

    await choose(page, ayah.getByLabel('Domisili'), 'Luar Negeri');
    await expect(kecamatan).toBeDisabled();
    await expect(ayah.getByLabel('Kelurahan')).toBeDisabled();
    await expect(ayah.getByLabel('Kode Pos')).toBeDisabled();
    await expect(ayah.getByLabel('Kode Pos')).toHaveValue('');
    await expect(ayah.locator('.ant-select-disabled .ant-select-selection-item')).toHaveCount(0);
    // The address line itself stays editable: an address abroad is still an address.
    await expect(alamatOf(page, 'ayah')).toBeEnabled();

    await cancelChanges(page);
  });
});
