import { isAllowed, type PagePath } from '@madrasah/contract/access';
import type { Endpoint } from '@madrasah/contract/endpoint';
import { usePrivilege } from '../../lib/session';

/**
 * Whether the user may call a student-record endpoint from `page`: the endpoint's action on
 * that page's entry. The API accepts either student page (active student or alumni); the
 * record's buttons follow the page shown.
 */
export function useCanCallOn(page: PagePath): (endpoint: Endpoint) => boolean {
  const { access } = usePrivilege();
  return (endpoint) => typeof endpoint.access !== 'string' && isAllowed(access, page, endpoint.access.action);
}
