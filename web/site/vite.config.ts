import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');

// The public league site: its assets live under /_site/ so they never collide with the admin app's on one host.
export default defineConfig({
  root: here,
  base: '/_site/',
  plugins: [react()],
  build: {
    outDir: resolve(repo, 'dist/site'),
    emptyOutDir: true,
    // The server renderer (src/server/render-shell.tsx) reads the hashed entry files from .vite/manifest.json.
    manifest: true,
  },
});
