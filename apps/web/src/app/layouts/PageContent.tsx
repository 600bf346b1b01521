import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppStatus } from '../../components/AppStatus';
import { OfflineBoundary } from '../../components/OfflinePage';
import { PageLoader } from '../../components/PageLoader';

/** The current page, with a loader while its chunk downloads; the shell stays in place. */
export function PageContent() {
  const { pathname } = useLocation();
  return (
    <Layout.Content className="shell-content">
      <AppStatus />
      <OfflineBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </OfflineBoundary>
    </Layout.Content>
  );
}
