import '@madrasah/contract/zod-locale';
import fs from 'node:fs';
import Fastify, { type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { RouteAccess, StaffScope } from '@madrasah/contract/endpoint';
import { authPlugin } from './platform/auth.js';
import { capConnectionsPerAddress, fastifyTrustProxy, isTrustedPeer } from './platform/connections.js';
import { frameworkErrors, registerErrorHandler } from './platform/errors.js';
import { BODY_LIMIT } from './platform/http.js';
import { metricsPlugin } from './platform/metrics/plugin.js';
import { echoRequestId, requestIdFrom } from './platform/request-id.js';
import { ownershipFirst } from './platform/scope.js';
import { staffScope } from './platform/staff-scope.js';
import { webPlugin } from './platform/web.js';
import { fileRoutes } from './platform/files/routes.js';
import { filesPlugin } from './platform/files/plugin.js';
import { openStorage } from './platform/files/open-storage.js';
import type { FileStorage } from './platform/files/storage.js';
import { setPasswordWorkLimits } from './platform/password-work.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { presensiRoutes } from './modules/presensi/routes.js';
import { stafPresensiRoutes } from './modules/presensi/staf-routes.js';
import { tatibsiRoutes } from './modules/tatibsi/routes.js';
import { regionRoutes } from './modules/region/routes.js';
import { siswaRoutes } from './modules/siswa/routes.js';
import { siswaStafRoutes } from './modules/siswa/staf-routes.js';
import { imporRoutes } from './modules/impor/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { hakAksesRoutes } from './modules/hak-akses/routes.js';
import { sekolahRoutes } from './modules/sekolah/routes.js';
import { berandaRoutes } from './modules/beranda/routes.js';
import { akunRoutes } from './modules/akun/routes.js';
import { akademikRoutes } from './modules/akademik/routes.js';
import { gtkRoutes } from './modules/gtk/routes.js';
import { tahunBaruRoutes } from './modules/tahun-baru/routes.js';
import { tatibsiStafRoutes } from './modules/tatibsi/staf-routes.js';
import { nilaiStafRoutes } from './modules/penilaian/staf-routes.js';
import { alumniRoutes } from './modules/alumni/routes.js';
import { lookupRoutes } from './modules/lookup/routes.js';
import { perizinanRoutes } from './modules/perizinan/routes.js';
import { perizinanStafRoutes } from './modules/perizinan/staf-routes.js';
import { konsultasiStafRoutes } from './modules/konsultasi/staf-routes.js';
import { kesiswaanRoutes } from './modules/kesiswaan/routes.js';
import { bkRoutes } from './modules/bk/routes.js';
import { konsultasiRoutes } from './modules/konsultasi/routes.js';
import { exportLogRoutes } from './modules/export-log/routes.js';
import { kegiatanRoutes } from './modules/kegiatan/routes.js';
import { kalenderStafRoutes } from './modules/kegiatan/kalender-staf.routes.js';
import { bkStafRoutes } from './modules/bk/staf-routes.js';
import { kegiatanStafRoutes } from './modules/kegiatan/staf-routes.js';
import { keuanganStafRoutes } from './modules/keuangan/staf-routes.js';
import { keuanganRoutes } from './modules/keuangan/routes.js';
import { penilaianRoutes } from './modules/penilaian/routes.js';
import { sessionRoutes } from './modules/session/routes.js';
import { notifikasiRoutes } from './modules/notifikasi/routes.js';
import { notifikasiStafRoutes } from './modules/notifikasi/staf-routes.js';
import { schoolContextCache } from './platform/school-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable(): { method: RouteOptions['method']; url: string; access: RouteAccess | undefined; scope: StaffScope | undefined }[];
    pingDatabase: Database['ping'];
  }
}

export type AppOptions = {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the store FILE_STORE chooses. */
  storage?: FileStorage;
  now?: () => Date;
};

