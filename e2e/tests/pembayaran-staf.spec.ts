import { expect, test } from '@playwright/test';
import { STAF_PAGE } from '../../packages/contract/src/access';
import { notified, rows } from '../fixtures/list';
import { option, popupsSettled } from '../fixtures/pickers';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from '../fixtures/session';
import { STAF, signInStaf } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * The treasurer's desk: the bendahara takes a partial payment of the demo student's unpaid
 * infaq on a desktop and opens its receipt (a PDF); the guardian on a phone sees what is left at
 * once. The payment is cancelled afterwards, so the demo is as it was (a cancelled payment counts
 * nowhere). Both projects run the same crossing.
 */

type Invoice = { id: number; tagihan_nama: string; tahun_ajaran: string; siswa_nama: string; total_belum_dibayar: number };

test('the bendahara takes a partial payment and prints its receipt; the guardian sees what is left', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // The student's unpaid infaq this year, as the portal lists it.
  const student = await request.post('/api/login', { data: { email: ACCOUNTS.siswa, password: DEMO_PASSWORD } });
  const portal = await request.post('/api/keuangan/pemasukan/pembayaran/tagihan/table', {
    headers: { authorization: `Bearer ${(await student.json()).data.access_token}` },
    data: { filtering: {} },
  });
  const infaq = ((await portal.json()).data.list as Invoice[]).find((t) => t.tagihan_nama.startsWith('Infaq'))!;
  expect(infaq.total_belum_dibayar).toBeGreaterThan(100_000);
  const left = infaq.total_belum_dibayar - 100_000;
  const rupiah = (n: number) => n.toLocaleString('id-ID');
  const stafToken = async () =>
    (await (await request.post('/api/staf/login', { data: { email: STAF.bendahara, password: DEMO_PASSWORD } })).json()).data.access_token as string;

  const desk = await openDevice(browser, 'desktop');
  await signInStaf(desk, STAF.bendahara, { at: STAF_PAGE.pembayaran });
  const siswa = desk.getByRole('combobox', { name: 'Peserta Didik' });
  await siswa.click();
  await siswa.fill(infaq.siswa_nama);
  await popupsSettled(desk);
  await option(desk, `${infaq.siswa_nama} (`).click();
  await expect(desk.getByText(`Sisa Rp. ${rupiah(infaq.total_belum_dibayar)}`)).toBeVisible();
  await desk.getByRole('button', { name: `Bayar ${infaq.tagihan_nama} ${infaq.tahun_ajaran}` }).click();
  const modal = desk.getByRole('dialog', { name: 'Terima Pembayaran' });
  const jumlah = modal.getByLabel('Jumlah (Rp)');
  await expect(jumlah).toHaveValue(rupiah(infaq.total_belum_dibayar));
  await jumlah.fill('100000');
  await expect(modal.getByText('seratus ribu rupiah')).toBeVisible();
  const saved = desk.waitForResponse((r) => r.url().endsWith('/api/staf/pembayaran') && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Simpan Pembayaran' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const paid = (await answer.json()).data as { id: number; nomor_kuitansi: string; sisa_tagihan: number };
  expect(paid.sisa_tagihan).toBe(left);
  try {
    await notified(desk, `Pembayaran dicatat dengan kuitansi ${paid.nomor_kuitansi}`);
    const done = desk.locator('.ant-alert-success');
    await expect(done.getByText(`Pembayaran Rp. 100.000 dicatat dengan kuitansi ${paid.nomor_kuitansi}`)).toBeVisible();
    await expect(done.getByText(`Sisa tagihan Rp. ${rupiah(left)}`)).toBeVisible();

    // The receipt: a PDF, opened in a tab of its own.
    const receipt = desk.waitForResponse((r) => r.url().endsWith(`/api/staf/pembayaran/${paid.id}/kuitansi`));
    const tab = desk.context().waitForEvent('page');
    await done.getByRole('button', { name: /Cetak Kuitansi/ }).click();
    const pdf = await receipt;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await (await tab).close();
    // The page reads the bytes itself (into the tab); the same call from outside answers the document.
    const again = await request.get(`/api/staf/pembayaran/${paid.id}/kuitansi`, { headers: { authorization: `Bearer ${await stafToken()}` } });
    expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The payment list shows it, with its number.
    await expect(rows(desk).filter({ hasText: paid.nomor_kuitansi })).toHaveCount(1);

    // The guardian, on a phone, sees what is left at once.
    const phone = await openDevice(browser, 'phone');
    await signIn(phone, ACCOUNTS.wali, { at: '/keuangan/pembayaran-siswa/tagihan' });
    const row = rows(phone).filter({ hasText: infaq.tagihan_nama });
    await expect(row.locator('.ant-typography-danger')).toHaveText(`Rp. ${rupiah(left)}`);
    await phone.context().close();
  } finally {
    const cancel = await request.post(`/api/staf/pembayaran/${paid.id}/batal`, {
      headers: { authorization: `Bearer ${await stafToken()}` },
      data: { alasan: 'Uji perjalanan e2e' },
    });
    expect(cancel.status()).toBe(200);
    await desk.context().close();
  }
});
