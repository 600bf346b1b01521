import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '../../packages/contract/src/endpoint';
import { SESSION } from '../../packages/contract/src/endpoints/session';
import type { Anak } from '../../packages/contract/src/schemas/session';
import { popupsSettled } from '../fixtures/pickers';
import { TOKEN_KEY } from '../../apps/web/src/lib/token-storage';
import { ACCOUNTS, DEMO_PASSWORD, isPhone, signIn } from '../fixtures/session';

/*
 * A guardian with two children (wali2@) and the demo guardian as one person (wali@). Neither
 * journey changes data, so both projects run them as they are.
 */

/** wali2@'s children in their order, as the session lists them. */
async function childrenOf(page: Page): Promise<Anak[]> {
  const login = await page.request.post(`/api${urlOf(SESSION.login)}`, { data: { email: ACCOUNTS.wali2, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const access = await page.request.get(`/api${urlOf(SESSION.privilegeAccess)}`, { headers });
  return (await access.json()).data.profile_ex.anak as Anak[];
}

const waliCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Kehadiran hari ini' });

async function shows(page: Page, child: Anak) {
  await expect(waliCard(page)).toContainText(`Ananda ${child.nama}`);
  await expect(page.locator('.jadwal-header')).toContainText(child.rombel_nama!);
}

test('a guardian of two children switches between them, and the choice survives a reload', async ({ page }) => {
  const [first, second] = await childrenOf(page);
  expect(first!.rombel_nama).not.toBe(second!.rombel_nama);
  await signIn(page, ACCOUNTS.wali2);
  await shows(page, first!);
  // Today's attendance of that child: none yet, or a status with its times. Which one depends on
  // the hour: once the day is closed (jam_pulang + 30 min) a child who did not clock in reads
  // 'Alpa · Masuk - · Pulang -'.
  await expect(waliCard(page)).toContainText(/Belum presensi|\S · Masuk (\d\d:\d\d|-) · Pulang (\d\d:\d\d|-)/);

  const switcher = page.getByRole('button', { name: /^Pilih anak/ });
  await expect(switcher).toHaveAccessibleName(`Pilih anak: ${first!.nama}`);
  await popupsSettled(page);
  await switcher.click();
  await page.getByRole('menuitem', { name: new RegExp(`^${second!.nama}`) }).click();
  await expect(page).toHaveURL(/\/$/);
  await shows(page, second!);
  await expect(waliCard(page)).not.toContainText(first!.nama);

  await page.reload();
  await shows(page, second!);
});

test('the signed-in guardian is the guardian of Data Orang Tua and of Konsultasi', async ({ page }) => {
  await signIn(page, ACCOUNTS.wali);
  const access = await page.request.get(`/api${urlOf(SESSION.privilegeAccess)}`, {
    headers: { authorization: `Bearer ${await page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key), TOKEN_KEY)}` },
  });
  const nama = (await access.json()).data.profile.name as string;
  if (!isPhone(page)) await expect(page.locator('.account-name')).toHaveText(nama);
  // One child: no switcher.
  await expect(page.getByRole('button', { name: /^Pilih anak/ })).toHaveCount(0);

  await page.goto('/peserta-didik/detail?tab=orangtua');
  const waliData = page.locator('.ant-card').filter({ hasText: 'DATA WALI' }).first();
  await expect(waliData).toContainText(nama);

  await page.goto('/bimbingan-konseling/konsultasi');
  const identity = page.locator('.konsultasi-identity');
  await expect(identity).toContainText(nama);
  await expect(identity).toContainText('Wali');
});
