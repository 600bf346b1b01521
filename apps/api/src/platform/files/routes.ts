import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILES } from '@madrasah/contract/endpoints/files';
import { MSG } from '@madrasah/contract/messages';
import { isExport, exportLive } from '../export/expiry.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { route } from '../http.js';
import { KEY_PATTERN } from './storage.js';
import { CONTENT_TYPE, type StoredKind } from './upload.js';

/**
 * Serves stored files to whoever holds a valid signed link. The type comes from the stored
 * kind, never from the request; nosniff comes with the security headers.
 */
export async function fileRoutes(app: FastifyInstance) {
  route(app, FILES.download, async (req, reply) => {
    const key = req.params['*'];
    const sessionId = KEY_PATTERN.test(key) ? app.files.signer.verify(key, req.query) : null;
    // A link dies with the session it was signed for (logout, expiry), not only with its own expiry.
    if (sessionId === null || !(await app.files.sessionLive(sessionId))) throw forbidden(MSG.fileLinkInvalid);
    if (isExport(key) && !(await exportLive(app, key))) throw new AppError(410, MSG.exportExpired);
    const file = await app.files.storage.open(key);
    if (!file) throw isExport(key) ? new AppError(410, MSG.exportExpired) : notFound();
    const kind = path.extname(key).slice(1) as StoredKind;
    // Exports are for saving, everything else (photos, letters) for viewing in the page.
    const disposition = kind === 'xlsx' ? 'attachment' : 'inline';
    const maxAge = Math.max(0, Number(req.query.exp) - Math.floor(Date.now() / 1000));
    // The portal's own pages embed stored PDFs (the school rules); other sites still may not frame them.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') void reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    return reply
      .type(CONTENT_TYPE[kind])
      .header('content-length', file.size)
      .header('content-disposition', `${disposition}; filename="${path.basename(key)}"`)
      .header('cache-control', `private, max-age=${maxAge}`)
      .send(file.stream);
  });
}
