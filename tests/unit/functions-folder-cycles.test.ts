// Folders inside functions/ point one way: an import from folder A to folder B and a chain of imports back from B to
// A make a circle, and then neither folder can change (or load) without the other. This builds the folder import
// graph from the source (static imports and re-exports, type-only ones included) and names every circle it finds.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../functions');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The folder directly below functions/ a file belongs to ('.' for a file at its root). */
const folderOf = (file: string) => {
  const rel = path.relative(ROOT, file);
  return rel.includes(path.sep) ? rel.split(path.sep)[0] : '.';
};

/** folder -> folder it imports -> one import that shows it ("from.ts -> to"). */
export function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(ROOT)) {
    const from = folderOf(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(ROOT + path.sep)) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from)!;
      if (!edges.has(to)) edges.set(to, `${path.relative(ROOT, file)} -> ${spec}`);
    }
  }
  return graph;
}

/** Every elementary circle's shortest witness: for each folder pair in one strongly connected part, a path back. */
export function circles(graph: Map<string, Map<string, string>>): string[][] {
  const found = new Map<string, string[]>();
  for (const start of graph.keys()) {
    // Breadth-first from each successor back to start: the shortest circle through each edge leaving start.
    for (const first of graph.get(start)!.keys()) {
      const prev = new Map<string, string>([[first, start]]);
      const queue = [first];
      while (queue.length > 0) {
        const at = queue.shift()!;
        if (at === start) break;
        for (const next of graph.get(at)?.keys() ?? []) if (!prev.has(next)) { prev.set(next, at); queue.push(next); }
      }
      if (!prev.has(start) || first === start) continue;
      const loop = [start];
      for (let at = prev.get(start)!; at !== start; at = prev.get(at)!) loop.unshift(at);
      loop.unshift(start);
      loop.pop();
      // One name per circle, whichever folder it was found from.
      const min = loop.indexOf([...loop].sort()[0]);
      const canonical = [...loop.slice(min), ...loop.slice(0, min)];
      found.set(canonical.join('>'), canonical);
    }
  }
  return [...found.values()];
}

/**
 * The circles still to untie, each named by its folders. The list only shrinks: a new circle fails the test, and so
 * does one that is gone but still listed (take it off, so it cannot come back unnoticed).
 */
const CIRCLES_TO_UNTIE = [
  'billing -> registrations -> billing', // the webhook dispatches registration events; registrations pay through billing
  'game-day -> games -> game-day', // editing a game moves its queued reminders
  'game-day -> team-page -> games -> game-day',
  'games -> playoffs -> games', // the games function serves the playoff routes; playoffs use the schedule generator
  'game-day -> games -> leagues -> game-day', // a new reminder lead requeues the season's reminders
];

describe('folders inside functions/', () => {
  it('import each other in one direction only: no circle of imports between folders beyond the listed ones still to untie', () => {
    const graph = folderGraph();
    const found = circles(graph).map((loop) => {
      const steps = loop.map((f, i) => [f, loop[(i + 1) % loop.length]] as const);
      return { name: [...loop, loop[0]].join(' -> '), report: [[...loop, loop[0]].join(' -> '), ...steps.map(([f, t]) => `    ${graph.get(f)!.get(t)}`)].join('\n') };
    });
    const fresh = found.filter((c) => !CIRCLES_TO_UNTIE.includes(c.name)).map((c) => c.report);
    expect(fresh, `new import circles between folders of functions/:\n${fresh.join('\n\n')}`).toEqual([]);
    const untied = CIRCLES_TO_UNTIE.filter((name) => !found.some((c) => c.name === name));
    expect(untied, 'circles gone but still listed in CIRCLES_TO_UNTIE: take them off').toEqual([]);
  });

  it('finds a circle when two folders import each other', () => {
    const graph = new Map([['a', new Map([['b', 'a/x.ts -> ../b/y']])], ['b', new Map([['c', '']])], ['c', new Map([['a', '']])]]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
