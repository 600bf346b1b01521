import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/size-budget.mjs reads the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages declare no sideEffects field, yet nothing in them runs on
        // import for its effect: unused parts (Form's field store, validators) stay out of chunks.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
