// zod's Indonesian default messages, set before any of the app's forms validates.
import '@madrasah/contract/zod-locale';
import { useEffect } from 'react';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { tokenStorage } from '../lib/token-storage';
import { Providers } from './providers';
import { AppRoutes, preloadSignedIn } from './router';

/** The app behind the sign-in: providers around the routes. The entry loads it on demand. */
export default function Root({ privilege }: { privilege?: Privilege }) {
  // Signed in, the shell's and the page's code download alongside the access check, not after it.
  useEffect(() => {
    if (tokenStorage.get() !== null) preloadSignedIn(window.location.pathname);
  }, []);
  return (
    <Providers privilege={privilege}>
      <AppRoutes />
    </Providers>
  );
}
