// Types of functions-layers.js for the TypeScript tests that read the same list.
import type { ESLint } from 'eslint';

export const FUNCTIONS_LAYERS: string[][];
export const IMPORTS_STILL_UP: [string, string][];
export function folderOf(root: string, file: string): string | null;
export function layerProblem(
  options: { root: string; layers: string[][]; stillUp?: [string, string][] },
  file: string,
  spec: string,
): { messageId: 'unlisted'; data: { folder: string } } | { messageId: 'up' | 'peer'; data: { from: string; to: string } } | null;
export const functionsLayersPlugin: ESLint.Plugin;
