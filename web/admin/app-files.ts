// The admin as an installable web app (issue 45 point 2): its web app manifest and its service worker (the same one
// the league sites serve: shared/push-service-worker.ts), written beside the build as /manifest.webmanifest and /sw.js.
import type { Plugin } from 'vite';
import { appIcons, PUSH_SERVICE_WORKER } from '../../shared/push-service-worker.ts';

export const ADMIN_MANIFEST = {
  id: '/', name: 'League Platform', short_name: 'Leagues', description: 'Run your leagues, teams and rosters.',
  start_url: '/', scope: '/', display: 'standalone', background_color: '#FFFFFF', theme_color: '#0F1B2A', icons: appIcons('/'),
};

export function adminAppFiles(): Plugin {
  return {
    name: 'admin-app-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: PUSH_SERVICE_WORKER });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(ADMIN_MANIFEST) });
    },
  };
}
