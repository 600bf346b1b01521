import type { PagePath } from '@madrasah/contract/access';
import type { Endpoint } from '@madrasah/contract/endpoint';
import { useCanCall } from '../../lib/can-call';

/**
 * Whether the user may call a student-record endpoint from `page`, by the endpoint's action
 * rule on that page's entry: the API accepts either student page (active student or alumni),
 * the record's buttons follow the page shown.
 */
export function useCanCallOn(page: PagePath): (endpoint: Endpoint) => boolean {
  const canCall = useCanCall();
  return (endpoint) => typeof endpoint.access !== 'string' && canCall({ ...endpoint, access: { ...endpoint.access, path: page } });
}
