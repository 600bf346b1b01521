import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CallData, Endpoint } from '@madrasah/contract/endpoint';
import { errorEnvelopeSchema, okEnvelope, type Envelope } from '@madrasah/contract/envelope';
import { LIMITS } from '@madrasah/contract/limits';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { SchoolContextCache } from './school-context.js';
import type { FileSigner } from './files/signed-url.js';
import type { FileStorage } from './files/storage.js';
import type { OwnerCheck } from './scope.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    files: { storage: FileStorage; signer: FileSigner; sessionLive: (sessionId: number) => Promise<boolean> };
    /** The server's clock; tests replace it to stand at a chosen moment. */
    now: () => Date;
    /** The school's settings and active period, briefly cached; a change to them calls its `invalidate()`. */
    schoolContext: SchoolContextCache;
  }
}

/**
 * Request body limits: plain JSON, JSON carrying an upload, whose base64 text (4/3 of
 * LIMITS.uploadMaxBytes, 2 MB) and fields fit in 3 MiB, and a multipart spreadsheet import.
 */
export const BODY_LIMIT = { json: 1024 * 1024, upload: 3 * 1024 * 1024, multipart: LIMITS.importMaxBytes + 64 * 1024 } as const;

/** The success envelope. */
export const ok = <T>(data: T, message = 'Berhasil'): Envelope<T> => ({ status: true, message, data });

/** Response schemas of a route: its success shape plus the error envelope for every refusal (a 422's with its explanation). */
function responses<T extends z.ZodType>(data: T, rejected?: z.ZodType) {
  return { 200: okEnvelope(data), ...refusals(), ...(rejected && { 422: z.object({ status: z.literal(false), message: z.string(), data: rejected }) }) };
}

/** The error envelope, for every refusal a route may answer. */
function refusals() {
  return {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    413: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
    500: errorEnvelopeSchema,
    503: errorEnvelopeSchema,
  };
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of `E` receives: its parameters, query and body as the schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: Parsed<E['params']>; Querystring: Parsed<E['query']>; Body: Parsed<E['body']> }>;

/**
 * Registers the route of a catalogued endpoint (`@madrasah/contract/endpoints`): its method,
 * path, validation, OpenAPI entry, access rule and body limit all come from the one
 * declaration. `owner` adds the ownership check of the row its path names.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (req: EndpointRequest<E>, reply: FastifyReply) => Promise<E['file'] extends true ? unknown : Envelope<CallData<E>>>,
  options: { owner?: OwnerCheck } = {},
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, owner: options.owner, scope: endpoint.scope },
    bodyLimit: endpoint.multipart ? BODY_LIMIT.multipart : endpoint.upload ? BODY_LIMIT.upload : BODY_LIMIT.json,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
      response: endpoint.file ? refusals() : responses(endpoint.response, endpoint.rejected),
    },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
