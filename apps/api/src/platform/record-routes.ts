import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallData, Endpoint } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import { ok, route, type EndpointRequest } from './http.js';
import type { OwnerCheck } from './scope.js';

/**
 * The two routes of a one-record form (a student's or an alumnus's personal data, the tracing):
 * the GET answers the record, the PUT saves it under the owner check and answers "data updated".
 */
export function recordRoutes<R extends Endpoint, U extends Endpoint & { response: z.ZodNull }>(
  app: FastifyInstance,
  endpoints: { read: R; update: U },
  handlers: { load: (req: EndpointRequest<R>) => Promise<CallData<R>>; save: (req: EndpointRequest<U>) => Promise<unknown> },
  owner: OwnerCheck,
) {
  route(app, endpoints.read, async (req) => ok(await handlers.load(req)));
  route(
    app,
    endpoints.update,
    async (req) => {
      await handlers.save(req);
      // route() types the answer by a condition TypeScript leaves open for a generic U; U's `z.ZodNull` answers null.
      return ok(null, MSG.dataUpdated) as never;
    },
    { owner },
  );
}
