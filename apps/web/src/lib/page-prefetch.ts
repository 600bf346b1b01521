import type { QueryClient } from '@tanstack/react-query';
import type { Privilege } from '@madrasah/contract/schemas/session';

/** Where a visit is: the page's path and the address's query ('?tahun_ajaran_id=…'). */
export type PageVisit = { pathname: string; search: string };

/**
 * What a page's module may export as `prefetch` beside the page: it asks for the data the
 * page's first render will ask for, so that a visit starting on the page has it while the
 * page's code still evaluates and first renders (app/routes.ts calls it).
 */
export type PagePrefetch = (queryClient: QueryClient, privilege: Privilege, visit: PageVisit) => void;
