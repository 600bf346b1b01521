import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { lazy, startTransition, useState, type ReactNode } from 'react';
import type { Privilege } from '@madrasah/contract/schemas/session';
import LoginPage from '../features/session/LoginPage';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { tokenStorage } from '../lib/token-storage';
import { theme } from './theme';
import './global.css';

// A production build ships antd's styles as CSS files (vite-antd-style.ts) instead of building
// them in the browser.
const appTheme: ThemeConfig = { ...theme, zeroRuntime: import.meta.env.PROD };
const stillTheme: ThemeConfig = { ...appTheme, token: { ...appTheme.token, motion: false } };

// Router, query cache, notifications, shell and pages: everything behind the sign-in.
const loadApp = () => import('./index');
const SignedInApp = lazy(loadApp);

/**
 * Starts downloading the app (with its shell and the dashboard) and then the page at `path`,
 * when that is another page, and the visit's first calls (`startVisit`).
 */
export function preloadApp(path: string): void {
  void loadApp().then((app) => {
    app.preloadPage(path);
    app.startVisit();
  });
}

/** The app's start: 'sign-in' while a signed-out visitor is on /login, then the app for good. */
type Stage = { name: 'sign-in' } | { name: 'app'; privilege?: Privilege };

/**
 * A signed-out visitor on /login, or on the portal's address itself (which the app would send
 * to /login), starts at the sign-in page. The start script of vite-start-screen.ts makes the
 * same choice for the static first screen.
 */
function firstStage(): Stage {
  const { pathname } = window.location;
  if (tokenStorage.get() !== null || (pathname !== '/login' && pathname !== '/')) return { name: 'app' };
  if (pathname === '/') window.history.replaceState(null, '', '/login');
  return { name: 'sign-in' };
}

/**
 * A signed-out visitor starting at the sign-in page gets it alone, without the router, the
 * query cache or the shell; a sign-in there loads the app and hands it the account's privilege.
 * Any other start loads the app at once, which has its own /login route from then on.
 */
export function Entry() {
  const [stage, setStage] = useState(firstStage);
  const onSignedIn = (privilege: Privilege) => {
    window.history.replaceState(null, '', '/');
    // The sign-in page stays, its button busy, until the app can show the dashboard.
    startTransition(() => setStage({ name: 'app', privilege }));
  };
  return (
    <Themed>
      {/* No Suspense fallback around the app: its first render runs in a transition (main.tsx),
          so the first screen of index.html stays until the app is ready. A fallback would
          replace it with an identical loader, and React then holds the app back a while to
          keep the loader from flickering. */}
      {stage.name === 'sign-in' ? <LoginPage onSubmit={() => void loadApp()} onSignedIn={onSignedIn} /> : <SignedInApp privilege={stage.privilege} />}
    </Themed>
  );
}

/** The theme around either side's app; antd's styles sit in the cascade layer 'antd', under the app's own CSS. */
export function Themed({ children }: { children: ReactNode }) {
  // With 'reduce motion' set on the device, antd's drawers, menus and dialogs appear without sliding.
  const still = usePrefersReducedMotion();
  return (
    <StyleProvider layer>
      <ConfigProvider theme={still ? stillTheme : appTheme}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

// The staff side (under /staf): its own session, shell and pages, never part of the portal's start.
const StafApp = lazy(() => import('../staf'));

/** The staff side's start: its app, which shows its own sign-in page when signed out. */
export function StafEntry() {
  return (
    <Themed>
      <StafApp />
    </Themed>
  );
}
