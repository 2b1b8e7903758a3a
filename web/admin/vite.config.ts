import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { htmlShell } from '../shared/html-shell.ts';
import { adminAppFiles } from './app-files.ts';
import { cloudscapeFontsAsFiles } from './cloudscape-fonts.ts';
import { lazyFeatureNotifications } from './lazy-feature-notifications.ts';
import { routeTableAsData } from './route-table-as-data.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');

// The admin app: served at '/' by the local gateway and by CloudFront; /config.json is written beside it at deploy time.
export default defineConfig({
  root: here,
  base: '/',
  // The fonts are written beside the build (dist/.cloudscape-fonts), outside the emptied output folder. index.html
  // holds the admin's own head only: html-shell.ts wraps it in the page both apps share.
  plugins: [cloudscapeFontsAsFiles(resolve(repo, 'dist/.cloudscape-fonts')), htmlShell(), routeTableAsData(), lazyFeatureNotifications(), react(), adminAppFiles()],
  build: {
    outDir: resolve(repo, 'dist/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
