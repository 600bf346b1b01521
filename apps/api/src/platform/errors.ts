import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@madrasah/contract/envelope';
import { MSG } from '@madrasah/contract/messages';

/** An expected refusal: its message goes to the user as it is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, data?: FieldError[]) => new AppError(400, message, data);
export const unauthorized = (message: string = MSG.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFoundData) => new AppError(404, message);
/** The request clashes with what is stored (a name taken, a row still in use); `field` puts the message under a form field. */
export const conflict = (message: string, field?: string) => new AppError(409, message, field ? [{ field, message }] : undefined);

/** One field error as a 400, for rules that need the database (e.g. the old password). */
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

type DriverError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The error and the errors it wraps (Drizzle wraps the driver's as `cause`), innermost last. */
function* chain(err: unknown): Generator<DriverError> {
  for (let e = err as DriverError | undefined, depth = 0; e && depth < 5; depth++, e = e.cause as DriverError | undefined) yield e;
}

// Connection-level failures of PostgreSQL or node-postgres: the database is down, not the request.
// 53300: the server has no connection left for us (max_connections or the role's limit).
const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '53300', '57P01', '57P02', '57P03', '08000', '08003', '08006']);
const DB_DOWN_MESSAGE = /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/;
const isDatabaseDown = (err: unknown) =>
  [...chain(err)].some((e) => (typeof e.code === 'string' && DB_DOWN_CODES.has(e.code)) || (e instanceof Error && DB_DOWN_MESSAGE.test(e.message)));

// PostgreSQL refuses text holding a NUL character (22021, and 22P05 in JSON): only a client's
// input carries one, so it is a bad request, whichever field it came in.
const BAD_TEXT_CODES = new Set(['22021', '22P05']);
const isBadText = (err: unknown) => [...chain(err)].some((e) => typeof e.code === 'string' && BAD_TEXT_CODES.has(e.code));

/**
 * True when PostgreSQL refused a write because another row already holds its value under the
 * unique key `constraint`: a check made before the write cannot see a concurrent request's row.
 */
export const isUniqueViolation = (err: unknown, constraint: string) => [...chain(err)].some((e) => e.code === '23505' && e.constraint === constraint);

/** True when PostgreSQL refused to delete (or repoint) a row that another table's foreign key still names. */
export const isForeignKeyViolation = (err: unknown) => [...chain(err)].some((e) => e.code === '23503');

/**
 * A delete's `.catch`: a row another table still names is refused with `message` (409), so a
 * table added later that refers to it refuses the delete too. Other failures pass on.
 */
export const refusedWhileInUse =
  (message: string) =>
  (err: unknown): never => {
    throw isForeignKeyViolation(err) ? conflict(message) : err;
  };

/** True when PostgreSQL refused a write that conflicts with another row under the exclusion constraint `constraint`. */
export const isExclusionViolation = (err: unknown, constraint: string) => [...chain(err)].some((e) => e.code === '23P01' && e.constraint === constraint);

/**
 * Errors the router raises before any hook or handler (a URL whose escapes do not decode), which
 * Fastify answers itself unless given this.
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const code = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply.code(code).send({ status: false, message: MSG.invalidRequest });
}

/** The one error handler: every failure leaves as the envelope, 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.code(err.statusCode).send({ status: false, message: err.message, data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const data = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? MSG.invalidRequest,
      }));
      return reply.code(400).send({ status: false, message: MSG.invalidRequest, data });
    }
    if (isBadText(err)) return reply.code(400).send({ status: false, message: MSG.invalidRequest });
    // A client that dropped its connection mid-request fails the body stream with ECONNRESET,
    // which is not the database's: nothing failed on this side and no one reads the answer.
    if (req.raw.socket?.destroyed) {
      req.log.info({ code: (err as DriverError).code }, 'client closed the connection');
      return reply.code(400).send({ status: false, message: MSG.invalidRequest });
    }
    if (isDatabaseDown(err)) {
      req.log.error({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ status: false, message: MSG.databaseUnavailable });
    }
    if (!isResponseSerializationError(err) && err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message = err.statusCode === 413 ? MSG.payloadTooLarge : MSG.invalidRequest;
      return reply.code(err.statusCode).send({ status: false, message });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ status: false, message: MSG.serverError });
  });
}
