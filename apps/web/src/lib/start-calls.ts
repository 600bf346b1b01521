/**
 * A signed-in visit's first reads, sent before the app's code has arrived.
 *
 * The app notes the reads a start begins with (the access check, the menu, the page's first
 * data, the shell's own) and keeps them for the page it started on. The next start on that
 * page, the start script (vite-start-screen.ts) sends them again with the session's token while
 * the code still downloads, and the API client takes their answers instead of asking again
 * (`takeEarlyCall`). A start lasts until the user first acts (a tap, a key) or another page is
 * shown. No module import here: the build reads these names for the start script.
 */

/** Where the noted reads are kept, beside the token and cleared with it: { [pathname]: urls }. */
export const START_CALLS_KEY = 'madrasah.start-calls';
/** The start script's calls in flight, on `window`, by url. */
export const EARLY_CALLS = '__madrasahEarlyCalls';
/** Reads noted per start: a start never sends more. */
export const START_CALLS_MAX = 8;
/** Pages whose reads are kept; the oldest is forgotten first. */
const PAGES_MAX = 10;

/** One call of the start script: the token and child it was sent with, and its answer. */
export type EarlyCall = { authorization: string; ward: string | null; response: Promise<Response> };
type Learned = Record<string, string[]>;

type Start = { pathname: string; storage: () => Storage | null; urls: string[] };
/** The start under way: its page, where the session keeps its token, and its reads so far. */
let current: Start | undefined;

const earlyCalls = globalThis as unknown as Record<typeof EARLY_CALLS, Record<string, EarlyCall> | undefined>;

/**
 * The start is over: nothing more is noted, and the start script's answers the app has not taken
 * are dropped (the user may since have changed what they read).
 */
function end(): void {
  current = undefined;
  delete earlyCalls[EARLY_CALLS];
}

/** The start under way, if any, ended once another page is shown. */
function underWay(): Start | undefined {
  if (current && window.location.pathname !== current.pathname) end();
  return current;
}

/**
 * The start script's answer for `url` while the start is under way, when it asked with the same
 * token and child; taken once, so a later call of the same read asks the server again.
 */
export function takeEarlyCall(url: string, authorization: string | undefined, ward: string | undefined): Promise<Response> | undefined {
  const calls = underWay() && earlyCalls[EARLY_CALLS];
  const call = calls ? calls[url] : undefined;
  if (!calls || !call) return undefined;
  delete calls[url];
  return call.authorization === authorization && call.ward === (ward ?? null) ? call.response : undefined;
}

function keep(storage: Storage | null, pathname: string, urls: string[]): void {
  if (!storage) return;
  try {
    const learned = JSON.parse(storage.getItem(START_CALLS_KEY) ?? '{}') as Learned;
    delete learned[pathname];
    const others = Object.entries(learned).slice(-(PAGES_MAX - 1));
    storage.setItem(START_CALLS_KEY, JSON.stringify(Object.fromEntries([...others, [pathname, urls]])));
  } catch {
    // Unreadable or full storage: the next start asks as the app does, a little later.
  }
}

export const startCalls = {
  /** A signed-in start begins (main.tsx): the reads sent from now on are the start's. */
  begin(storage: () => Storage | null): void {
    current = { pathname: window.location.pathname, storage, urls: [] };
    window.addEventListener('pointerdown', end, { once: true, capture: true });
    window.addEventListener('keydown', end, { once: true, capture: true });
  },
  /** A read the API client sends (its url under /api): kept for the next start on this page. */
  note(url: string): void {
    const start = underWay();
    if (!start || start.urls.includes(url) || start.urls.length >= START_CALLS_MAX) return;
    start.urls.push(url);
    keep(start.storage(), start.pathname, start.urls);
  },
};
