import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@madrasah/contract/messages';
import { METRICS_PATH } from '@madrasah/contract/metrics';
import type { Database } from '../../db/client.js';
import { OUTBOX_COUNT_CAP, outboxDepth } from './outbox-depth.js';
import { processMetrics } from './process.js';
import { Registry, type Counter } from './registry.js';

/** The metrics that services update. */
export type PortalMetrics = {
  /** Clock-ins and clock-outs: accepted, repeated (the day's record already had it) or refused with a reason. */
  clocks: Counter<'direction' | 'outcome' | 'reason'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

/** Upper bounds of the request-time buckets, in seconds: a page of a table answers in milliseconds, an import or export in seconds. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
const STATUS_CLASS = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(req: FastifyRequest, expected: Buffer): boolean {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(token), expected);
}

/**
 * Counts every request by its route pattern (never the URL, whose ids would make a series per
 * record), method and status class, with its time; serves the Prometheus page at /metrics to the
 * holder of METRICS_TOKEN only (docs/operations.md).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { database: Database; token: string | undefined }) => {
  const registry = new Registry();
  const requests = registry.histogram(
    'portal_http_request_duration_seconds',
    'Time from a request’s arrival to its answer, by method, route pattern and status class',
    ['method', 'route', 'status'],
    SECONDS_BUCKETS,
  );
  app.addHook('onResponse', (req, reply, done) => {
    requests.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: STATUS_CLASS[Math.floor(reply.statusCode / 100)] ?? 'other' },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.decorate('metrics', {
    clocks: registry.counter('portal_clock_attempts_total', 'Clock-ins (masuk) and clock-outs (pulang) by outcome, and refusals by reason', [
      'direction',
      'outcome',
      'reason',
    ]),
  });

  const { poolStats } = opts.database;
  if (poolStats) {
    registry.scraped('portal_db_pool_connections', 'Database connections of this process: open, idle and the most allowed', 'gauge', async () => {
      const s = poolStats();
      return [
        { labels: { state: 'total' }, value: s.total },
        { labels: { state: 'idle' }, value: s.idle },
        { labels: { state: 'max' }, value: s.max },
      ];
    });
    registry.scraped('portal_db_pool_waiting', 'Queries waiting for a database connection', 'gauge', async () => poolStats().waiting);
  }
  registry.scraped(
    'portal_notification_outbox_messages',
    `Push messages in the outbox, counted up to ${OUTBOX_COUNT_CAP}: due now, or waiting for a retry’s delay or another process’s lease`,
    'gauge',
    async () => {
      const { pending, due } = await outboxDepth(app.db);
      return [
        { labels: { state: 'due' }, value: due },
        { labels: { state: 'waiting' }, value: pending - due },
      ];
    },
  );
  const stopProcessMetrics = processMetrics(registry);
  app.addHook('onClose', async () => stopProcessMetrics());

  const expected = opts.token === undefined ? undefined : digest(opts.token);
  app.route({
    method: 'GET',
    url: METRICS_PATH,
    // Guarded by its own token, not by a session and the access map.
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (req, reply) => {
      if (!expected) return reply.code(404).send({ status: false, message: MSG.routeNotFound });
      if (!bearerMatches(req, expected)) return reply.code(401).header('www-authenticate', 'Bearer').send({ status: false, message: MSG.notSignedIn });
      const page = await registry.render((name, err) => req.log.warn({ err, metric: name }, 'metric not read'));
      return reply.type('text/plain; version=0.0.4; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  });
});
