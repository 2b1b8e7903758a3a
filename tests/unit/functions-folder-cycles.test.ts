// Folders inside functions/ point one way: an import from folder A to folder B and a chain of imports back from B to
// A make a circle, and then neither folder can change (or load) without the other. The order is declared once
// (eslint/functions-layers.js) and the lint rule there refuses an import from a folder to a peer or a higher one;
// folders that only import lower layers cannot form a circle. This checks the whole tree against the same list
// (static imports, re-exports and import(), type-only ones included, so a lint-disable comment does not hide one),
// and the rule itself on a fixture.
import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { folderOf, FUNCTIONS_LAYERS, functionsLayersPlugin, IMPORTS_STILL_UP, layerProblem } from '../../eslint/functions-layers.js';

const ROOT = path.resolve(import.meta.dirname, '../../functions');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Every relative import in functions/: the file, what it names, and the folders it runs between. */
function imports() {
  return sourceFiles(ROOT).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => {
    const spec = m[1] ?? m[2];
    return { file, spec, from: folderOf(ROOT, file), to: spec.startsWith('.') ? folderOf(ROOT, path.resolve(path.dirname(file), spec)) : null };
  }));
}

describe('folders inside functions/', () => {
  it('each have their place in the declared layers, and every layer names folders that exist', () => {
    const present = fs.readdirSync(ROOT).filter((n) => !n.endsWith('.d.ts')).map((n) => n.replace(/\.tsx?$/, ''));
    const listed = FUNCTIONS_LAYERS.flat();
    expect(present.filter((n) => !listed.includes(n)), 'add these to FUNCTIONS_LAYERS (eslint/functions-layers.js)').toEqual([]);
    expect(listed.filter((n) => !present.includes(n)), 'gone from functions/: take them off FUNCTIONS_LAYERS').toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('import only folders of a lower layer, so no import runs back up and no circle forms', () => {
    const options = { root: ROOT, layers: FUNCTIONS_LAYERS, stillUp: IMPORTS_STILL_UP };
    const wrong = imports().filter((i) => layerProblem(options, i.file, i.spec)).map((i) => `${path.relative(ROOT, i.file)} -> ${i.spec}`);
    expect(wrong, 'imports against the layers of eslint/functions-layers.js').toEqual([]);
  });

  it('list an import still running up only while it occurs (the list only shrinks)', () => {
    const found = imports();
    const gone = IMPORTS_STILL_UP.filter(([from, to]) => !found.some((i) => i.from === from && i.to === to));
    expect(gone, 'no longer imported: take them off IMPORTS_STILL_UP').toEqual([]);
  });
});

describe('the lint rule functions-layers/folders-point-down', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  const root = path.resolve('fixture/functions');
  const at = (file: string) => path.join(root, file);
  const options = [{ root, layers: [['lib'], ['data'], ['games', 'teams'], ['game-day'], ['routes']], stillUp: [['lib', 'data']] }];
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  tester.run('folders-point-down', functionsLayersPlugin.rules!['folders-point-down'], {
    valid: [
      { filename: at('games/results.ts'), code: "import { getGame } from '../data/game-reads';", options },
      { filename: at('game-day/live-score.ts'), code: "import type { GameView } from '../games/service';\nexport { notFound } from '../lib/errors';", options },
      { filename: at('data/models/games.ts'), code: "import { db } from '../table';\nimport { z } from 'zod';\nimport { X } from '../../../shared/x';", options },
      { filename: at('routes.ts'), code: "import { handler } from './game-day/handler';", options },
      { filename: at('lib/http.ts'), code: "import { readSession } from '../data/account';", options },
    ],
    invalid: [
      { filename: at('games/game-edits.ts'), code: "import { queueGameReminders } from '../game-day/reminders';", options, errors: [{ messageId: 'up', data: { from: 'games', to: 'game-day' } }] },
      { filename: at('data/models/games.ts'), code: "import type { GameView } from '../../games/service';", options, errors: [{ messageId: 'up' }] },
      { filename: at('data/game-reads.ts'), code: "export * from '../games/service';\nconst later = () => import('../game-day/reminders');", options, errors: [{ messageId: 'up' }, { messageId: 'up' }] },
      { filename: at('teams/service.ts'), code: "import { gameView } from '../games/service';", options, errors: [{ messageId: 'peer', data: { from: 'teams', to: 'games' } }] },
      { filename: at('games/service.ts'), code: "import { x } from '../playoffs/advance';", options, errors: [{ messageId: 'unlisted', data: { folder: 'playoffs' } }] },
      { filename: at('game-day/handler.ts'), code: "import { API_FUNCTIONS } from '../routes';", options, errors: [{ messageId: 'up' }] },
    ],
  });
});
