import type { Privilege } from '@madrasah/contract/schemas/session';
import { refusal } from '../lib/access-refusal';
import { earlyPrivilege } from '../lib/privilege-request';
import { createQueryClient, Providers } from './providers';
import { AppRoutes } from './router';
import { prefetchStart } from './routes';

export { preloadPage } from './router';

// The portal's one query cache, made with the module: the visit's first calls can go into it
// before React has rendered anything.
const queryClient = createQueryClient();

/**
 * A signed-in visit (the entry's early access check) asks for the shell's menu and the page's
 * data as soon as the check answers and this code has arrived, not after the first render has
 * committed: on a slow phone that render takes seconds. The session asks the same again when it
 * mounts, which the cache answers. A refused check asks for nothing; the session reports it.
 */
export function startVisit(): void {
  earlyPrivilege()?.then(
    (privilege) => {
      if (!refusal(privilege)) prefetchStart(queryClient, privilege, window.location);
    },
    () => undefined,
  );
}

/** The app behind the sign-in: providers around the routes. The entry loads it on demand. */
export default function Root({ privilege }: { privilege?: Privilege }) {
  return (
    <Providers privilege={privilege} client={queryClient}>
      <AppRoutes />
    </Providers>
  );
}
