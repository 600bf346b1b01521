import { defineConfig } from '@playwright/test';
import { DEVICES, JOURNEY_BROWSER } from './fixtures/devices';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './fixtures/chromium';

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
// The staff's journeys (desktop first) run on the desktop only: each opens the student's or the
// guardian's phone itself where it crosses over, so a second run on the phone profile repeated
// the same steps on the same devices. The staff door (staf.spec.ts) runs on both, as the staff
// side must stay usable on a phone.
const STAFF_JOURNEYS = [/-staf\.spec\.ts$/, /tahun-baru\.spec\.ts$/];
export const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_FLAGS,
    // A synthetic camera for the selfie, allowed without a prompt.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};
/**
 * Every portal journey runs on a desktop and on a phone profile against the built portal, each
 * profile on its own server started on a fresh embedded database loaded with the demo madrasah;
 * the staff's journeys run on the desktop profile. The two profiles run side by side (one worker
 * each, the journeys of a profile one after another, as they share its database); the go-live
 * journey runs once, on a third server whose database starts empty, and opens its own phone for
 * the student.
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
    ...JOURNEY_BROWSER,
    // Recording a trace took a third of the browser's CPU in every journey: it is recorded only
    // when a failed journey is tried again (decision 0064).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: NEW_SCHOOL_SPEC,
      // A journey tagged for one profile (the phone's offline start, the desktop's side menu) runs on that one only.
      grepInvert: /@phone/,
      workers: 1,
      use: { ...DEVICES.desktop, channel: undefined, launchOptions: chromium, baseURL: baseURL('desktop') },
    },
    {
      name: 'phone',
      testIgnore: [NEW_SCHOOL_SPEC, ...STAFF_JOURNEYS],
      grepInvert: /@desktop/,
      workers: 1,
      use: { ...DEVICES.phone, launchOptions: chromium, baseURL: baseURL('phone') },
    },
    {
      name: 'sekolah-baru',
      testMatch: NEW_SCHOOL_SPEC,
      workers: 1,
      use: { ...DEVICES.desktop, channel: undefined, launchOptions: chromium, baseURL: baseURL('sekolah-baru') },
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
