import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ANAK_KEY, WARD_HEADER } from './src/lib/anak-storage.ts';
import { EARLY_CALLS, START_CALLS_KEY, START_CALLS_MAX } from './src/lib/start-calls.ts';
import { TOKEN_KEY } from './src/lib/token-storage.ts';

/**
 * The start script: a few lines index.html runs before anything else. It tells the page's
 * static first screen which frame to draw (`<html data-start>`: the sign-in card or the app's
 * loader, see index.html and global.css), making the choice src/app/entry.tsx makes once the
 * scripts have run. For a signed-in start it also asks, at once, for the app's chunk (with the
 * shell and the dashboard), which the entry would otherwise request only after its own download.
 * A start on a page the session has started on before also sends that start's reads at once,
 * with the token and the chosen child, for the API client to take (src/lib/start-calls.ts).
 * A file of its own: the server's Content-Security-Policy allows no inline script. The scripts
 * it asks for come at low priority, after what the first screen needs.
 */
export function startScript(scripts: string[], styles: string[]): string {
  return `(function () {
  var token = null;
  try {
    token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)}) || sessionStorage.getItem(${JSON.stringify(TOKEN_KEY)});
  } catch (e) {}
  var path = location.pathname;
  var staf = path === '/staf' || path.indexOf('/staf/') === 0;
  var signIn = !staf && !token && (path === '/login' || path === '/');
  document.documentElement.setAttribute('data-start', signIn ? 'sign-in' : 'app');
  // The staff side loads its own app: the portal's chunks are not asked for.
  if (signIn || staf) return;
  function preload(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  }
  ${JSON.stringify(scripts)}.forEach(function (href) { preload('modulepreload', href); });
  ${JSON.stringify(styles)}.forEach(function (href) { preload('preload', href, 'style'); });
  if (!token) return;
  var early = (window[${JSON.stringify(EARLY_CALLS)}] = {});
  try {
    var store = localStorage.getItem(${JSON.stringify(TOKEN_KEY)}) !== null ? localStorage : sessionStorage;
    var urls = (JSON.parse(store.getItem(${JSON.stringify(START_CALLS_KEY)}) || '{}') || {})[path] || [];
    var ward = sessionStorage.getItem(${JSON.stringify(ANAK_KEY)}) || localStorage.getItem(${JSON.stringify(ANAK_KEY)});
    var headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    if (ward) headers[${JSON.stringify(WARD_HEADER)}] = ward;
    urls.slice(0, ${START_CALLS_MAX}).forEach(function (url) {
      if (typeof url !== 'string' || url.indexOf('/api/') !== 0) return;
      var response = fetch(url, { headers: headers });
      response.catch(function () {});
      early[url] = { authorization: headers.Authorization, ward: ward, response: response };
    });
  } catch (e) {}
})();
`;
}

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/** The chunk holding `moduleEnd` and what it imports statically, less what the entry loads itself. */
function chunkWithImports(bundle: OutputBundle, moduleEnd: string) {
  const chunks = Object.values(bundle).filter(isChunk);
  const owner = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(moduleEnd)));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!owner || !entry) throw new Error(`vite-start-screen: no chunk holds ${moduleEnd}`);
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || loaded.has(fileName)) return;
    files.add(fileName);
    (bundle[fileName] as OutputChunk).imports.forEach(visit);
  };
  visit(owner.fileName);
  const styles = [...files].flatMap((fileName) => [...((bundle[fileName] as OutputChunk).viteMetadata?.importedCss ?? [])]);
  return { scripts: [...files], styles };
}

export function startScreen(): Plugin {
  let base = '/';
  return {
    name: 'madrasah:start-screen',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_, bundle) {
      const app = chunkWithImports(bundle, '/src/app/index.tsx');
      const url = (fileName: string) => `${base}${fileName}`;
      const script = this.emitFile({ type: 'asset', name: 'start.js', source: startScript(app.scripts.map(url), app.styles.map(url)) });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('vite-start-screen: index.html is not in the bundle');
      // The start script goes before the entry's module script, so the frame is chosen before
      // the first paint. The scripts ask at low priority: the first screen needs only the page,
      // its style sheet and the start script, which then arrive first.
      html.source = String(html.source)
        .replace(/<script type="module"/, `<script src="${url(this.getFileName(script))}"></script>\n    <script type="module"`)
        .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
    },
  };
}
