// What a student and a guardian wait for in the browser: seven journeys in Chromium, driven by
// Playwright, on the built portal with the demo school, each run in a new browser context. Prints
// per journey the median of JOURNEY_RUNS runs (10) after one warm-up run, beside the peer's
// figure. JOURNEY_PHONE=1 adds the sign-in, a signed-in second visit and the full page loads on a
// phone profile (Pixel 5, Fast 3G, 4× CPU slowdown), JOURNEY_PHONE=only times the phone alone;
// JOURNEY_ONLY='full page load' times only the journeys whose name holds that text (an A/B of one
// change); WEB_DIST (the server's setting) serves another build.
// Builds nothing: run `npm run build` first, then `npm run journeys -w @madrasah/bench`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAGE } from '@madrasah/contract/access';
import { chromium, devices, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-accounts.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium.js';
import { median } from './lib/median.js';
import { signInDemo } from './lib/harness.js';
import { requireBuild, startPortal, TOKEN_KEY } from './lib/portal-process.js';

const RUNS = Number(process.env.JOURNEY_RUNS ?? 10);
const PHONE = process.env.JOURNEY_PHONE === '1' || process.env.JOURNEY_PHONE === 'only';
const PHONE_ONLY = process.env.JOURNEY_PHONE === 'only';
const ONLY = process.env.JOURNEY_ONLY ?? '';
const QUIET_MS = 500;
// A loaded machine can take seconds for one step; a step that never settles fails the bench.
const STEP_TIMEOUT_MS = 60_000;

requireBuild();

type Sample = { ms: number; requests: number; bytes: number };
type Account = { role: 'siswa' | 'wali'; email: string; token: string };

const now = () => performance.now();

/**
 * A page's requests as Playwright reports them: those in flight, and those since the step began,
 * with the fetches the service worker made meanwhile (to answer them or to fill its cache).
 */
class Network {
  private readonly inFlight = new Set<Request>();
  private lastChange = now();
  private lastFinish = 0;
  private started: Request[] = [];
  private finished: Request[] = [];
  private workerFetched: Request[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.started.push(request);
      this.lastChange = now();
    });
    page.on('requestfinished', (request) => {
      this.finished.push(request);
      this.end(request);
    });
    page.on('requestfailed', (request) => this.end(request));
    page.context().on('requestfinished', (request) => {
      if (request.serviceWorker()) this.workerFetched.push(request);
    });
  }

  private end(request: Request) {
    this.inFlight.delete(request);
    this.lastChange = this.lastFinish = now();
  }

  /** Starts a step: only its own requests are counted. */
  reset() {
    this.started = [];
    this.finished = [];
    this.workerFetched = [];
    this.lastFinish = 0;
  }

  /** Waits for QUIET_MS with no request in flight after `from` and after the last request; answers when that request ended. */
  async quiet(from: number): Promise<number> {
    const deadline = now() + STEP_TIMEOUT_MS;
    while (this.inFlight.size > 0 || now() - Math.max(this.lastChange, from) < QUIET_MS) {
      if (now() > deadline) throw new Error(`still in flight: ${[...this.inFlight].map((r) => r.url()).join(', ')}`);
      await sleep(10);
    }
    return this.lastFinish;
  }

  /** The step's requests, and the bytes of their response bodies that came over the network. */
  async counted(): Promise<Pick<Sample, 'requests' | 'bytes'>> {
    const bytes = await Promise.all(this.finished.map((request) => this.wireBytes(request)));
    return { requests: this.started.length, bytes: bytes.reduce((sum, b) => sum + b, 0) };
  }

  /**
   * A response body's bytes as they came over the network, compressed (Playwright's
   * `sizes().responseBodySize`). An answer of the service worker counts what the worker fetched
   * for that address during the step, if anything; an answer from a cache counts 0 (Playwright
   * reports it below 0).
   */
  private async wireBytes(request: Request): Promise<number> {
    const fetched = (await request.response())?.fromServiceWorker() ? this.takeWorkerFetch(request.url()) : request;
    return fetched ? Math.max(0, (await fetched.sizes()).responseBodySize) : 0;
  }

  /** The worker's fetch of `url` during the step, taken once: the page may ask for it twice. */
  private takeWorkerFetch(url: string): Request | undefined {
    const index = this.workerFetched.findIndex((fetched) => fetched.url() === url);
    return index === -1 ? undefined : this.workerFetched.splice(index, 1)[0];
  }
}

