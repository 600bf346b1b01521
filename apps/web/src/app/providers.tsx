import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
// The ES build of the locale; 'antd/locale/id_ID' is CommonJS and drags antd/lib into the bundle.
import idID from 'antd/es/locale/id_ID';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { setNotifier } from '../lib/notify';
import { SessionProvider } from './session';

dayjs.locale('id');

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The API client has already told the user about a failure; a retry would repeat the toast.
      // Calls run offline too (networkMode 'always'), not paused: the client then answers an
      // offline read with its kept copy, and refuses a write with the offline message.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Hands antd's notification API (inside ConfigProvider, so themed and localised) to lib/notify. */
function NotifyBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotifier(notification);
    return () => setNotifier(undefined);
  }, [notification]);
  return null;
}

// The app's own <Routes> sit under one catch-all route of a data router, which blocks a
// navigation away from unsaved changes (useBlocker needs a data router; decision 0058).
const RoutedChildren = createContext<ReactNode>(null);
const Routed = () => use(RoutedChildren);
const createRouter = () => createBrowserRouter([{ path: '*', element: <Routed /> }]);

/**
 * What every signed-in app needs, the portal's and the staff side's: locale, notifications, the
 * query cache (`client`, or one of its own) and the router. The theme comes from the entry,
 * around the sign-in page too.
 */
export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [router] = useState(createRouter);
  return (
    <ConfigProvider locale={idID}>
      {/* Toasts start below the 64 px header, so they never cover the account menu. */}
      <App notification={{ top: 72 }}>
        <NotifyBridge />
        <QueryClientProvider client={queryClient}>
          <RoutedChildren value={children}>
            <RouterProvider router={router} />
          </RoutedChildren>
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}

type Props = {
  /** The privilege of a sign-in the sign-in page made before the app loaded. */
  privilege?: Privilege;
  /** A query cache made before the first render, which may already hold the visit's first calls. */
  client?: QueryClient;
  children: ReactNode;
};

/** The portal's providers: the shared ones and the portal's session. */
export function Providers({ privilege, client, children }: Props) {
  return (
    <AppProviders client={client}>
      <SessionProvider privilege={privilege}>{children}</SessionProvider>
    </AppProviders>
  );
}
