import { expect, test } from '@playwright/test';
import { MSG } from '../../packages/contract/src/messages';
import { noticeOf } from '../fixtures/list';
import { ACCOUNTS, DEMO_PASSWORD, isPhone, openAccountMenu, openMainMenu, restorePassword, signInWithForm, submitLogin } from '../fixtures/session';

test.describe('sign-in', () => {
  test('sends a signed-out visitor to the login page and checks the fields', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Portal Madrasah Digital' })).toBeVisible();
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText(MSG.emailRequired)).toBeVisible();
    await expect(page.getByText(MSG.passwordRequired)).toBeVisible();
  });

  test('refuses a wrong password', async ({ page }) => {
    await submitLogin(page, ACCOUNTS.siswa, 'bukan-password');
    await expect(page.getByText(MSG.wrongCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  // The desktop's: on the phone the app's service worker sits between the page and the network,
  // and a run there found the held-back answer not held.
  test(
    'reaches the dashboard in two round trips: the access check in the sign-in’s answer, today’s attendance beside the dashboard’s calls',
    { tag: '@desktop' },
    async ({ page }) => {
      const calls: string[] = [];
      let attendanceAsked = false;
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.startsWith('/api/')) return;
        calls.push(`${request.method()} ${pathname}`);
        if (pathname.startsWith('/api/presensi/siswa/temporary/')) attendanceAsked = true;
      });
      // The server's date is held back until today's attendance has been asked for: a page that
      // waited for the date before asking would never ask, and the check below fails. The bound is
      // generous: on a busy machine a run found the ask still on its way after 5 s. The check
      // reads the first hold's outcome once it is known, not before (the dashboard's greeting can
      // show while the date is still held).
      let askedBeforeDate: Promise<boolean> | undefined;
      await page.route('**/api/dashboard/utama', async (route) => {
        askedBeforeDate ??= (async () => {
          for (let waited = 0; !attendanceAsked && waited < 15_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
          return attendanceAsked;
        })();
        await askedBeforeDate;
        await route.continue();
      });
      await signInWithForm(page, ACCOUNTS.siswa);
      expect(calls).toContain('POST /api/login');
      expect(calls).not.toContain('GET /api/privilege/access');
      expect(await askedBeforeDate).toBe(true);
    },
  );

  test('refuses a staff account with the spec message', async ({ page }) => {
    await submitLogin(page, ACCOUNTS.guru);
    await expect(page.getByText(MSG.forbiddenRole)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the shell of a student', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithForm(page, ACCOUNTS.siswa);
  });

  test('shows the server menu, the role and the footer', async ({ page }) => {
    await expect(page.getByText(/Madrasah Digital .+ @\d{4}/)).toBeVisible();
    if (isPhone(page)) {
      const bar = page.getByRole('navigation', { name: 'Navigasi utama' });
      for (const tab of ['Dashboard', 'Presensi', 'Kesiswaan', 'Bimbingan Konseling']) {
        await expect(bar.getByText(tab, { exact: true })).toBeVisible();
      }
      await bar.getByText('Presensi', { exact: true }).click();
      await expect(page.locator('.tab-drawer').getByText('Presensi')).toBeVisible();
      await page.keyboard.press('Escape');
      await openAccountMenu(page);
      await expect(page.getByText(/Masuk sebagai Siswa/)).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await expect(page.getByText('Masuk sebagai')).toBeVisible();
      await expect(page.locator('.account-role').getByText('Siswa')).toBeVisible();
    }
    const menu = await openMainMenu(page);
    await expect(menu.getByText('Dashboard')).toBeVisible();
    await menu.getByText('Profil').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Informasi akun')).toBeVisible();
    await expect(page.getByText('Foto', { exact: true })).toBeVisible();
    await expect(page.getByText(ACCOUNTS.siswa)).toBeVisible();
    await expect(page.getByText('X IPA 1')).toBeVisible();
  });

  test('redirects /login home, and shows the 403 and not-found pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/403');
    await expect(page.getByText(MSG.forbidden)).toBeVisible();
    await page.getByRole('button', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/halaman/yang-tidak-ada');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText(MSG.routeNotFound)).toBeVisible();
  });

  test('logs out after confirmation and the session is gone', async ({ page }) => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Apakah Anda yakin ingin keluar?')).toBeVisible();
    await page.getByRole('button', { name: 'Ya' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a suspended student sees the reason and only the dashboard', async ({ page }) => {
  await signInWithForm(page, ACCOUNTS.ditangguhkan);
  await expect(page.getByText('Belum menyelesaikan administrasi semester lalu', { exact: false })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText(MSG.forbidden)).toBeVisible();
});

test('a visitor who is not signed in gets the not-found page for an unknown path', async ({ page }) => {
  await page.goto('/tidak-ada');
  await expect(page.getByText('404')).toBeVisible();
});

test.describe('password change', () => {
  const account = ACCOUNTS.alumni2;
  const next = 'kataSandiBaru9';
  // Ran to its end, the test leaves the password as it found it; cut short, this does.
  test.afterEach(async ({ request }) => restorePassword(request, account, next));

  test('changes the password with the spec rules, then signs in with it', async ({ page }) => {
    const change = async (from: string, to: string) => {
      await openAccountMenu(page);
      await page.getByRole('menuitem', { name: 'Ganti Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ganti Password' });
      await dialog.getByLabel('Password Lama').fill(from);
      await dialog.getByLabel('Password Baru', { exact: true }).fill(to);
      await dialog.getByLabel('Konfirmasi Password Baru').fill(to);
      await noticeOf(page, [MSG.passwordChanged], () => dialog.getByRole('button', { name: 'Simpan' }).click());
      await expect(dialog).toBeHidden();
      // The notice covers the account menu on a desktop: it is waited out before the next use.
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    };

    await signInWithForm(page, account);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Ganti Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ganti Password' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText(MSG.required)).toHaveCount(3);
    await dialog.getByLabel('Password Lama').fill('salah-sekali');
    await dialog.getByLabel('Password Baru', { exact: true }).fill(next);
    await dialog.getByLabel('Konfirmasi Password Baru').fill(`${next}x`);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText(MSG.mustMatchNewPassword)).toBeVisible();
    await dialog.getByLabel('Konfirmasi Password Baru').fill(next);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText(MSG.oldPasswordWrong)).toBeVisible();
    // The refusal's notice covers the account menu on a desktop: it is waited out first.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    // Reopened while it still fades out, the dialog may stay closed: a person waits for it to go.
    await expect(dialog).toBeHidden();

    await change(DEMO_PASSWORD, next);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Ya' }).click();
    await signInWithForm(page, account, next);
    await change(next, DEMO_PASSWORD);
  });
});
