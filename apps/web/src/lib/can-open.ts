import { createContext, use } from 'react';

/**
 * Whether the app has a page at a path and the user's access map opens it. The shell provides
 * it from the route table, so features can hide links to pages that do not exist yet or are
 * closed to the user, without knowing the route table.
 */
export const CanOpenContext = createContext<(path: string) => boolean>(() => false);

export const useCanOpen = () => use(CanOpenContext);
