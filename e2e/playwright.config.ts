import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Each browser project has its own server and database: the demo school once for the desktop
// and once for the phone, and a new installation (no demo school) that the go-live journey sets
// up from nothing.
const SERVER = {
  desktop: { school: 'demo', port: PORT },
  'sekolah-baru': { school: 'baru', port: PORT + 1 },
  phone: { school: 'demo', port: PORT + 2 },
} as const;
const baseURL = (project: keyof typeof SERVER) => `http://127.0.0.1:${SERVER[project].port}`;
const NEW_SCHOOL_SPEC = /sekolah-baru\.spec\.ts$/;
export const chromium = {
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
 * Every journey runs on a desktop and on a phone profile against the built portal, each profile
 * on its own server started on a fresh embedded database loaded with the demo madrasah. The two
 * profiles run side by side (one worker each, the journeys of a profile one after another, as
 * they share its database); the go-live journey runs once, on a third server whose database
 * starts empty, and opens its own phone for the student.
 */
export default defineConfig({
  testDir: './tests',
  // A loaded CI machine can take twice a quiet one's time; no test asserts on time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: NEW_SCHOOL_SPEC,
      // A journey tagged for one profile (the phone's offline start, the desktop's side menu) runs on that one only.
      grepInvert: /@phone/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium, baseURL: baseURL('desktop') },
    },
    {
      name: 'phone',
      testIgnore: NEW_SCHOOL_SPEC,
      grepInvert: /@desktop/,
      workers: 1,
      use: { ...devices['Pixel 5'], launchOptions: chromium, baseURL: baseURL('phone') },
    },
    {
      name: 'sekolah-baru',
      testMatch: NEW_SCHOOL_SPEC,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium, baseURL: baseURL('sekolah-baru') },
    },
  ],
  webServer: Object.entries(SERVER).map(([project, { school, port }]) => ({
    command: `node scripts/serve.mjs ${school} ${project}`,
    url: `http://127.0.0.1:${port}/api/health`,
    // Seeding the demo and creating the first operators takes a minute on a quiet machine, several on a loaded one.
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
