import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const AREAS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contract/src/endpoints');
const PREFIX = '\0endpoint-routes:';

/** What the browser reads of a declaration: where and how to call it, and who may. */
const ROUTE_FIELDS = ['method', 'path', 'access', 'upload', 'file', 'sortFields'] as const;

const isEndpoint = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** A declaration without its schemas; an object of declarations (an area, a record tab) likewise. */
function routesOf(value: unknown, name: string): unknown {
  if (isEndpoint(value)) return Object.fromEntries(ROUTE_FIELDS.filter((field) => field in value).map((field) => [field, value[field]]));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, routesOf(inner, `${name}.${key}`)]));
  throw new Error(`${name}: an endpoint file exports only declarations`);
}

/**
 * The web's copy of the endpoint catalogue: `@madrasah/contract/endpoints/<area>` resolves to
 * the area's declarations without their zod schemas, computed from the real file at build
 * time. The browser needs a declaration's method, path, access rule and sort fields; its
 * schemas type the calls (TypeScript reads the real file) and validate on the server. So a
 * page's chunk carries no schema and no zod for the endpoints it calls (decision 0037). Tests
 * (Vitest) load the real file.
 */
export function endpointRoutes(): Plugin {
  return {
    name: 'endpoint-routes',
    enforce: 'pre',
    resolveId(source) {
      const area = /^@madrasah\/contract\/endpoints\/([a-z-]+)$/.exec(source)?.[1];
      return area ? `${PREFIX}${area}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const file = path.join(AREAS, `${id.slice(PREFIX.length)}.ts`);
      this.addWatchFile(file);
      const exports: Record<string, unknown> = await tsImport(file, import.meta.url);
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(routesOf(value, name))};`)
        .join('\n');
    },
  };
}
