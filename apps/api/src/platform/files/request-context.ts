import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AuthContext } from '../auth.js';

/**
 * The request being served, for the file pipeline: a file is stored for the signed-in caller
 * (their quota) and a link is signed for their session, wherever in a module the store or the
 * signing happens, without every service passing the caller down.
 */
const requests = new AsyncLocalStorage<FastifyRequest>();

/** An onRequest hook: the rest of the request (later hooks, the handler) runs inside its context. */
export function enterRequest(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  requests.run(req, done);
}

/** The signed-in caller of the request being served, if any. */
export const currentAuth = (): AuthContext | undefined => requests.getStore()?.auth ?? undefined;
