import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAllowed, type AccessRule } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { PageLoader } from '../components/PageLoader';
import { usePrivilege, useSession } from '../lib/session';

const LoadError = lazy(() => import('../components/LoadError'));

/** Signed-in pages: wait for the access check; signed out, go to the sign-in page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  switch (session.status) {
    case 'signed-in':
      return children;
    case 'signed-out':
      return <Navigate to="/login" replace />;
    case 'error':
      return <LoadError title={MSG.accessFailed} onRetry={session.retry} />;
    case 'loading':
      return <PageLoader />;
  }
}

/** A page whose access entry is closed (or missing, or lacks the action) sends the user to /403. */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { access } = usePrivilege();
  return isAllowed(access, rule.path, rule.action) ? children : <Navigate to="/403" replace />;
}

/** The sign-in page is for signed-out users only. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'signed-in') return <Navigate to="/" replace />;
  // A stored token is being checked: it may well sign the user straight in.
  if (status === 'loading') return <PageLoader />;
  return children;
}
