import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MSG } from '@madrasah/contract/messages';

/**
 * How long a browser keeps a file of the built web app (`file` relative to dist). Hashed assets:
 * a year. The icons: a day, as the browser asks for the tab's icon again at every change of page
 * inside the app; until the service worker answers for the page (the first visit: the sign-in,
 * then the dashboard) each ask was a revalidation round trip. A new release's icon shows within a
 * day. Everything else never: index.html, so a new release is picked up at the next visit, the
 * service worker (sw.js), whose fresh copy is how a browser learns of a new release, the manifest.
 */
function cacheControl(file: string): string {
  const [top] = file.split(path.sep);
  if (top === 'assets') return 'public, max-age=31536000, immutable';
  if (file === 'favicon.svg' || top === 'icons') return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * Serves the built web app next to the API on one port, each file with its `cacheControl`. Any
 * non-API GET that is not a file gets index.html and the web router decides (including its
 * not-found page).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist?: string }) => {
  const { dist } = opts;
  if (dist) {
    await app.register(async (web) => {
      web.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), access: 'public' };
      });
      await web.register(fastifyStatic, {
        root: dist,
        index: false,
        wildcard: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          res.header('cache-control', cacheControl(path.relative(dist, filePath)));
        },
      });
    });
  }
  const indexHtml = dist ? fs.readFileSync(path.join(dist, 'index.html')) : undefined;

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && indexHtml && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ status: false, message: MSG.routeNotFound });
  });
});
