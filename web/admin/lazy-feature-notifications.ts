// Cloudscape's AppLayout imports the drawer that lists "feature notifications" (what's new, registered at run time
// through Cloudscape's plugin API) up front, and with it a sortable list and the dnd-kit drag-and-drop library:
// about 15 KB gzip in every page's first load, for a drawer that opens only once an app registers notifications,
// which this app does not. This Vite plugin hands AppLayout a stand-in that loads the real drawer (and its content
// part) on first render instead, so the drawer still works if notifications are ever registered.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const STAND_IN = '\0lazy-feature-notifications-drawer';
const IMPORTER = /[\\/]app-layout[\\/]visual-refresh-toolbar[\\/]state[\\/]use-feature-notifications\.js$/;
const DRAWER = '../drawer/feature-notifications-drawer-content';

/** The real drawer module: AppLayout's own import, resolved past the package's export map. */
export function realDrawerModule(): string {
  const pkg = createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json');
  return path.join(path.dirname(pkg), 'app-layout/visual-refresh-toolbar/drawer/feature-notifications-drawer-content.js');
}

/** The stand-in: the module's two exports, each rendering the real one once its chunk has loaded. */
export function standInSource(real = realDrawerModule()): string {
  return `import { createElement, lazy, Suspense } from 'react';
const load = () => import(${JSON.stringify(real)});
const Drawer = lazy(load);
const Part = lazy(() => load().then((m) => ({ default: m.RuntimeContentPart })));
export function RuntimeContentPart(props) { return createElement(Suspense, { fallback: null }, createElement(Part, props)); }
export default function RuntimeFeaturesNotificationDrawer(props) { return createElement(Suspense, { fallback: null }, createElement(Drawer, props)); }
`;
}

export function lazyFeatureNotifications(): Plugin {
  return {
    name: 'lazy-feature-notifications',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === DRAWER && importer && IMPORTER.test(importer) ? STAND_IN : null;
    },
    load(id) {
      return id === STAND_IN ? standInSource() : null;
    },
  };
}
