// Where a process's CPU time went, from the V8 CPU profile Node writes with --cpu-prof (`npm run bench -- --mixed
// --profile` profiles the local stack's process under the mixed load): self time summed by package or source file,
// and the functions that took most.
import fs from 'node:fs';
import path from 'node:path';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const root = path.resolve(import.meta.dirname, '../..');

/** A frame's place: its npm package, or its file in this repository, or (native) for V8 and Node's own code. */
function placeOf(url: string): { where: string; file: string } {
  const file = url.replace(/^file:\/\//, '').replace(`${root}/`, '') || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  return { where: pkg ? `npm:${pkg}` : file, file: pkg ? `npm:${pkg}` : file };
}

/** The lines to print for the profile that sampled most in `dir` (the stack's process, not npx's or tsx's). */
export function summarizeProfiles(dir: string, top = 15): string[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : [];
  if (!files.length) return [`  (no CPU profile was written to ${dir})`];
  // One profile per thread (the loader's thread too): the one that worked most, idle time left out.
  const busy = (p: CpuProfile) => {
    const idle = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    return p.samples.reduce((a, node, i) => a + (idle.has(node) ? 0 : p.timeDeltas[i] ?? 0), 0);
  };
  const profiles = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CpuProfile);
  const p = profiles.sort((a, b) => busy(b) - busy(a))[0];
  const self = new Map<number, number>();
  p.samples.forEach((node, i) => self.set(node, (self.get(node) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const ms = self.get(n.id) ?? 0;
    total += ms;
    const { where, file } = placeOf(n.callFrame.url);
    // V8's (idle), (program) and (garbage collector) are frames of their own.
    const place = n.callFrame.url ? where : n.callFrame.functionName || '(native)';
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url ? `${file}:${n.callFrame.lineNumber + 1}` : ''}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const rows = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([k, ms]) => `    ${(ms / total * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${k}`);
  return [
    `  the stack's process, CPU profile (${(total / 1000).toFixed(1)} s sampled; ${dir}): self time by package or file`,
    ...rows(byPlace),
    '  by function:',
    ...rows(byFunction),
  ];
}
