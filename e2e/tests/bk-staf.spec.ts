import { expect, test, type APIRequestContext } from '@playwright/test';
import { urlOf, type Endpoint } from '../../packages/contract/src/endpoint';
import { STAF_BK } from '../../packages/contract/src/endpoints/staf-bk';
import { STAF_KALENDER } from '../../packages/contract/src/endpoints/staf-kalender';
import { MSG } from '../../packages/contract/src/messages';
import { notified, rows } from '../fixtures/list';
import { choose, option, popupsSettled, typeDate } from '../fixtures/pickers';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * The counsellor's and kesiswaan's desks crossing to the portal: a test result entered on the
 * staff side is in the student's Hasil Tes, and a calendar item added there is in the student's
 * Kalender, both read on a phone. Each run names its records after the project and a stamp and
 * deletes them at the end, so the demo's counts stay as the other journeys expect.
 */
const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

async function staffApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/staf/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  return async <T = unknown>(endpoint: Endpoint, input: { params?: Record<string, unknown>; body?: unknown } = {}): Promise<T> => {
    const res = await request.fetch(`/api${urlOf(endpoint, input.params)}`, { method: endpoint.method, headers, data: input.body });
    const body = await res.json();
    expect(res.ok(), body.message).toBe(true);
    return body.data as T;
  };
}

/** The demo student's name and NISN, as their own account sees them. */
async function demoStudent(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { email: ACCOUNTS.siswa, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const privilege = (await (await request.get('/api/privilege/access', { headers })).json()).data;
  return { nama: privilege.profile_ex.nama as string, siswaId: privilege.profile_ex.siswa_id as number };
}

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const undo of cleanups.splice(0)) await undo();
});

test('the counsellor enters a test result; the student reads it in Hasil Tes on a phone', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const kategori = `Tes Minat ${stamp()}`;
  const student = await demoStudent(request);
  const bk = await staffApi(request, STAF.guruBk);
  cleanups.push(async () => {
    const found = await bk<{ list: { id: number }[] }>(STAF_BK.hasilTesTable, { body: { search: kategori } });
    for (const row of found.list) await bk(STAF_BK.hasilTesDelete, { params: { id: row.id } });
  });

  await signInStaf(page, STAF.guruBk);
  const list = page.waitForResponse((r) => r.url().endsWith('/api/staf/bk/hasil-tes/table'));
  await page.goto('/staf/bk');
  await list;
  await expect(page.getByRole('tab', { name: 'Hasil Tes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /Tambah/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Hasil Tes' });
  await expect(dialog).toBeVisible();

  // Nothing filled: the contract's messages under the fields, nothing sent.
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText(MSG.chooseSiswaFirst).first()).toBeVisible();

  const picker = dialog.getByRole('combobox', { name: 'Siswa' });
  await picker.click();
  await picker.fill(student.nama.split(' ')[0]!);
  await expect(option(page, student.nama)).toBeVisible();
  await popupsSettled(page);
  await option(page, student.nama).first().click();
  await typeDate(dialog, 'Tanggal', '20-11-2026');
  await dialog.getByRole('combobox', { name: 'Kategori' }).fill(kategori);
  await dialog.getByLabel('Keterangan').fill('Tes minat untuk peminatan kelas XI');
  await dialog.getByLabel('Hasil').fill('Minat sains dan teknologi');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await notified(page, MSG.saved);
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: kategori })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: kategori })).toContainText(student.nama);

  // The student's phone: the new result heads Riwayat Hasil Tes.
  const phone = await openDevice(browser, 'phone');
  await signIn(phone, ACCOUNTS.siswa, { at: '/bimbingan-konseling/hasil-tes' });
  await expect(phone.getByText('Riwayat Hasil Tes')).toBeVisible();
  const mine = rows(phone).filter({ hasText: kategori });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('20-11-2026');
  await expect(mine).toContainText('Tes minat untuk peminatan kelas XI');
  await phone.context().close();
});

test('kesiswaan adds a calendar item; the student’s calendar shows it on a phone', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const judul = `Lomba Kebersihan Kelas ${stamp()}`;
  const kesiswaan = await staffApi(request, STAF.kesiswaan);
  cleanups.push(async () => {
    const found = await kesiswaan<{ list: { id: number }[] }>(STAF_KALENDER.table, { body: { search: judul } });
    for (const row of found.list) await kesiswaan(STAF_KALENDER.remove, { params: { id: row.id } });
  });

  await signInStaf(page, STAF.kesiswaan);
  const list = page.waitForResponse((r) => r.url().endsWith('/api/staf/kalender/table'));
  await page.goto('/staf/kegiatan/kalender');
  await list;
  await page.getByRole('button', { name: /Tambah/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Agenda' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Judul').fill(judul);
  await choose(page, dialog.getByRole('combobox', { name: 'Jenis Agenda' }), 'Kegiatan Sekolah');
  await typeDate(dialog, 'Tanggal Mulai', '16-12-2026');
  // An end before the start is refused on the end date.
  await typeDate(dialog, 'Tanggal Selesai', '15-12-2026');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText(MSG.permitDateOrder).first()).toBeVisible();
  await typeDate(dialog, 'Tanggal Selesai', '17-12-2026');
  await dialog.getByRole('combobox', { name: 'Civitas Akademik' }).fill('Siswa');
  await dialog.getByLabel('Uraian').fill('Penilaian kebersihan dan kerapian kelas.');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await notified(page, MSG.saved);
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: judul })).toContainText('16-12-2026 s.d. 17-12-2026');

  const phone = await openDevice(browser, 'phone');
  await phone.clock.setFixedTime(new Date('2026-12-10T09:00:00+07:00'));
  await signIn(phone, ACCOUNTS.siswa, { at: '/kalender-kegiatan/kalender' });
  await expect(phone.locator('.fc-toolbar-title')).toHaveText(/desember 2026/i);
  const event = phone.locator('.fc-event', { has: phone.getByText(judul, { exact: true }) });
  await expect(event.first()).toBeVisible();
  await event.first().click();
  const info = phone.getByRole('dialog', { name: 'Informasi Kalender' });
  await expect(info).toContainText('16-12-2026 s.d. 17-12-2026');
  await expect(info).toContainText('Penilaian kebersihan dan kerapian kelas.');
  await phone.context().close();
});
