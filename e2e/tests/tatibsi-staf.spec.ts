import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAF_PAGE } from '../../packages/contract/src/access';
import { MSG } from '../../packages/contract/src/messages';
import { notified, openRowMenu, rows } from '../fixtures/list';
import { choose, option, popupsSettled, typeDate } from '../fixtures/pickers';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * The staff desk's half of a violation: the kesiswaan records one for the demo student on a
 * desktop, the student's dashboard on a phone shows the points risen at once; cancelled, the
 * record stays in the staff list as Dibatalkan and the points fall back (so the demo is as it was).
 * Both projects run the same crossing: the staff on a desktop, the student on a phone.
 */

/** The dashboard's Total Poin, read once the violation card has loaded. */
async function totalPoin(page: Page) {
  const figure = page.locator('.ant-statistic').filter({ hasText: 'Total Poin' }).locator('.ant-statistic-content-value');
  await expect(figure).toBeVisible();
  return Number((await figure.innerText()).replace(/\D/g, ''));
}

/** Picks an option of a searchable select by typing part of it first (a long list shows only its first options). */
async function search(page: Page, select: Locator, typed: string, text: string) {
  await select.click();
  await select.fill(typed);
  await popupsSettled(page);
  await option(page, text).click();
}

/** Today in the school's zone, as the date picker shows it (DD-MM-YYYY). */
const todayDmy = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replace(/\//g, '-');

test('the kesiswaan records a violation on a desktop; the student’s dashboard points rise on a phone, and fall back when it is cancelled', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // What the form will offer: the first item of the rules, and the student's class group.
  const login = await request.post('/api/staf/login', { data: { email: STAF.kesiswaan, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const [butir] = (await (await request.get('/api/staf/pelanggaran/butir', { headers })).json()).data as { kode: string; pelanggaran: string; poin: number }[];

  const phone = await openDevice(browser, 'phone');
  await signIn(phone, ACCOUNTS.siswa);
  const nama = (await phone.locator('h1.welcome-title').innerText()).replace('Selamat datang, ', '').trim();
  const before = await totalPoin(phone);
  const found = await request.post('/api/staf/siswa/table', { headers, data: { search: nama } });
  const { rombel_nama } = (await found.json()).data.list[0] as { rombel_nama: string };

  const desk = await openDevice(browser, 'desktop');
  await signInStaf(desk, STAF.kesiswaan, { at: STAF_PAGE.pelanggaran });
  await expect(desk.getByRole('heading', { name: 'Pelanggaran Siswa' }).or(desk.getByText('Pelanggaran Siswa').first())).toBeVisible();
  await desk.getByRole('button', { name: 'Catat Pelanggaran' }).click();
  const modal = desk.getByRole('dialog', { name: 'Catat Pelanggaran' });
  await choose(desk, modal.getByLabel('Rombel'), rombel_nama);
  // The class group's list is long: typing narrows it to the student.
  await search(desk, modal.getByLabel('Peserta Didik'), nama, nama);
  await expect(modal.getByText('1 dipilih')).toBeVisible();
  // A list of several choices stays open over the next field until the user clicks elsewhere.
  await modal.locator('.ant-modal-title').click();
  await expect(desk.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await search(desk, modal.getByLabel('Butir Tata Tertib'), butir!.pelanggaran, `${butir!.kode} · ${butir!.pelanggaran}`);
  await expect(modal).toContainText(`${butir!.kode} · ${butir!.pelanggaran} (${butir!.poin} poin)`);
  await typeDate(modal, 'Tanggal', todayDmy());
  const note = `Uji jurnal ${testInfo.project.name} ${Date.now()}`;
  await modal.getByLabel('Keterangan').fill(note);
  await modal.getByRole('button', { name: 'Catat', exact: true }).click();
  await notified(desk, MSG.pelanggaranDicatat(1));
  await expect(modal).toBeHidden();
  await desk.getByPlaceholder('Cari nama atau NISN').fill(nama);
  await desk.getByPlaceholder('Cari nama atau NISN').press('Enter');
  const row = rows(desk).filter({ hasText: nama }).filter({ hasText: todayDmy() }).filter({ hasText: 'Aktif' }).first();
  await expect(row).toContainText(String(butir!.poin));

  await phone.reload();
  await expect.poll(() => totalPoin(phone)).toBe(before + butir!.poin);

  // Cancelled with a reason: kept in the staff list as Dibatalkan, no longer counted in the portal.
  const menu = await openRowMenu(desk, row);
  await menu.getByRole('menuitem', { name: 'Batalkan' }).click();
  const batal = desk.getByRole('dialog', { name: 'Batalkan Catatan' });
  await batal.getByLabel('Alasan').fill('Salah catat saat uji');
  await batal.getByRole('button', { name: 'Batalkan Catatan' }).click();
  await notified(desk, MSG.catatDibatalkan);
  await expect(rows(desk).filter({ hasText: nama }).filter({ hasText: 'Dibatalkan' }).first()).toBeVisible();

  await phone.reload();
  await expect.poll(() => totalPoin(phone)).toBe(before);
  await phone.context().close();
  await desk.context().close();
});
