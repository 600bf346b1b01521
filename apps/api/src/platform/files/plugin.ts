import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { recordedStorage } from './record.js';
import { enterRequest } from './request-context.js';
import { createSigner, liveSessionCheck, loadSigningSecret } from './signed-url.js';
import type { FileStorage } from './storage.js';

/** `app.files`: the storage (its removals also drop the file's record), the link signer, and the session check of links. */
export const filesPlugin = fp(async (app, opts: { db: Db; storage: FileStorage }) => {
  app.decorate('files', {
    storage: recordedStorage(opts.storage, opts.db),
    signer: createSigner(await loadSigningSecret(opts.db)),
    sessionLive: liveSessionCheck(opts.db),
  });
  app.addHook('onRequest', enterRequest);
});
