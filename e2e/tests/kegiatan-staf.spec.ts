import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { notified, rowAction, rows } from '../fixtures/list';
import { choose } from '../fixtures/pickers';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/*
 * The kesiswaan keeps the school's activities on a desktop; a student sees them on a phone.
 * Each browser project works on its own group and its own media items (named with a stamp) and
 * on siswa2@, whose extracurricular records no other journey counts.
 */

const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

// An 8×6 PNG: the browser shrinks it to a JPEG and the server checks it by its content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOQqziBFTEMpAQAG7NBoYdZm5gAAAAASUVORK5CYII=',
  'base64',
);

/** siswa2@'s name and class group, as the portal knows them. */
async function student(page: Page) {
  const login = await page.request.post('/api/login', { data: { email: ACCOUNTS.siswa2, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const privilege = await (await page.request.get('/api/privilege/access', { headers })).json();
  return { nama: privilege.data.profile_ex.nama as string, rombel: privilege.data.profile_ex.rombel_nama as string };
}

async function search(scope: Page | ReturnType<Page['getByRole']>, text: string) {
  const box = scope.getByRole('searchbox', { name: 'Cari' });
  await box.fill(text);
  await box.press('Enter');
}

test('the kesiswaan adds a student to a group with a score and publishes a media item; the student sees both on a phone, and not once unpublished', async ({
  browser,
}) => {
  // Two people's screens and two uploads: longer than one page's journey.
  test.setTimeout(240_000);
  const run = stamp();
  const group = `Jurnalistik ${run}`;
  const staf = await openDevice(browser, 'desktop');
  const siswa = await student(staf);
  await signInStaf(staf, STAF.kesiswaan);

  // A new group, then siswa2@ chosen from their class group, then a score in the grid.
  await staf.goto('/staf/kegiatan/ekstrakurikuler');
  await staf.getByRole('button', { name: 'Tambah' }).click();
  const form = staf.getByRole('dialog', { name: 'Tambah Ekstrakurikuler' });
  await form.getByLabel('Nama Ekstrakurikuler').fill(group);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await notified(staf, MSG.saved);
  await search(staf, group);
  await expect(rows(staf)).toHaveCount(1);
  await rowAction(staf, rows(staf).first(), 'Anggota & Nilai');
  const members = staf.getByRole('dialog', { name: `Anggota ${group}` });
  await choose(staf, members.getByLabel('Rombel'), siswa.rombel);
  // The class group's list is long (and drawn as it scrolls): typed, it narrows to the student.
  await members.getByLabel('Peserta didik').fill(siswa.nama);
  await staf.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: siswa.nama }).first().click();
  await staf.keyboard.press('Escape');
  await members.getByRole('button', { name: 'Tambahkan' }).click();
  await notified(staf, MSG.ekskulAnggotaSaved(1, 0));
  await expect(rows(members)).toHaveCount(1);
  // A score out of range is refused on its cell; a good one is saved.
  await members.getByLabel(`Nilai Ganjil ${siswa.nama}`).fill('101');
  await members.getByRole('button', { name: 'Simpan Nilai' }).click();
  await expect(members.locator('input.ant-input-status-error')).toHaveCount(1);
  await members.getByLabel(`Nilai Ganjil ${siswa.nama}`).fill('87,5');
  await members.getByRole('button', { name: 'Simpan Nilai' }).click();
  await notified(staf, MSG.saved);

  const mobile = await openDevice(browser, 'phone');
  await signIn(mobile, ACCOUNTS.siswa2, { at: '/ekstrakurikuler-pramuka/ekstrakurikuler' });
  await expect(rows(mobile).filter({ hasText: group })).toContainText('87,50');

  // Two photos at once, unpublished; one is published, seen, then unpublished and gone.
  const brosur = `Brosur ${run}`;
  await staf.goto('/staf/kegiatan/media');
  await staf.getByRole('button', { name: 'Tambah' }).click();
  const upload = staf.getByRole('dialog', { name: 'Unggah Media' });
  await choose(staf, upload.getByLabel('Tipe'), 'Jalur Masuk PTN');
  await upload.getByLabel('Link').fill('https://snbp.example.id');
  await upload.locator('input[type=file]').setInputFiles([
    { name: `${brosur} A.png`, mimeType: 'image/png', buffer: PNG },
    { name: `${brosur} B.png`, mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(upload.getByLabel(/^Nama foto/)).toHaveCount(2);
  await upload.getByRole('button', { name: 'Unggah' }).click();
  await notified(staf, '2 media diunggah');
  await search(staf, brosur);
  await expect(rows(staf)).toHaveCount(2);
  const first = rows(staf).filter({ hasText: `${brosur} A` });
  await expect(first).toContainText('Draf');

  const gallery = () => mobile.getByRole('tabpanel').locator('.media-item');
  await mobile.goto('/bimbingan-konseling/media-informasi?tab=PTN');
  await expect(gallery().first()).toBeVisible();
  await expect(gallery().filter({ hasText: brosur })).toHaveCount(0);

  await rowAction(staf, first, 'Terbitkan');
  await notified(staf, MSG.mediaTerbit);
  await expect(first).toContainText('Terbit');
  await mobile.reload();
  await expect(gallery().filter({ hasText: `${brosur} A` })).toHaveCount(1);
  await expect(gallery().filter({ hasText: `${brosur} B` })).toHaveCount(0);

  await rowAction(staf, first, 'Tarik dari Portal');
  await notified(staf, MSG.mediaDitarik);
  await mobile.reload();
  await expect(gallery().first()).toBeVisible();
  await expect(gallery().filter({ hasText: brosur })).toHaveCount(0);

  await mobile.context().close();
  await staf.context().close();
});