/**
 * What shows that a page's own content is there: an element matching `css`, inside the card
 * titled `card` when one is named, while nothing matches `absent`.
 */
type Shown = { css: string; card?: string; absent?: string };

// The few DOM shapes the in-page check uses: the bench compiles without the DOM's types.
type InPageElement = { textContent: string | null; querySelector(css: string): InPageElement | null };
type InPageDocument = InPageElement & { querySelectorAll(css: string): ArrayLike<InPageElement> };

/** Runs in the page (no named inner functions: Playwright sends its source). */
function isShown({ css, card, absent }: Shown): boolean {
  const doc = (globalThis as unknown as { document: InPageDocument }).document;
  if (absent && doc.querySelector(absent)) return false;
  const scopes = card
    ? Array.from(doc.querySelectorAll('.shell-content .ant-card')).filter((c) => c.querySelector('.ant-card-head-title')?.textContent === card)
    : [doc];
  return scopes.some((scope) => scope.querySelector(css) !== null);
}

// A list shows its first row or its empty state, no longer loading: a table on a desktop, a
// card per row on a phone.
const LIST = '.ant-spin[aria-busy=false] :is(.ant-table tr.ant-table-row, .table-cards .table-card, .ant-empty)';

const SHOWN = {
  // The app's form, not the start screen's picture of it.
  login: { css: 'main.login form input[type=password]' },
  // The cards with their figures, none of them still a skeleton.
  dashboard: { css: '.shell-content .violation-figures', absent: '.shell-content .ant-skeleton' },
  attendance: { css: LIST, card: 'Siswa' },
  grades: { css: LIST, card: 'Nilai Mata Pelajaran' },
} satisfies Record<string, Shown>;

type Tab = { page: Page; network: Network };

/**
 * Times `act` (a click or a navigation) until the page is loaded: its own content is shown
 * (`shown`, checked on every frame) and then 500 ms pass with no request in flight. The loaded
 * time is when the last request before that quiet ended, or when the content showed if that was
 * later. Times are this process's clock: the start just before the click or navigation is sent,
 * the rest as Playwright reports them, a few milliseconds after the browser.
 */
async function timed({ page, network }: Tab, shown: Shown, act: () => Promise<unknown>): Promise<Sample> {
  network.reset();
  const start = now();
  await act();
  await page.waitForFunction(isShown, shown, { polling: 'raf', timeout: STEP_TIMEOUT_MS });
  const shownAt = now();
  const lastFinish = await network.quiet(shownAt);
  return { ms: Math.max(shownAt, lastFinish) - start, ...(await network.counted()) };
}

/** A full page load of `path`. */
const visit = (tab: Tab, path: string, shown: Shown) => timed(tab, shown, () => tab.page.goto(path, { waitUntil: 'commit' }));

