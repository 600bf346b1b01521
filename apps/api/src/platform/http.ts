import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, okEnvelope, type Envelope } from '@madrasah/contract/envelope';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { SchoolContext } from './school-context.js';
import type { FileSigner } from './files/signed-url.js';
import type { FileStorage } from './files/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    files: { storage: FileStorage; signer: FileSigner; sessionLive: (sessionId: number) => Promise<boolean> };
    /** The server's clock; tests replace it to stand at a chosen moment. */
    now: () => Date;
    /** The school's settings and active period, briefly cached. */
    schoolContext: () => Promise<SchoolContext>;
  }
}

/**
 * Request body limits: plain JSON, and JSON carrying an upload, whose base64 text (4/3 of
 * LIMITS.uploadMaxBytes, 2 MB) and fields fit in 3 MiB.
 */
export const BODY_LIMIT = { json: 1024 * 1024, upload: 3 * 1024 * 1024 } as const;

/** The success envelope. */
export const ok = <T>(data: T, message = 'Berhasil'): Envelope<T> => ({ status: true, message, data });

/** Response schemas of a route: its success shape plus the error envelope for every refusal. */
export function responses<T extends z.ZodType>(data: T) {
  return {
    200: okEnvelope(data),
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

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
