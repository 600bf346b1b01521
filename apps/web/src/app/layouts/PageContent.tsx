import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';

/** The current page, with a loader while its chunk downloads; the shell stays in place. */
export function PageContent() {
  return (
    <Layout.Content className="shell-content">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
}
