// The document both apps' index.html grow into (a Vite plugin both vite.config.ts use): each index.html holds only
// its own head lines (title, description, robots); this wraps them in what the two share (language, charset,
// viewport, the element the app mounts on and its module script), before Vite reads the page for its scripts.
import type { Plugin } from 'vite';

const indent = (lines: string) => lines.trim().split('\n').map((l) => `    ${l.trim()}`).join('\n');

/** The whole page around an app's own head lines. */
export function shellAround(ownHead: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
${indent(ownHead)}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

export function htmlShell(): Plugin {
  return { name: 'html-shell', transformIndexHtml: { order: 'pre', handler: shellAround } };
}
