import { Button, Result } from 'antd';
import { lazy, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { STAF_PAGE, isAllowed, type AccessRule } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { AppProviders } from '../app/providers';
import { PageLoader } from '../components/PageLoader';
import { FORBIDDEN_TITLE, NOT_FOUND_TITLE } from '../app/route-titles';
import { useDocumentTitle } from '../lib/document-title';
import { SIGN_IN_PATH } from '../lib/door';
import StafShell from './layouts/StafShell';
import { STAF_ROUTES } from './routes';
import { StafSessionProvider, useStafPrivilege, useStafSession } from './session';
import StafLoginPage from './session/StafLoginPage';
import './staf.css';

const LoadError = lazy(() => import('../components/LoadError'));
const ForcedPasswordPage = lazy(() => import('./session/ForcedPasswordPage'));

const FORBIDDEN = `${STAF_PAGE.beranda}/403`;

/** Signed in (and past a forced password change) the pages show in the shell; signed out, the sign-in page. */
function RequireStafAuth({ children }: { children: ReactNode }) {
  const session = useStafSession();
  switch (session.status) {
    case 'signed-out':
      return <Navigate to={SIGN_IN_PATH} replace />;
    case 'error':
      return <LoadError title={MSG.accessFailed} onRetry={session.retry} />;
    case 'loading':
      return <PageLoader />;
    case 'signed-in':
      return session.privilege.profile.wajib_ganti_password ? <ForcedPasswordPage /> : children;
  }
}

function RequireStafAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { access } = useStafPrivilege();
  return isAllowed(access, rule.path, rule.action) ? children : <Navigate to={FORBIDDEN} replace />;
}

/** Names the browser tab after the page and the school. */
function StafTitled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title, useStafSession().privilege?.sekolah.nama);
  return children;
}

function SignInPage() {
  const { status } = useStafSession();
  if (status === 'signed-in') return <Navigate to={STAF_PAGE.beranda} replace />;
  if (status === 'loading') return <PageLoader />;
  return <StafLoginPage />;
}

const home = (
  <Link to={STAF_PAGE.beranda}>
    <Button type="primary">Kembali ke Beranda</Button>
  </Link>
);

/** The staff side (spec/03-staff.md): its own session, sign-in, shell and pages under /staf. */
export default function StafApp() {
  return (
    <AppProviders>
      <StafSessionProvider>
        <Routes>
          <Route path={SIGN_IN_PATH} element={<SignInPage />} />
          <Route
            element={
              <RequireStafAuth>
                <StafShell />
              </RequireStafAuth>
            }
          >
            {STAF_ROUTES.map(({ path, title, page: Page, access }) => (
              <Route
                key={path}
                path={path}
                element={
                  <StafTitled title={title}>
                    <RequireStafAccess rule={access}>
                      <Page />
                    </RequireStafAccess>
                  </StafTitled>
                }
              />
            ))}
            <Route
              path={FORBIDDEN}
              element={
                <StafTitled title={FORBIDDEN_TITLE}>
                  <Result status="403" title="403" subTitle={MSG.forbidden} extra={home} />
                </StafTitled>
              }
            />
            <Route
              path={`${STAF_PAGE.beranda}/*`}
              element={
                <StafTitled title={NOT_FOUND_TITLE}>
                  <Result status="404" title="404" subTitle={MSG.routeNotFound} extra={home} />
                </StafTitled>
              }
            />
          </Route>
        </Routes>
      </StafSessionProvider>
    </AppProviders>
  );
}
