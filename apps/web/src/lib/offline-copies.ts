import type { Endpoint } from '@madrasah/contract/endpoint';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { Envelope } from '@madrasah/contract/envelope';
import { OFFLINE_COPIES_KEY as KEY } from './token-storage';

/**
 * The reads a signed-in start needs to show the shell, the timetable and the profile without a
 * network: the access check (profile, period, access map), the menu and the week's timetable.
 * Their last answers are kept; nothing else is, and no write ever is.
 */
const OFFLINE_READS: readonly Endpoint[] = [SESSION.privilegeAccess, SESSION.privilegeMenu, DASHBOARD.jadwalSiswa];

export const isOfflineRead = (endpoint: Endpoint) => OFFLINE_READS.includes(endpoint);

/** One kept answer: when it came and what it was. */
export type OfflineCopy = { at: string; envelope: Envelope<unknown> };
type Stored = { owner: string; copies: Record<string, OfflineCopy> };

/**
 * A short fingerprint of the session token: copies carry their account's, and a read with
 * another token finds nothing. FNV-1a, enough to tell two sessions of one device apart.
 */
export function ownerOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function load(storage: Storage): Stored | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return value && typeof value === 'object' && 'owner' in value && 'copies' in value ? (value as Stored) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The kept answers, in the storage that holds the session's token (localStorage with 'Ingat
 * saya', sessionStorage otherwise), so that they live no longer than the session: the token
 * storage clears them with the token (sign-out, a refused session, another sign-in).
 */
export const offlineCopies = {
  save(storage: Storage, token: string, url: string, envelope: Envelope<unknown>, now = new Date()): void {
    const owner = ownerOf(token);
    const current = load(storage);
    const copies = current?.owner === owner ? current.copies : {};
    copies[url] = { at: now.toISOString(), envelope };
    try {
      storage.setItem(KEY, JSON.stringify({ owner, copies } satisfies Stored));
    } catch {
      // A full storage keeps the older copies; the app works on without them.
    }
  },
  read(storage: Storage, token: string, url: string): OfflineCopy | undefined {
    const current = load(storage);
    return current?.owner === ownerOf(token) ? current.copies[url] : undefined;
  },
};

type Listener = () => void;
const listeners = new Set<Listener>();
let servedSince: string | null = null;

/**
 * Whether the page shows kept answers: the time of the oldest one served since the server last
 * answered, or null. The shell's banner reads it.
 */
export const offlineStatus = {
  get: (): string | null => servedSince,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  served(at: string): void {
    if (servedSince !== null && servedSince <= at) return;
    servedSince = at;
    listeners.forEach((l) => l());
  },
  answered(): void {
    if (servedSince === null) return;
    servedSince = null;
    listeners.forEach((l) => l());
  },
};
