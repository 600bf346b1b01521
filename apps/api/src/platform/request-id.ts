import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may be: nginx's `$request_id` (32 hex digits) and the usual UUIDs fit; nothing that could break a log line. */
const VALID_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the id every log line of the request carries. A trusted proxy's
 * X-Request-Id is kept, so one id follows the request from nginx's log to ours; any other
 * request (or an id that is too long or holds other characters) gets a new random one.
 */
export function requestIdFrom(trustedPeer: (address: string) => boolean) {
  return (req: IncomingMessage): string => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const address = req.socket?.remoteAddress;
    if (typeof incoming === 'string' && VALID_ID.test(incoming) && address && trustedPeer(address)) return incoming;
    return randomUUID();
  };
}

/** Every answer names its request's id, which a user can quote and the log is searched for. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
