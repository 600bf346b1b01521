import { setImmediate as nextTurn } from 'node:timers/promises';

/** The longest stretch of import work between two turns of the event loop. */
const TURN_BUDGET_MS = 10;

/**
 * A pause to await between units of work (rows): it gives the event loop a turn once the work
 * since the last turn reaches the budget, so other requests keep being answered during an import.
 */
export function pacer(budgetMs = TURN_BUDGET_MS) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}
