import { defineConfig } from '@playwright/test';
import { DEVICES } from './fixtures/devices';
import config, { chromium } from './playwright.config';

/**
 * A few journeys through nginx in front of two API processes (deploy/test/multi-process.ts
 * starts them and gives their address in DEPLOY_URL): a student signs in, a student clocks in
 * on a phone, and the operator made by the command of docs/production.md changes the one-time
 * password and opens a staff page. The operator's password is in data-deploy-desktop/operators.json.
 */
const baseURL = process.env.DEPLOY_URL;
if (!baseURL) throw new Error('DEPLOY_URL: the address of nginx in front of the API processes');

export default defineConfig({
  ...config,
  // Two API processes, nginx and PostgreSQL run beside the two browsers on this machine's cores.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  retries: 0,
  // Three journeys, never tried again: each keeps its trace when it fails.
  use: { ...config.use, trace: 'retain-on-failure' },
  webServer: undefined,
  projects: [
    {
      name: 'deploy-desktop',
      testMatch: /(staf|session)\.spec\.ts$/,
      grep: /the first operator changes the one-time password|shows the server menu, the role and the footer/,
      use: { ...DEVICES.desktop, channel: undefined, launchOptions: chromium, baseURL },
    },
    {
      name: 'deploy-phone',
      testMatch: /presensi\.spec\.ts$/,
      grep: /a student clocks in inside the radius/,
      use: { ...DEVICES.phone, launchOptions: chromium, baseURL },
    },
  ],
});
