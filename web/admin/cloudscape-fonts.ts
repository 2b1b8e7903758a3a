// Cloudscape's global styles carry their eight Open Sans faces inline, as base64 in the stylesheet: about 140 KB
// gzip that every admin page (the sign-in page too) must download before it can paint anything. This Vite plugin
// writes the faces out as woff2 files, which Vite then emits as hashed assets: the stylesheet shrinks to a few KB, the
// browser fetches only the faces a page uses, and `font-display: swap` shows text before they arrive.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GLOBAL_STYLES = /@cloudscape-design[\\/]global-styles[\\/]index\.css$/;
const FACE = /@font-face\s*\{([^}]*)\}/g;

export function cloudscapeFontsAsFiles(fontsDir: string): Plugin {
  return {
    name: 'cloudscape-fonts-as-files',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0];
      if (!GLOBAL_STYLES.test(file)) return null;
      fs.mkdirSync(fontsDir, { recursive: true });
      const css = fs.readFileSync(file, 'utf8');
      return css.replace(FACE, (face, body: string) => {
        const weight = /font-weight:\s*(\d+)/.exec(body)?.[1];
        const style = /font-style:\s*(\w+)/.exec(body)?.[1];
        const data = /url\('data:font\/woff2;base64,([^']+)'\)/.exec(body)?.[1];
        if (!weight || !style || !data) return face;
        const out = path.join(fontsDir, `open-sans-${weight}-${style}.woff2`);
        fs.writeFileSync(out, Buffer.from(data, 'base64'));
        // A path relative to the stylesheet, which Vite resolves and emits as a hashed asset.
        const rel = path.relative(path.dirname(file), out).split(path.sep).join('/');
        return `@font-face {font-family: 'Open Sans'; font-weight: ${weight}; font-style: ${style}; font-display: swap; src: url('${rel}') format('woff2');}`;
      });
    },
  };
}
