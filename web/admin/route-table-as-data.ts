// The admin app's API client reads only each route's method, path and auth (src/api/route-table.ts), but deriving
// them from the contract at run time ships the contract's every schema, and zod, in the first load: about 45 KB gzip.
// This Vite plugin computes the table at build time, from the same module, and gives the browser the plain data.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const ROUTE_TABLE_MODULE = fileURLToPath(new URL('./src/api/route-table.ts', import.meta.url));

/** The module's text as the browser gets it: the table its source computes, as data. */
export async function routeTableModuleText(): Promise<string> {
  // tsx loads the TypeScript sources (and their extension-less imports) the way the rest of the tooling does.
  const { tsImport } = await import('tsx/esm/api');
  const { ROUTE_TABLE } = (await tsImport(ROUTE_TABLE_MODULE, import.meta.url)) as typeof import('./src/api/route-table');
  return `export const ROUTE_TABLE = ${JSON.stringify(ROUTE_TABLE)};\n`;
}

export function routeTableAsData(): Plugin {
  return {
    name: 'route-table-as-data',
    apply: 'build',
    load(id) {
      return id.split('?')[0] === ROUTE_TABLE_MODULE ? routeTableModuleText() : null;
    },
  };
}
