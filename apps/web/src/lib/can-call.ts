import type { ActionFlag } from '@madrasah/contract/access';
import { allows, type Endpoint } from '@madrasah/contract/endpoint';
import { useAccessMap } from './access-map';

/**
 * Whether the signed-in user may call an endpoint, by the access rule it is declared with (the
 * one the API enforces): a button shows only when its call would be allowed. `action` picks one
 * of the actions an endpoint accepts (a permit's status: submit or decide).
 */
export function useCanCall(): (endpoint: Endpoint, action?: ActionFlag) => boolean {
  const access = useAccessMap();
  return (endpoint, action) => allows(access, endpoint, action);
}
