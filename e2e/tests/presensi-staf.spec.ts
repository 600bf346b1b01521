import { expect, test } from '@playwright/test';
import { urlOf } from '../../packages/contract/src/endpoint';
import { SESSION } from '../../packages/contract/src/endpoints/session';
import { MSG } from '../../packages/contract/src/messages';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/** The school's date (Asia/Jakarta) `daysAgo` days before today, as YYYY-MM-DD. */
const schoolDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - daysAgo * 86_400_000));

/**
 * Last week's Sunday: a day the demo student has no attendance on, so that the correction is
 * the only thing the day holds and no other journey's days change.
 */
function lastSunday(): string {
  for (let n = 1; ; n += 1) {
    const day = schoolDay(n);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return day;
  }
}

test('a wali kelas corrects an absence on a desktop, and the student reads it on a phone', async ({ browser, request }, testInfo) => {
  const tanggal = lastSunday();
  const catatan = `Lomba KSM tingkat kabupaten (${testInfo.project.name})`;
  // The demo student's name, as the class list shows it.
  const login = await request.post(`/api${urlOf(SESSION.login)}`, { data: { email: ACCOUNTS.siswa, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const nama: string = (await (await request.get(`/api${urlOf(SESSION.privilegeAccess)}`, { headers })).json()).data.profile.name;

  const staf = await openDevice(browser, 'desktop');
  await signInStaf(staf, STAF.waliKelas);
  // The class group's day straight from the address, as the Beranda's figures link to it.
  await staf.goto(`/staf/presensi?tanggal=${tanggal}`);
  await expect(staf.getByRole('combobox', { name: 'Rombel' }).locator('xpath=ancestor::*[contains(@class, "ant-select")][1]')).toContainText('X IPA 1');
  const row = staf.locator('tr.ant-table-row', { hasText: nama });
  await expect(row).toBeVisible();
  await staf.getByRole('button', { name: `Aksi ${nama}` }).click();
  await staf.getByRole('menu').getByText('Ubah Status').click();
  const dialog = staf.getByRole('dialog');
  await dialog.getByText('Dispensasi', { exact: true }).click();
  await dialog.getByLabel('Keterangan').fill(catatan);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(staf.getByText(MSG.presensiStafSaved)).toBeVisible();
  await expect(row).toContainText('Dispensasi');
  await expect(row).toContainText('Diatur petugas');
  await expect(row).toContainText(catatan);
  await staf.context().close();

  const siswa = await openDevice(browser, 'phone');
  await signIn(siswa, ACCOUNTS.siswa, { at: '/presensi/siswa' });
  const day = siswa.locator('li.table-card', { hasText: catatan });
  await expect(day).toBeVisible();
  await expect(day).toContainText('Dispensasi');
  const [y, m, d] = tanggal.split('-');
  await expect(day).toContainText(`${d}-${m}-${y}`);
  await siswa.context().close();
});