/** The whole server without a port: main.ts listens, tests call `inject`. */
export async function buildApp({ database, config, logger = false, storage, now }: AppOptions) {
  const trustedPeer = isTrustedPeer(config.TRUST_PROXY);
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: requestForLog } },
    genReqId: requestIdFrom(trustedPeer),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT.json,
    frameworkErrors,
    // Slow clients (docs/security/runtime.md): the head, the whole request, a silent socket and
    // an idle kept-alive connection each have a time limit. Node checks the first two every
    // `connectionsCheckingInterval`, 30 s unless told.
    http: { headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS, connectionsCheckingInterval: Math.min(5000, config.HTTP_HEADERS_TIMEOUT_MS) },
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  });
  capConnectionsPerAddress(app.server, config.HTTP_MAX_CONNECTIONS_PER_ADDRESS, trustedPeer);
  echoRequestId(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('pingDatabase', database.ping);
  app.decorate('config', config);
  app.decorate('now', now ?? (() => new Date()));
  setPasswordWorkLimits({ concurrency: config.ARGON2_CONCURRENCY, queue: config.ARGON2_QUEUE });
  app.decorate('schoolContext', schoolContextCache(database.db, config.SETTINGS_CACHE_MS));
  await app.register(filesPlugin, { db: database.db, storage: storage ?? (await openStorage(config, database.db)) });
  registerErrorHandler(app);

  // Every registered route with its access declaration, read by the test that fails when a
  // route declares none. Options objects are kept, since child hooks set `config` later.
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', () => routes.map((r) => ({ method: r.method, url: r.url, access: r.config?.access, scope: r.config?.scope })));
  app.addHook('onRoute', (route) => void routes.push(route));

  const tileOrigin = originOf(config.MAP_TILE_URL);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Everything else (frames such as the embedded PDFs, manifests) from the portal only.
        defaultSrc: ["'self'"],
        // The built bundle only: no inline script and no eval, which nothing in the app needs.
        scriptSrc: ["'self'"],
        // antd and FullCalendar write their component styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Stored files and built assets, the map tiles' host, and images made in the page: the
        // camera's still is a data: URL, a picked file's preview a blob: URL, and Leaflet's
        // stylesheet inlines its icons as data: URLs.
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        // The API is on the same origin.
        connectSrc: ["'self'"],
        // Fonts a stylesheet brings, from the portal or inlined (the build has none today).
        fontSrc: ["'self'", 'data:'],
        // The camera preview: a stream, which older browsers hand out as a blob: URL.
        mediaSrc: ["'self'", 'blob:'],
        // No plugins; PDFs are shown in a frame, which default-src governs.
        objectSrc: ["'none'"],
        // No other site may frame the portal (the file route lets the portal frame its own PDFs).
        frameAncestors: ["'none'"],
        // Added per request below, for pages that came over HTTPS only.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  // A school may serve the portal over plain HTTP on its own network (http://192.168.x.x):
  // told to upgrade there, a browser would fetch every script over HTTPS and load nothing.
  app.addHook('onRequest', async (req, reply) => {
    const csp = reply.getHeader('content-security-policy');
    if (req.protocol === 'https' && typeof csp === 'string') void reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
  await app.register(metricsPlugin, { database, token: config.METRICS_TOKEN });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal Madrasah Digital API', version: '1.0.0', description: 'API of the madrasah portal for students, guardians and alumni.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Documentation routes are public; the guard refuses any route that does not say so.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  // Multipart bodies (a spreadsheet import) are read only by the routes that declare them, one file each.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  await app.register(authPlugin, { db: database.db });
  await app.register(ownershipFirst);
  await app.register(staffScope);
  for (const routes of [
    sessionRoutes,
    fileRoutes,
    dashboardRoutes,
    presensiRoutes,
    tatibsiRoutes,
    regionRoutes,
    siswaRoutes,
    alumniRoutes,
    lookupRoutes,
    perizinanRoutes,
    kesiswaanRoutes,
    bkRoutes,
    konsultasiRoutes,
    exportLogRoutes,
    kegiatanRoutes,
    keuanganRoutes,
    penilaianRoutes,
    siswaStafRoutes,
    imporRoutes,
    auditRoutes,
    hakAksesRoutes,
    sekolahRoutes,
    berandaRoutes,
    stafPresensiRoutes,
    akunRoutes,
    akademikRoutes,
    gtkRoutes,
    tahunBaruRoutes,
    bkStafRoutes,
    kalenderStafRoutes,
    tatibsiStafRoutes,
    keuanganStafRoutes,
    perizinanStafRoutes,
    konsultasiStafRoutes,
    kegiatanStafRoutes,
    nilaiStafRoutes,
    notifikasiRoutes,
    notifikasiStafRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }

  const webDist = config.WEB_DIST;
  await app.register(webPlugin, { dist: webDist && fs.existsSync(webDist) ? webDist : undefined });
  return app;
}

/**
 * What the log keeps of a request: its path without the query, which may hold a signed file
 * link's signature (a working link for whoever reads the log).
 */
function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: req.url.split('?')[0], host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    return `${u.protocol}//${u.host.replace(/^a\./, '*.')}`;
  } catch {
    return undefined;
  }
}
