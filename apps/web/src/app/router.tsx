import { Suspense, lazy } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { useSession } from '../lib/session';
import { RedirectIfSignedIn, RequireAccess, RequireAuth } from './guards';
import { PAGE_ROUTES } from './routes';

const AppShell = lazy(() => import('./layouts/AppShell'));
const LoginPage = lazy(() => import('../features/session/LoginPage'));
const Forbidden = lazy(() => import('../components/Forbidden'));
const NotFound = lazy(() => import('../components/NotFound'));

/**
 * Signed in, every page sits in the shell (menu, header, tab bar); signed out, pages stand
 * alone, so an unknown path shows the bare not-found page.
 */
function ShellWhenSignedIn() {
  const { status } = useSession();
  if (status === 'signed-in') return <AppShell />;
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
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route element={<ShellWhenSignedIn />}>
          {PAGE_ROUTES.map(({ path, page: Page, access }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAuth>
                  <RequireAccess rule={access}>
                    <Page />
                  </RequireAccess>
                </RequireAuth>
              }
            />
          ))}
          <Route
            path="/403"
            element={
              <RequireAuth>
                <Forbidden />
              </RequireAuth>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
