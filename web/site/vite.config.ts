import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');

// The public league site and the product's public pages (landing, pricing, ...): their assets live under /_site/ so
// they never collide with the admin app's on one host.
export default defineConfig({
  root: here,
  base: '/_site/',
  plugins: [react()],
  build: {
    outDir: resolve(repo, 'dist/site'),
    emptyOutDir: true,
    // The server renderers (src/server/render-shell.tsx, render-public.tsx) read the hashed entry files from
    // .vite/manifest.json.
    manifest: true,
    rollupOptions: {
      input: {
        // The league site's shell page.
        site: resolve(here, 'index.html'),
        // The public pages' one script: navigation and islands (src/public/islands.ts).
        public: resolve(here, 'src/public/islands.ts'),
        // An embeddable widget's one script: it posts the widget's height to the page that frames it.
        widget: resolve(here, 'src/widgets/widget-height.ts'),
      },
    },
  },
});
