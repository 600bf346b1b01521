// Lighthouse's mobile profile (simulated slow 4G, 4× CPU slowdown) on the built portal: three
// runs each on /login and, signed in as the demo student, on the dashboard and the attendance
// list; prints the median score and metrics per page. Builds nothing: run `npm run build` first, then
// `npm run lighthouse -w @madrasah/bench` (LIGHTHOUSE_RUNS changes the number of runs;
// LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there, to open in the Lighthouse viewer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PAGE } from '@madrasah/contract/access';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium.js';
import { signInDemo } from './lib/harness.js';
import { median } from './lib/median.js';
import { requireBuild, startPortal, TOKEN_KEY } from './lib/portal-process.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

requireBuild();

type Run = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

/**
 * One Lighthouse run on a fresh tab that `prepare` may set up, in a browser context of its own:
 * a tab of the default context shares the renderer's in-memory cache with the runs before it,
 * which served their scripts again without a request. Lighthouse now and then loses the page
 * load's trace (NO_NAVSTART: 'please run Lighthouse again'); such a run is repeated.
 */
async function audit(browser: Browser, name: string, url: string, flags: Flags, prepare?: (page: Page) => Promise<void>): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await prepare?.(page);
      const result = await lighthouse(url, flags, undefined, page);
      if (!result) throw new Error('Lighthouse returned no result');
      const { runtimeError } = result.lhr;
      if (!runtimeError) {
        if (REPORTS) {
          fs.mkdirSync(REPORTS, { recursive: true });
          fs.writeFileSync(path.join(REPORTS, `${name}.json`), result.report as string);
        }
        return figures(result);
      }
      if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      console.warn(`Lighthouse on ${url}: ${runtimeError.code}, running again`);
    } finally {
      await context.close();
    }
  }
}

function figures({ lhr: { categories, audits } }: RunnerResult): Run {
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const rows: { page: string; runs: Run[] }[] = [];
const portal = await startPortal();
try {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    await measure(chrome.port);
  } finally {
    chrome.kill();
  }
} finally {
  await portal.stop();
}

async function measure(port: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const token = await signInDemo(portal.base);
  // Lighthouse's default mobile settings; performance only, so each run costs less CPU.
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

  const login: Run[] = [];
  for (let i = 0; i < RUNS; i++) login.push(await audit(browser, `login-${i + 1}`, `${portal.base}/login`, flags));
  rows.push({ page: '/login', runs: login });

  // Signed in: the token goes into the origin's storage, so Lighthouse must not reset storage;
  // the HTTP cache is emptied by hand instead, so every run is a cold load like the others. The
  // storage is reached through the health check's JSON, which loads none of the app's code.
  const signIn = async (page: Page) => {
    await page.goto(`${portal.base}/api/health`);
    await page.evaluate(`localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  };
  for (const [name, address] of [
    ['dashboard', '/'],
    ['attendance', PAGE.presensiSiswa],
  ]) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await audit(browser, `${name}-${i + 1}`, `${portal.base}${address}`, { ...flags, disableStorageReset: true }, signIn));
    rows.push({ page: `${address} (${name}, siswa)`, runs });
  }
  await browser.disconnect();
}

console.log(`\nLighthouse, mobile profile, median of ${RUNS} runs (${os.cpus().length} cores)`);
console.log('| page | score | runs | FCP ms | LCP ms | TBT ms | CLS |');
console.log('|---|---:|---|---:|---:|---:|---:|');
for (const { page, runs } of rows) {
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  const scores = runs.map((r) => r.score).join(', ');
  console.log(`| ${page} | ${m('score')} | ${scores} | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} |`);
}