/** A click on `target`; it is waited for beforehand, so the time runs from the click itself. */
async function clickOn(tab: Tab, target: Locator, shown: Shown): Promise<Sample> {
  await target.click({ trial: true });
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to click: ${target}`);
  return timed(tab, shown, () => tab.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2));
}

/** A page's entry in the side menu, under its group ('Presensi' › 'Siswa'), and its content. */
type MenuEntry = { path: string; group?: string; shown: Shown };
const MENU = {
  dashboard: { path: PAGE.dashboard, shown: SHOWN.dashboard },
  attendance: { path: PAGE.presensiSiswa, group: 'Presensi', shown: SHOWN.attendance },
  grades: { path: PAGE.nilaiMapel, group: 'Penilaian', shown: SHOWN.grades },
} satisfies Record<string, MenuEntry>;

/** Opens a page from the side menu; a closed group is opened first, untimed. */
async function fromMenu(tab: Tab, entry: MenuEntry): Promise<Sample> {
  const menu = tab.page.getByRole('navigation', { name: 'Menu utama' });
  const link = menu.locator(`a[href="${entry.path}"]`);
  if (entry.group && !(await link.isVisible())) await menu.locator('.ant-menu-submenu-title', { hasText: new RegExp(`^${entry.group}$`) }).click();
  return clickOn(tab, link, entry.shown);
}

/** On the sign-in page: fills the form as the e2e journeys do and times the click to the dashboard. */
async function signIn(tab: Tab, account: Account): Promise<Sample> {
  await tab.page.getByLabel('E-Mail').fill(account.email);
  await tab.page.getByLabel('Password').fill(DEMO_PASSWORD);
  return clickOn(tab, tab.page.getByRole('button', { name: 'Masuk' }), SHOWN.dashboard);
}

/**
 * Leaves the signed-in app: the token is dropped from the browser's storage, as signing out does,
 * while its caches and service worker stay. (Signing out through the account menu's dialog missed
 * now and then on a loaded machine, and is no part of what is timed.)
 */
async function forgetSession({ page }: Tab) {
  type Storages = Record<'localStorage' | 'sessionStorage', { removeItem(key: string): void }>;
  // Where the app keeps it: 'Ingat saya' ticked or not (apps/web/src/lib/token-storage.ts).
  await page.evaluate((key) => {
    const storages = globalThis as unknown as Storages;
    storages.localStorage.removeItem(key);
    storages.sessionStorage.removeItem(key);
  }, TOKEN_KEY);
}

type Journey = {
  name: string;
  /** RosarioSIS on the same kind of machine, for the student; absent where it was not timed. */
  peerMs?: number;
  /** Starts with the account's token in the browser's storage. */
  signedIn?: boolean;
  /** Runs the journey on a fresh tab; answers its timed step. */
  run(tab: Tab, account: Account): Promise<Sample>;
};

/** From the loaded dashboard, through the menu's entries `before` (untimed), to `timed`. */
const throughMenu = (before: MenuEntry[], timed: MenuEntry) => async (tab: Tab) => {
  await visit(tab, PAGE.dashboard, SHOWN.dashboard);
  for (const entry of before) await fromMenu(tab, entry);
  return fromMenu(tab, timed);
};

const SIGN_IN_COLD: Journey = {
  name: 'sign-in → dashboard, cold',
  peerMs: 346,
  run: async (tab, account) => {
    await visit(tab, '/login', SHOWN.login);
    return signIn(tab, account);
  },
};

// A second visit: the first one signed in and left, then the sign-in page is opened again.
const SIGN_IN_WARM: Journey = {
  name: 'sign-in → dashboard, warm cache',
  peerMs: 213,
  run: async (tab, account) => {
    await SIGN_IN_COLD.run(tab, account);
    await forgetSession(tab);
    await visit(tab, '/login', SHOWN.login);
    return signIn(tab, account);
  },
};

// The installed app opened again, still signed in: the first visit (not timed) left the service
// worker holding the app's shell, and the second opens the dashboard through it.
const SECOND_VISIT: Journey = {
  name: 'dashboard, second visit',
  signedIn: true,
  run: async (tab) => {
    await visit(tab, '/', SHOWN.dashboard);
    type Navigator = { serviceWorker: { ready: Promise<unknown> } };
    await tab.page.evaluate(async () => void (await (globalThis as unknown as { navigator: Navigator }).navigator.serviceWorker.ready));
    return visit(tab, '/', SHOWN.dashboard);
  },
};

const FULL_LOADS: Journey[] = [
  { name: 'attendance, full page load', peerMs: 210, signedIn: true, run: (tab) => visit(tab, PAGE.presensiSiswa, SHOWN.attendance) },
  { name: 'grades, full page load', peerMs: 145, signedIn: true, run: (tab) => visit(tab, PAGE.nilaiMapel, SHOWN.grades) },
];

const JOURNEYS: Journey[] = [
  { name: 'sign-in page, cold', peerMs: 231, run: (tab) => visit(tab, '/login', SHOWN.login) },
  SIGN_IN_COLD,
  SIGN_IN_WARM,
  ...FULL_LOADS,
  { name: 'attendance, from the menu', peerMs: 162, signedIn: true, run: throughMenu([], MENU.attendance) },
  // The grades' data is in the app's cache from the first visit; the second is timed.
  { name: 'grades, from the menu, data cached', peerMs: 110, signedIn: true, run: throughMenu([MENU.grades, MENU.dashboard], MENU.grades) },
];

type Profile = {
  title: string;
  options: BrowserContextOptions;
  journeys: Journey[];
  /** Whether the peer's figures apply (they were taken on a desktop). */
  peer: boolean;
  /** Slows the tab down before the journey starts. */
  throttle?: (context: BrowserContext, page: Page) => Promise<void>;
};

// Chrome DevTools' 'Fast 3G', as Lighthouse adjusts it: 150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up (bytes per second).
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

async function throttlePhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

// Playwright's Pixel 5 less the browser it names, which is no context option.
const { defaultBrowserType: _browserType, ...pixel5 } = devices['Pixel 5']!;

const DESKTOP: Profile = { title: 'Desktop, 1280 × 800, no throttling', options: { viewport: { width: 1280, height: 800 } }, journeys: JOURNEYS, peer: true };
const PHONE_PROFILE: Profile = {
  title: 'Phone: Pixel 5, Fast 3G, 4× CPU slowdown',
  options: pixel5,
  // A phone opens the installed app (again) as often as it signs in: the full loads too.
  journeys: [SIGN_IN_COLD, SIGN_IN_WARM, SECOND_VISIT, ...FULL_LOADS],
  peer: false,
  throttle: throttlePhone,
};

/** One run of a journey in a browser context of its own. */
async function runOnce(browser: Browser, base: string, profile: Profile, journey: Journey, account: Account): Promise<Sample> {
  const storageState = journey.signedIn ? { cookies: [], origins: [{ origin: base, localStorage: [{ name: TOKEN_KEY, value: account.token }] }] } : undefined;
  const context = await browser.newContext({ ...profile.options, baseURL: base, locale: 'id-ID', timezoneId: 'Asia/Jakarta', storageState });
  try {
    const page = await context.newPage();
    await profile.throttle?.(context, page);
    return await journey.run({ page, network: new Network(page) }, account);
  } finally {
    await context.close();
  }
}

type Row = { journey: Journey; account: Account; samples: Sample[] };

/** One warm-up run, then RUNS measured ones. */
async function measure(browser: Browser, base: string, profile: Profile, journey: Journey, account: Account): Promise<Row> {
  await runOnce(browser, base, profile, journey, account);
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await runOnce(browser, base, profile, journey, account));
  console.log(`${journey.name}, ${account.role}: ${samples.map((s) => s.ms.toFixed(0)).join(', ')} ms`);
  return { journey, account, samples };
}

function printTable(profile: Profile, rows: Row[]) {
  console.log(`\n${profile.title}: median of ${RUNS} runs after a warm-up (${os.cpus().length} cores)\n`);
  console.log('| journey | role | ours ms (median) | requests | kB | peer ms | ours / peer |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { journey, account, samples } of rows) {
    const ms = median(samples.map((s) => s.ms));
    const requests = median(samples.map((s) => s.requests));
    const kB = median(samples.map((s) => s.bytes)) / 1000;
    const peer = profile.peer && account.role === 'siswa' ? journey.peerMs : undefined;
    const ratio = peer ? (ms / peer).toFixed(2) : '—';
    console.log(`| ${journey.name} | ${account.role} | ${ms.toFixed(0)} | ${requests} | ${kB.toFixed(1)} | ${peer ?? '—'} | ${ratio} |`);
  }
}

const portal = await startPortal();
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const accounts: Account[] = [];
    for (const role of ['siswa', 'wali'] as const) {
      accounts.push({ role, email: DEMO_ACCOUNTS[role], token: await signInDemo(portal.base, DEMO_ACCOUNTS[role]) });
    }
    for (const profile of PHONE_ONLY ? [PHONE_PROFILE] : PHONE ? [DESKTOP, PHONE_PROFILE] : [DESKTOP]) {
      const rows: Row[] = [];
      for (const journey of profile.journeys.filter((j) => j.name.includes(ONLY))) {
        for (const account of accounts) rows.push(await measure(browser, portal.base, profile, journey, account));
      }
      printTable(profile, rows);
    }
  } finally {
    await browser.close();
  }
} finally {
  await portal.stop();
}
