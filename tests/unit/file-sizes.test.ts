import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project's rule (docs/architecture.md section 2): small files with names that say what they hold, none over
// 400 lines. A file that grows past it is split by job. Source only: build output (dist/), installed packages and
// dot-folders are not walked.

const repo = path.resolve(import.meta.dirname, '../..');
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|css|html)$/;
const SKIPPED = new Set(['node_modules', 'dist']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    if (e.isDirectory()) return SKIPPED.has(e.name) || e.name.startsWith('.') ? [] : sourceFiles(at);
    return SOURCE.test(e.name) ? [at] : [];
  });
}

/** Lines as an editor counts them (a last line without its newline counts too). */
const lineCount = (text: string) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/** The files of `roots` over the limit, as 'path: lines'. */
function filesOverLimit(roots: string[], max = MAX_LINES): string[] {
  return roots.flatMap(sourceFiles)
    .map((file) => ({ file, lines: lineCount(fs.readFileSync(file, 'utf8')) }))
    .filter((f) => f.lines > max)
    .map((f) => `${path.relative(repo, f.file)}: ${f.lines}`);
}

describe('file sizes', () => {
  it('keeps every source file in functions/ and web/ at 400 lines or fewer', () => {
    const roots = ['functions', 'web'].map((d) => path.join(repo, d));
    expect(sourceFiles(roots[0]!).length).toBeGreaterThan(100);
    expect(filesOverLimit(roots), `split these by job (docs/architecture.md section 2)`).toEqual([]);
  });

  it('finds a file one line over the limit, and skips build output', () => {
    const dir = fs.mkdtempSync(path.join(repo, 'tests', '.file-sizes-'));
    try {
      fs.writeFileSync(path.join(dir, 'long.ts'), 'x;\n'.repeat(MAX_LINES + 1));
      fs.writeFileSync(path.join(dir, 'fits.tsx'), 'x;\n'.repeat(MAX_LINES));
      fs.mkdirSync(path.join(dir, 'dist'));
      fs.writeFileSync(path.join(dir, 'dist', 'bundle.js'), 'x;\n'.repeat(5000));
      expect(filesOverLimit([dir])).toEqual([`${path.relative(repo, dir)}/long.ts: ${MAX_LINES + 1}`]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
