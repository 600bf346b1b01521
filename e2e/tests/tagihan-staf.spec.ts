import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAF_PAGE } from '../../packages/contract/src/access';
import { MSG } from '../../packages/contract/src/messages';
import { notified, rows } from '../fixtures/list';
import { choose, option, popupsSettled } from '../fixtures/pickers';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * The treasurer bills a class group on a desktop: a new fee of the active year, the demo
 * student's class group chosen, a preview that writes nothing, then the run; the student's
 * invoice list on a phone shows the new invoice. Each browser project bills its own fee (named
 * with a stamp), so the two runs never meet.
 */

/** The demo student's class group, as the portal knows it. */
async function rombelOf(page: Page) {
  const login = await page.request.post('/api/login', { data: { email: ACCOUNTS.siswa, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const privilege = await (await page.request.get('/api/privilege/access', { headers })).json();
  return privilege.data.profile_ex.rombel_nama as string;
}

/** Picks an option of a multiple select by typing part of it first, and closes its dropdown. */
async function pickMany(page: Page, select: Locator, typed: string, text: string) {
  await popupsSettled(page);
  await select.click();
  await select.fill(typed);
  await popupsSettled(page);
  await option(page, text).first().click();
  await page.keyboard.press('Escape');
  await expect(select.locator(`xpath=ancestor::*[contains(concat(' ', @class, ' '), ' ant-select ')][1]`)).toContainText(text);
}

test('the bendahara bills a class group a new fee after a preview; the student sees the invoice in the portal', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const fee = `Infaq Uji ${testInfo.project.name} ${Date.now() % 1_000_000}`;
  const staf = await openDevice(browser, 'desktop');
  const rombel = await rombelOf(staf);
  await signInStaf(staf, STAF.bendahara);

  // A yearly fee of the active year.
  await staf.goto(`${STAF_PAGE.tagihan}?tab=jenis-biaya`);
  await staf.getByRole('button', { name: 'Tambah' }).click();
  const form = staf.getByRole('dialog', { name: 'Tambah Biaya' });
  await form.getByLabel('Jenis Biaya (mis. SPP, Uang Gedung)').fill(fee);
  await form.getByLabel('Nominal (bulanan: per bulan; tahunan: setahun)').fill('125000');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await notified(staf, MSG.biayaSaved);

  // Billed to the student's class group: the preview counts and writes nothing, then the run.
  await staf.getByRole('tab', { name: 'Buat Tagihan' }).click();
  await pickMany(staf, staf.getByLabel('Biaya', { exact: true }), fee, fee);
  await pickMany(staf, staf.getByLabel('Rombel', { exact: true }), rombel, rombel);
  await staf.getByRole('button', { name: 'Pratinjau' }).click();
  const hasil = staf.locator('.tagihan-hasil');
  await expect(hasil).toContainText('Pratinjau');
  await expect(hasil.locator('.ant-tag', { hasText: 'Baru' }).first()).toBeVisible();
  await staf.getByRole('button', { name: 'Buat Tagihan' }).click();
  await expect(hasil).toContainText('Tagihan dibuat');
  await expect(staf.getByText(/tagihan dibuat/).first()).toBeVisible();

  // The staff list shows the invoices of the fee.
  await staf.getByRole('tab', { name: 'Tagihan', exact: true }).click();
  await choose(staf, staf.getByLabel('Biaya', { exact: true }), fee);
  await expect(rows(staf).first()).toContainText(fee);

  // The student's invoice list on a phone.
  const phone = await openDevice(browser, 'phone');
  await signIn(phone, ACCOUNTS.siswa, { at: '/keuangan/pembayaran-siswa/tagihan' });
  await expect(rows(phone).filter({ hasText: fee })).toHaveCount(1);
  await expect(rows(phone).filter({ hasText: fee })).toContainText('125.000');
});
