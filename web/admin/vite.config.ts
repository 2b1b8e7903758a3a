import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { htmlShell } from '../shared/html-shell.ts';
import { cloudscapeFontsAsFiles } from './cloudscape-fonts';
import { adminAppFiles } from './app-files';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');

// The admin app: served at '/' by the local gateway and by CloudFront; /config.json is written beside it at deploy time.
export default defineConfig({
  root: here,
  base: '/',
  // The fonts are written beside the build (dist/.cloudscape-fonts), outside the emptied output folder. index.html
  // holds the admin's own head only: html-shell.ts wraps it in the page both apps share.
  plugins: [cloudscapeFontsAsFiles(resolve(repo, 'dist/.cloudscape-fonts')), htmlShell(), react(), adminAppFiles()],
  build: {
    outDir: resolve(repo, 'dist/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
