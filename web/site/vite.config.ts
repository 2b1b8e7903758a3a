import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { htmlShell } from '../shared/html-shell.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');

// The public league site and the product's public pages (landing, pricing, ...): their assets live under /_site/ so
// they never collide with the admin app's on one host.
export default defineConfig({
  root: here,
  base: '/_site/',
  // index.html holds the site's own head only; html-shell.ts wraps it in the page both apps share.
  plugins: [htmlShell(), react()],
  // The browser runs Preact's React API (preact/compat): the same components in a tenth of React DOM's bytes, so
  // every public page's first load stays light. The server still renders with react-dom/server (functions/site-render,
  // prerender.ts); Preact hydrates that HTML (no-JS-first values go through src/use-client-value.ts).
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
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
