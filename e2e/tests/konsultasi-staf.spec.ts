import { expect, test, type Browser, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { notified, rowAction, rows } from '../fixtures/list';
import { choose } from '../fixtures/pickers';
import { ACCOUNTS, signIn } from '../fixtures/session';
import { signInStaf, STAF } from '../fixtures/staf';
import { openDevice } from '../fixtures/devices';

/**
 * The two sides of a consultation: siswa@ asks on a phone and tells the counsellor, bk@ opens
 * it in the inbox on a desktop and replies, and the student reads the reply in Detail Konseling.
 */
const KONSULTASI = '/bimbingan-konseling/konsultasi';
const INBOX = '/staf/konsultasi';

const stamp = () => `${test.info().project.name} ${Date.now() % 1_000_000}`;

async function device(browser: Browser, kind: 'phone' | 'desktop'): Promise<Page> {
  const page = await openDevice(browser, kind);
  // The chat links open on wa.me, which the test machine cannot reach: a stand-in page answers.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  return page;
}

/** A row by its description's start (the lists show the first 50 characters). */
const rowOf = (page: Page, uraian: string) => rows(page).filter({ hasText: uraian.slice(0, 40) });

test.describe.configure({ timeout: 180_000 });

test('a student asks a consultation on a phone, the counsellor replies on a desktop, the student reads the reply', async ({ browser }) => {
  const uraian = `${stamp()} Saya sulit berkonsentrasi saat belajar di rumah.`;
  const reply = 'Mari bertemu di ruang BK hari Senin pukul 10.00.';

  const phone = await device(browser, 'phone');
  await signIn(phone, ACCOUNTS.siswa, { at: KONSULTASI });
  await phone.getByRole('button', { name: 'Tambah' }).click();
  const form = phone.getByRole('dialog', { name: 'Form Konseling' });
  await choose(phone, form.getByLabel('Topik'), 'Cara belajar yang efektif');
  await form.getByLabel('Uraian').fill(uraian);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  await notified(phone, MSG.saved);
  await rowAction(phone, rowOf(phone, uraian), 'Informasikan ke Guru BK');
  const chat = phone.waitForEvent('popup');
  await phone.getByRole('dialog').filter({ hasText: MSG.konsultasiSendConfirm }).getByRole('button', { name: 'Informasikan' }).click();
  await (await chat).close();
  await notified(phone, MSG.konsultasiSent);
  await expect(rowOf(phone, uraian).locator('.konsultasi-status')).toHaveText('Terkirim');

  const desk = await device(browser, 'desktop');
  await signInStaf(desk, STAF.guruBk, { at: INBOX });
  const box = desk.getByRole('searchbox', { name: 'Cari' });
  await box.fill(uraian.slice(0, 30));
  await box.press('Enter');
  const row = rowOf(desk, uraian);
  await expect(row).toHaveCount(1);
  // Unread until opened.
  await expect(row).toContainText('Baru');
  await expect(row).toContainText('X IPA 1');
  await rowAction(desk, row, 'Buka');
  const detail = desk.getByRole('dialog', { name: 'Detail Konseling' });
  await expect(detail).toContainText(uraian);
  // Forwarding is a WhatsApp message with the consultation, to whomever the counsellor picks.
  const forward = await detail.getByRole('link', { name: /Teruskan via WhatsApp/ }).getAttribute('href');
  expect(new URL(forward!).searchParams.get('text')).toContain(uraian);
  // An empty reply is not sent.
  await detail.getByRole('button', { name: /Kirim Tanggapan/ }).click();
  await expect(detail.getByText(MSG.konsultasiTanggapanRequired)).toBeVisible();
  await detail.getByLabel('Tanggapan').fill(reply);
  await detail.getByRole('button', { name: /Kirim Tanggapan/ }).click();
  await notified(desk, MSG.konsultasiReplied);
  await expect(detail.locator('.konsultasi-status')).toHaveText('Diproses');
  await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
  // Opened and answered, it is no longer new.
  await expect(row).not.toContainText('Baru');

  await phone.reload();
  const answered = rowOf(phone, uraian);
  await expect(answered.locator('.konsultasi-status')).toHaveText('Diproses');
  await rowAction(phone, answered, 'Detail');
  const seen = phone.getByRole('dialog', { name: 'Detail Konseling' });
  await expect(seen.locator('.ant-descriptions-row', { hasText: 'Tanggapan' }).last()).toContainText(reply);
  await phone.context().close();
  await desk.context().close();
});
