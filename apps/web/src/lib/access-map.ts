import { createContext, use } from 'react';
import type { AccessMap } from '@madrasah/contract/access';

/**
 * The signed-in caller's access map, from whichever side's session holds it (the portal's
 * privilege or the staff side's): shared components read it without knowing the side.
 */
export const AccessMapContext = createContext<AccessMap | undefined>(undefined);

export const useAccessMap = () => use(AccessMapContext);
