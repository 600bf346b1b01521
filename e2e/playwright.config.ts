import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The new installation (no demo school) that the go-live journey sets up from nothing.
const NEW_SCHOOL_PORT = PORT + 1;
const NEW_SCHOOL_SPEC = /sekolah-baru\.spec\.ts$/;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A synthetic camera for the selfie, allowed without a prompt.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

/**
 * Every journey runs on a desktop and on a phone profile against the built portal, started
 * on a fresh embedded database loaded with the demo madrasah. The go-live journey runs once, on
 * a second server whose database starts empty; it opens its own phone for the student.
 */
export default defineConfig({
  testDir: './tests',
  // A loaded CI machine can take twice a quiet one's time; no test asserts on time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: NEW_SCHOOL_SPEC, use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium } },
    { name: 'phone', testIgnore: NEW_SCHOOL_SPEC, use: { ...devices['Pixel 5'], launchOptions: chromium } },
    {
      name: 'sekolah-baru',
      testMatch: NEW_SCHOOL_SPEC,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium, baseURL: `http://127.0.0.1:${NEW_SCHOOL_PORT}` },
    },
  ],
  webServer: [
    { school: 'demo', port: PORT },
    { school: 'baru', port: NEW_SCHOOL_PORT },
  ].map(({ school, port }) => ({
    command: `node scripts/serve.mjs ${school}`,
    url: `http://127.0.0.1:${port}/api/health`,
    // Seeding the demo and creating the first operators takes a minute on a quiet machine, several on a loaded one.
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
