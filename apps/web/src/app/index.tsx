import { SESSION } from '@madrasah/contract/endpoints/session';
import type { Privilege } from '@madrasah/contract/schemas/session';
import { api } from '../lib/api-client';
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
 * A signed-in visit asks for the shell's menu and the page's data as soon as this code has
 * arrived, not after the first render has committed: on a slow phone that render takes seconds.
 * A second visit of the session starts from the access check's kept answer (its offline copy),
 * so these calls go beside the check instead of after it; the check's answer asks again, which
 * the cache answers unless the privilege has changed (another period, another child). The
 * session asks the same when it mounts. A refused account asks for nothing; the session reports it.
 */
export function startVisit(): void {
  const start = (privilege: Privilege) => {
    if (!refusal(privilege)) prefetchStart(queryClient, privilege, window.location);
  };
  const kept = api.keptAnswer(SESSION.privilegeAccess);
  try {
    if (kept) start(kept);
  } catch {
    // A copy kept by an older version of the app: the check's answer starts the visit.
  }
  earlyPrivilege()?.then(start, () => undefined);
}

/** The app behind the sign-in: providers around the routes. The entry loads it on demand. */
export default function Root({ privilege }: { privilege?: Privilege }) {
  return (
    <Providers privilege={privilege} client={queryClient}>
      <AppRoutes />
    </Providers>
  );
}
