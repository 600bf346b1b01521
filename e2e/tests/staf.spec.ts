import { expect, test } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { ACCOUNTS } from '../fixtures/session';
import { STAF, firstOperator, signInStaf, submitStafLogin } from '../fixtures/staf';

test.describe('the staff door', () => {
  test('refuses a student with the spec message', async ({ page }) => {
    await submitStafLogin(page, ACCOUNTS.siswa);
    await expect(page.getByText(MSG.forbiddenRole)).toBeVisible();
    await expect(page).toHaveURL(/\/staf\/login$/);
  });

  test('sends a signed-out visitor of a staff page to the staff sign-in', async ({ page }) => {
    await page.goto('/staf/siswa');
    await expect(page).toHaveURL(/\/staf\/login$/);
    await expect(page.getByRole('heading', { name: 'Portal Madrasah Digital · Staf' })).toBeVisible();
  });

  test('a wali kelas sees the students of their own class group only', async ({ page }) => {
    await signInStaf(page, STAF.waliKelas);
    await expect(page.getByText('wali kelas').first()).toBeVisible();
    await page.goto('/staf/siswa');
    await expect(page.getByRole('main').getByText('Peserta Didik', { exact: true })).toBeVisible();
    const rombel = page.getByRole('combobox', { name: 'Rombel' });
    await rombel.click();
    // The filter offers their one class group.
    await expect(page.locator('.ant-select-item-option')).toHaveText(['X IPA 1']);
    await page.keyboard.press('Escape');
    if ((page.viewportSize()?.width ?? 1280) >= 600) await expect(page.getByText('Total 32 data')).toBeVisible();
    await expect(page.getByText('X IPA 1').first()).toBeVisible();
    await expect(page.getByText('X IPA 2')).toHaveCount(0);
  });

  test('the first operator changes the one-time password before anything else', async ({ page }, testInfo) => {
    const { email, password } = firstOperator(testInfo);
    await submitStafLogin(page, email, password);
    await expect(page.getByText('Password Anda dibuat oleh operator')).toBeVisible();
    await page.getByLabel('Password Lama').fill(password);
    await page.getByLabel('Password Baru', { exact: true }).fill('operatorBaru1');
    await page.getByLabel('Konfirmasi Password Baru').fill('operatorBaru1');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(/Selamat datang/)).toBeVisible();
    await page.goto('/staf/siswa');
    await expect(page.getByRole('main').getByText('Peserta Didik', { exact: true })).toBeVisible();
  });
});
