import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { cardState, clock, openDialog, OUTSIDE, presensiCard, takeSelfie } from '../fixtures/presensi';
import { ACCOUNTS, signIn } from '../fixtures/session';

// The demo school: position and a 150 m radius, clock-in open every day, all day.
const INSIDE = { latitude: -7.7974, longitude: 110.3709, accuracy: 10 };

const TIME = /^\d{2}:\d{2}$/;

/**
 * The demo database is shared by both projects and by reruns against the same server, and a
 * student clocks in once a day: each project uses its own student, and every journey accepts
 * whatever state today already has.
 */
const studentOf = () => (test.info().project.name === 'phone' ? ACCOUNTS.siswa2 : ACCOUNTS.siswa);

async function signInWith(context: BrowserContext, page: Page, permissions: string[], position = INSIDE) {
  await context.grantPermissions(permissions);
  await context.setGeolocation(position);
  await signIn(page, studentOf());
}

// The refusals come first: on a fresh database they meet a day without a record.
test.describe('attendance', () => {
  test('a position about 1 km away is refused by the server and records nothing', async ({ context, page }) => {
    await signInWith(context, page, ['geolocation', 'camera'], OUTSIDE);
    const before = await openDialog(page);
    await takeSelfie(page);
    await expect(page.getByText(OUTSIDE.latitude.toFixed(6))).toBeVisible();
    await expect(page.getByText('Di luar radius 150 m')).toBeVisible();

    const answer = page.waitForResponse((r) => r.url().includes('/api/presensi/siswa/temporary') && r.request().method() !== 'GET');
    await page
      .getByRole('dialog', { name: 'Rekam Kehadiran' })
      .getByRole('button', { name: /Presensi (Masuk|Pulang)/ })
      .click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText(MSG.outsideRadius)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Rekam Kehadiran' })).toBeVisible();

    await page.reload();
    expect(await cardState(page)).toBe(before);
  });

  test('without location access the dialog asks for it, a clock needs a selfie, and Batal turns the camera off', async ({ context, page }) => {
    await page.addInitScript(() => {
      const streams: MediaStream[] = [];
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
      Object.assign(window, { cameraStreams: streams });
    });
    const liveTracks = () =>
      page.evaluate(
        () =>
          (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
            .flatMap((stream) => stream.getTracks())
            .filter((track) => track.readyState === 'live').length,
      );

    await signInWith(context, page, ['camera']);
    await openDialog(page);
    await expect(page.getByRole('alert').getByText(MSG.locationRequired)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ambil Foto' })).toBeEnabled();
    expect(await liveTracks()).toBe(1);

    await page
      .getByRole('dialog', { name: 'Rekam Kehadiran' })
      .getByRole('button', { name: /Presensi (Masuk|Pulang)/ })
      .click();
    await expect(page.getByText(MSG.selfieRequired)).toBeVisible();

    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('dialog', { name: 'Rekam Kehadiran' })).toBeHidden();
    await expect.poll(liveTracks).toBe(0);
  });

  test('a student clocks in inside the radius, sees the entry time after the reload, then clocks out', async ({ context, page }) => {
    await signInWith(context, page, ['geolocation', 'camera']);
    // The browser tests' school takes clock-ins all day (e2e/scripts/open-clock-in-hours.ts).
    await expect(presensiCard(page).getByText('Jadwal 00:00')).toBeVisible();
    await expect(presensiCard(page).getByText('Jadwal 23:59')).toBeVisible();

    if ((await cardState(page)) === 'belum') {
      await expect(presensiCard(page).getByText(TIME)).toHaveCount(0);
      await presensiCard(page).getByRole('button', { name: 'Presensi Masuk' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rekam Kehadiran' });
      await expect(dialog.getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeVisible();
      await takeSelfie(page);
      await clock(page, 'Presensi Masuk', MSG.clockedIn, INSIDE.latitude);
      expect(await cardState(page)).toBe('masuk');
      await expect(presensiCard(page).getByText(TIME)).toHaveCount(1);
    }

    if ((await cardState(page)) === 'masuk') {
      await expect(presensiCard(page).getByText(TIME)).toHaveCount(1);
      await presensiCard(page).getByRole('button', { name: 'Presensi Pulang' }).click();
      await takeSelfie(page);
      await clock(page, 'Presensi Pulang', MSG.clockedOut, INSIDE.latitude);
    }

    expect(await cardState(page)).toBe('selesai');
    await expect(presensiCard(page).getByText(TIME)).toHaveCount(2);
    await expect(presensiCard(page).getByRole('button')).toHaveCount(0);
    await expect(presensiCard(page).getByRole('img', { name: 'Foto masuk' })).toBeVisible();
    await expect(presensiCard(page).getByRole('img', { name: 'Foto pulang' })).toBeVisible();
  });

  test('a guardian sees the violations and timetable of the ward, but no attendance card', async ({ page }) => {
    await signIn(page, ACCOUNTS.wali);
    await expect(page.getByText('Total Pelanggaran')).toBeVisible();
    await expect(page.getByText('Total Poin')).toBeVisible();
    await expect(page.getByText('Jadwal Pelajaran')).toBeVisible();
    await expect(page.getByText('Wali Kelas')).toBeVisible();
    await expect(page.getByText('Presensi Hari Ini')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Presensi (Masuk|Pulang)/ })).toHaveCount(0);
  });
});
