import type { PGlite } from '@electric-sql/pglite';

/** See pglite-wire.mjs. */
export function serveWire(db: PGlite, options: { path: string; maxConnections: number }): Promise<{ close(): Promise<void> }>;
