/**
 * Which front door this page load came through: the staff side lives under /staf, the portal
 * everywhere else. Each keeps its own session token and sign-in page, so a teacher who is also
 * a guardian can be signed in to both in one browser; a page load is one door for its lifetime
 * (the two sides link to each other with full page loads).
 */
export type Door = 'portal' | 'staf';

export const STAF_ROOT = '/staf';
export const isStafPath = (pathname: string) => pathname === STAF_ROOT || pathname.startsWith(`${STAF_ROOT}/`);

export const DOOR: Door = typeof window !== 'undefined' && isStafPath(window.location.pathname) ? 'staf' : 'portal';

/** Where a visitor of this door signs in. */
export const SIGN_IN_PATH = DOOR === 'staf' ? `${STAF_ROOT}/login` : '/login';
