import { ConfigProvider } from 'antd';
import { Suspense, lazy, useState } from 'react';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { PageLoader } from '../components/PageLoader';
import LoginPage from '../features/session/LoginPage';
import { tokenStorage } from '../lib/token-storage';
import { theme } from './theme';
import './global.css';

// Router, query cache, notifications, shell and pages: everything behind the sign-in.
const loadApp = () => import('./index');
const SignedInApp = lazy(loadApp);

/** The app's start: 'sign-in' while a signed-out visitor is on /login, then the app for good. */
type Stage = { name: 'sign-in' } | { name: 'app'; privilege?: Privilege };

const firstStage = (): Stage =>
  window.location.pathname === '/login' && tokenStorage.get() === null ? { name: 'sign-in' } : { name: 'app' };

/**
 * A signed-out visitor on /login gets the sign-in page alone, without the router, the query
 * cache or the shell; a sign-in there loads the app and hands it the account's privilege.
 * Any other start loads the app at once, which has its own /login route from then on.
 */
export function Entry() {
  const [stage, setStage] = useState(firstStage);
  const onSignedIn = (privilege: Privilege) => {
    window.history.replaceState(null, '', '/');
    setStage({ name: 'app', privilege });
  };
  return (
    <ConfigProvider theme={theme}>
      {stage.name === 'sign-in' ? (
        <LoginPage onSubmit={() => void loadApp()} onSignedIn={onSignedIn} />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <SignedInApp privilege={stage.privilege} />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
