import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { PAGE } from '@madrasah/contract/access';
import { SESSION } from '@madrasah/contract/endpoints/session';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { AccessMapContext } from '../lib/access-map';
import { notify } from '../lib/notify';
import { refusal } from '../lib/access-refusal';
import { fetchStartPrivilege } from '../lib/privilege-request';
import { lepasPushSaatKeluarJikaAda, serahkanPushSaatMasuk } from '../lib/push-sesi';
import { SessionContext, type Session } from '../lib/session';
import { useTokenSession } from '../lib/token-session';
import { prefetchStart } from './routes';

const PRIVILEGE_KEY = ['privilege'] as const;

type Props = {
  /** The privilege of a sign-in made before the app loaded; its token is already stored. */
  privilege?: Privilege;
  children: ReactNode;
};

/** The portal's session: the token, the access check (privilege query) and signing out. */
export function SessionProvider({ privilege: signedInWith, children }: Props) {
  const queryClient = useQueryClient();
  // Its landing page's data is asked for once the app has committed: a render may be retried.
  useEffect(() => {
    if (signedInWith) prefetchStart(queryClient, signedInWith, window.location);
  }, [queryClient, signedInWith]);

  const check = useCallback(
    async (forget: () => void) => {
      const data = await fetchStartPrivilege();
      const problem = refusal(data);
      if (problem) {
        notify.error(problem);
        forget();
        throw new Error(problem);
      }
      prefetchStart(queryClient, data, window.location);
      return data;
    },
    [queryClient],
  );
  // The sign-in page leads to the dashboard.
  const onSignedIn = useCallback(
    (data: Privilege) => {
      prefetchStart(queryClient, data, { pathname: PAGE.dashboard, search: '' });
      void serahkanPushSaatMasuk(data.profile.id).catch(() => undefined);
    },
    [queryClient],
  );
  const {
    state,
    signedIn,
    signOut: endSession,
    retry,
  } = useTokenSession({ queryKey: PRIVILEGE_KEY, check, logout: SESSION.logout, initial: signedInWith, onSignedIn });
  // This browser's push messages end with the session, while its token can still tell the server.
  const signOut = useCallback(async () => {
    await lepasPushSaatKeluarJikaAda().catch(() => undefined);
    await endSession();
  }, [endSession]);

  const value = useMemo<Session>(() => ({ ...state, signedIn, signOut, retry }), [state, signedIn, signOut, retry]);
  // The access check's answer mounts the shell and the page at once. The query store updates
  // React synchronously, in one long task; passed on as a deferred value, that first render
  // runs in short slices instead. Every other change of the session applies at once.
  const deferred = useDeferredValue(value);
  const shown = deferred.status === 'loading' && value.status === 'signed-in' ? deferred : value;
  return (
    <SessionContext value={shown}>
      <AccessMapContext value={shown.privilege?.access}>{children}</AccessMapContext>
    </SessionContext>
  );
}
