/**
 * Statements built once and kept, per database and shape, for the table endpoints whose SQL
 * costs more to build than to run (decision 0071). The shapes a caller may ask for are many
 * (filters present or not, up to five sort fields, up to five search words), so each cache keeps
 * its most recently used `max` and builds again what it dropped.
 */
export function statementCache<T>(max = 64) {
  const byDatabase = new WeakMap<object, Map<string, T>>();
  return (db: object, shape: string, build: () => T): T => {
    let kept = byDatabase.get(db);
    if (!kept) byDatabase.set(db, (kept = new Map()));
    let statement = kept.get(shape);
    if (statement === undefined) {
      statement = build();
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
    } else {
      kept.delete(shape);
    }
    // A Map iterates in insertion order: set again, the statement becomes the newest.
    kept.set(shape, statement);
    return statement;
  };
}

/**
 * The name kept statements are prepared with: none. The driver then sends each unnamed, as it
 * does a query built per request, so the server keeps no statement per connection and shape:
 * what is kept is the SQL text, built once, not PostgreSQL's plan.
 */
export const UNNAMED = '';
