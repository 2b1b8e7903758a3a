// The admin app's weight for `npm run bench`, from its build manifest (dist/admin/.vite/manifest.json), gzip level 9.
// First load: the entry chunk and every chunk and stylesheet it imports statically (what index.html names: its
// script, module preloads and stylesheets), fetched before any page of the app can paint. The page a signed-in user
// lands on (the dashboard) then adds its own chunk, and each other page (and each page of League Management, each
// dialog or editor loaded on use) its chunk and the chunks it imports that the first load did not bring.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The page a signed-in user lands on (web/shared/return-path.ts: the dashboard by default). */
export const LANDING_PAGE = 'src/pages/dashboard/index.tsx';
/** The most the first load may weigh, JS and CSS together (issue 43: back from 422 KB). */
export const ADMIN_FIRST_LOAD_GOAL = 350 * 1024;

const root = path.resolve(import.meta.dirname, '../..');

export function readAdminManifest(dir = path.join(root, 'dist/admin')): Manifest {
  const file = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build:web\`.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The built files (JS and CSS) a chunk needs before it runs: itself, its styles, and its static imports' (deep). */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const key of keys) walk(key);
  return files;
}

export interface Weight { js: number; css: number; total: number }

export function gzipWeight(files: Iterable<string>, dir = path.join(root, 'dist/admin')): Weight {
  let js = 0;
  let css = 0;
  for (const f of files) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length;
    if (f.endsWith('.css')) css += gz;
    else js += gz;
  }
  return { js, css, total: js + css };
}

/** The first load: the entry and everything it imports statically, the files index.html names. */
export function adminFirstLoad(manifest = readAdminManifest()): Weight & { files: Set<string> } {
  const files = staticClosure(manifest, ['index.html']);
  return { ...gzipWeight(files), files };
}

/** What a chunk adds once the first load is there: its own files and its static imports the first load lacks. */
function addedTo(first: Set<string>, manifest: Manifest, key: string): Weight {
  return gzipWeight([...staticClosure(manifest, [key])].filter((f) => !first.has(f)));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const name = (src: string) => src.replace(/^src\/pages\/([^/]+)\/index\.tsx$/, '$1').replace(/^.*\//, '').replace(/\.tsx?$/, '');

export function adminFigures(): string[] {
  const manifest = readAdminManifest();
  const first = adminFirstLoad(manifest);
  const landing = addedTo(first.files, manifest, LANDING_PAGE);
  const lines = [
    `  admin app first load (entry and its static imports, gzip): JS ${kb(first.js)}, CSS ${kb(first.css)}, total ${kb(first.total)} (goal <= ${kb(ADMIN_FIRST_LOAD_GOAL)})`,
    `    then the dashboard, where a signed-in user lands: + ${kb(landing.total)} (JS ${kb(landing.js)}, CSS ${kb(landing.css)}), ${kb(first.total + landing.total)} in all`,
  ];
  // Each lazy chunk, by who loads it: the router's pages, League Management's pages, and parts loaded on use.
  const lm = new Set(manifest['src/pages/league-management/index.tsx']?.dynamicImports ?? []);
  const groups: Record<string, string[]> = { 'pages (the router loads each on its first visit)': [], 'League Management pages (on top of League Management\'s chunk)': [], 'loaded when used (a dialog, the rich-text editor)': [] };
  const [pages, lmPages, onUse] = Object.values(groups);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/')) continue;
    (/^src\/pages\/[^/]+\/index\.tsx$/.test(key) ? pages : lm.has(key) ? lmPages : onUse).push(key);
  }
  // A League Management page comes on top of League Management's own chunk.
  const withLm = new Set([...first.files, ...staticClosure(manifest, ['src/pages/league-management/index.tsx'])]);
  const width = Math.max(...Object.values(groups).flat().map((k) => name(k).length));
  for (const [title, keys] of Object.entries(groups)) {
    lines.push(`  admin ${title}: its own chunk, and all it adds to the first load (gzip):`);
    for (const key of keys.sort((a, b) => name(a).localeCompare(name(b)))) {
      const own = gzipWeight([manifest[key].file, ...(manifest[key].css ?? [])]);
      const base = lm.has(key) ? withLm : first.files;
      lines.push(`    ${name(key).padEnd(width)}  own ${kb(own.total).padStart(8)}, adds ${kb(addedTo(base, manifest, key).total).padStart(8)}`);
    }
  }
  return lines;
}
