import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { theme } from './src/app/theme.ts';
import { antdStaticStyle } from './vite-antd-style.ts';
import { endpointRoutes } from './vite-endpoint-routes.ts';
import { precompress } from './vite-precompress.ts';
import { serviceWorker } from './vite-service-worker.ts';
import { startScreen } from './vite-start-screen.ts';

export default defineConfig({
  plugins: [antdStaticStyle(theme), endpointRoutes(), react(), startScreen(), serviceWorker(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/size-budget.mjs reads the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks on the two starts: a phone on a slow link pays a round trip per
        // file. 'start' holds what the entry imports statically (its own dependencies only, as
        // tree-shaking leaves them), so /login loads one file; 'app' holds the app behind the
        // sign-in with its shell and the dashboard and everything they import, which every
        // signed-in start loads in one file. 'list' holds the list kit every table page uses (the
        // table and its filters, with the antd parts they import: table, pagination, form, select,
        // date picker): left to the default split it came as some 30 files of 0.1–47 kB, which a
        // list page fetched at once, six at a time. The other pages keep chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], includeDependenciesRecursively: false, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]app[\\/]index\.tsx$/, priority: 1 },
            { name: 'list', test: /[\\/]src[\\/]components[\\/](table|filter)[\\/]/, priority: 0 },
          ],
        },
      },
      treeshake: {
        // antd's rc-component packages declare no sideEffects field, yet nothing in them runs on
        // import for its effect: unused parts (Form's field store, validators) stay out of chunks.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
