import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MSG } from '@madrasah/contract/messages';

/**
 * Serves the built web app next to the API on one port. Hashed assets are cached for a year;
 * index.html never, so a new release is picked up at the next visit; nor the service worker
 * (sw.js), whose fresh copy is how a browser learns of a new release, nor the manifest and icons. Any non-API GET that is
 * not a file gets index.html and the web router decides (including its not-found page).
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
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
