import { Providers } from './providers';
import { AppRoutes } from './router';
import './global.css';

/** The whole web app: providers around the routes. */
export function Root() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}
