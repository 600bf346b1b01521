import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { rolldown } from 'rolldown';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/**
 * The shell a signed-in start needs, as built: index.html, the start script, the entry with its
 * static imports and the app's chunk (shell and dashboard) with theirs, and their style sheets.
 * The other pages' chunks are kept by the worker on first use.
 */
function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/app/index.tsx')));
  if (!entry || !app) throw new Error('vite-service-worker: the entry or the app chunk is missing');
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName] as OutputChunk;
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  visit(app.fileName);
  const start = Object.keys(bundle).filter((name) => /^assets\/start-[^/]+\.js$/.test(name) && bundle[name]?.type === 'asset');
  return ['index.html', ...start, ...files];
}

/**
 * Builds the service worker (src/sw/sw.ts) into dist/sw.js, a classic script at the site's root
 * (its scope is the whole portal), under a fixed name that the server sends with no-cache. The
 * build's shell and the public files (icons, manifest, offline page) are written into it with a
 * version: any change of them is a new worker, whose install keeps the new shell.
 */
export function serviceWorker(): Plugin {
  let root = '';
  let publicDir = '';
  return {
    name: 'madrasah:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    async generateBundle(_, bundle) {
      const publicFiles = (await readdir(publicDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
      const files = [...shellFiles(bundle), ...publicFiles];
      const hash = createHash('sha256');
      for (const file of files) {
        const output = bundle[file];
        // Built chunks carry their content's hash in their names; the rest is hashed by content.
        if (output?.type === 'chunk') hash.update(file);
        else hash.update(file).update(output ? output.source : await readFile(path.join(publicDir, file)));
      }
      const version = hash.digest('hex').slice(0, 12);

      const build = await rolldown({ input: path.join(root, 'src/sw/sw.ts'), platform: 'browser', logLevel: 'warn' });
      const { output } = await build.generate({ format: 'iife', minify: true });
      await build.close();
      const shell = { version, files: files.map((file) => `/${file}`) };
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `const SHELL = ${JSON.stringify(shell)};\n${output[0].code}` });
    },
  };
}
