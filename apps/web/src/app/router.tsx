import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, Route, Routes, useNavigate } from 'react-router';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { PageLoader } from '../components/PageLoader';
import LoginPage from '../features/session/LoginPage';
import { useDocumentTitle } from '../lib/document-title';
import { useSession } from '../lib/session';
import { RedirectIfSignedIn, RequireAccess, RequireAuth } from './guards';
import AppShell from './layouts/AppShell';
import { FORBIDDEN_TITLE, NOT_FOUND_TITLE } from './route-titles';
import { PAGE_ROUTES, routeFor } from './routes';

const Forbidden = lazy(() => import('../components/Forbidden'));
const NotFound = lazy(() => import('../components/NotFound'));
const FirstPasswordChange = lazy(() => import('../features/session/FirstPasswordChange'));

/** Starts downloading the page at `pathname` before the access check allows it. */
export function preloadPage(pathname: string) {
  void routeFor(pathname)?.page.preload?.();
}

/** Names the browser tab after the page and, once signed in, the school. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title, useSession().privilege?.sekolah.nama);
  return children;
}

/** The sign-in page once the app has loaded (a visitor sent here, or signed out): it leads home. */
function AppSignIn() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const onSignedIn = (privilege: Privilege) => {
    signedIn(privilege);
    navigate('/', { replace: true });
  };
  return <LoginPage onSignedIn={onSignedIn} />;
}

/**
 * Signed in, every page sits in the shell (menu, header, tab bar); signed out, pages stand
 * alone, so an unknown path shows the bare not-found page.
 */
function ShellWhenSignedIn() {
  const { status, privilege } = useSession();
  // A password the school chose is changed before any page opens.
  if (status === 'signed-in') return privilege.profile.wajib_ganti_password ? <FirstPasswordChange /> : <AppShell />;
  if (status === 'loading') return <PageLoader />;
  return <Outlet />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <AppSignIn />
            </RedirectIfSignedIn>
          }
        />
        <Route element={<ShellWhenSignedIn />}>
          {PAGE_ROUTES.map(({ path, title, page: Page, access }) => (
            <Route
              key={path}
              path={path}
              element={
                <Titled title={title}>
                  <RequireAuth>
                    <RequireAccess rule={access}>
                      <Page />
                    </RequireAccess>
                  </RequireAuth>
                </Titled>
              }
            />
          ))}
          <Route
            path="/403"
            element={
              <Titled title={FORBIDDEN_TITLE}>
                <RequireAuth>
                  <Forbidden />
                </RequireAuth>
              </Titled>
            }
          />
          <Route
            path="*"
            element={
              <Titled title={NOT_FOUND_TITLE}>
                <NotFound />
              </Titled>
            }
          />
        </Route>
      </Routes>
    </Suspense>
  );
}
