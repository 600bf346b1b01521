import type { FastifyInstance } from 'fastify';

/**
 * A service function takes the ServiceContext first, then the caller's AuthContext when it acts
 * for someone, then its own arguments; only helpers that run inside a service's query or
 * transaction take the `db` or `tx` they run on. The app is one: routes pass `app`.
 */
export type ServiceContext = Pick<FastifyInstance, 'db' | 'config' | 'files' | 'now' | 'schoolContext' | 'metrics'>;
