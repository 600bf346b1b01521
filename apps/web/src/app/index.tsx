import type { Privilege } from '@madrasah/contract/schemas/session';
import { Providers } from './providers';
import { AppRoutes } from './router';

export { preloadPage } from './router';

/** The app behind the sign-in: providers around the routes. The entry loads it on demand. */
export default function Root({ privilege }: { privilege?: Privilege }) {
  return (
    <Providers privilege={privilege}>
      <AppRoutes />
    </Providers>
  );
}
