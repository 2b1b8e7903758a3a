// Every entity of the single table reads its items by key prefix (a league's teams are the sort keys starting
// TEAM# in its partition). If one entity's keys could start with another's prefix, a Query for one would return
// the other's items, or a write of one could overwrite the other. This checks every model keys.ts exports.
import { describe, expect, it } from 'vitest';
import * as keys from '../../functions/data/keys';

type KeyFn = (...args: unknown[]) => { pk: string; sk: string };
/** `prefix`: what a Query for the entity's collection starts its sort keys with; null when it is read by its exact key. */
interface Layout { entity: string; pk: string; sk: string; prefix: string | null }

/** Sample arguments: every id the same ('v'), the last one varied ('w'), so the part before it is the collection's prefix. */
function sample(name: string, arity: number, last: string): unknown[] {
  if (name === 'reminderDueModel') return ['2026-01-01T10', 0, { remind_at: 'v', league_id: 'v', game_id: last }];
  return Array.from({ length: arity }, (_, i) => (i === arity - 1 ? last : 'v'));
}

const commonPrefix = (a: string, b: string) => { let i = 0; while (i < a.length && a[i] === b[i]) i++; return a.slice(0, i); };

export function layouts(models: Record<string, unknown>): Layout[] {
  return Object.entries(models).flatMap(([name, m]) => {
    if (!name.endsWith('Model') || typeof m !== 'object' || m === null || !('key' in m) || !('entity' in m)) return [];
    const key = m.key as KeyFn;
    const a = key(...sample(name, key.length, 'v'));
    const b = key(...sample(name, key.length, 'w'));
    // A collection's items differ in their sort key's last part; any other key is one item, read by its exact key.
    const prefix = a.sk !== b.sk && a.sk.endsWith('v') && b.sk === `${a.sk.slice(0, -1)}w` ? commonPrefix(a.sk, b.sk) : null;
    return [{ entity: String(m.entity), pk: a.pk, sk: a.sk, prefix }];
  });
}

/** Pairs (a, b) in one partition where b's key starts with a's prefix: a's Query would read b's items. */
export function collisions(all: Layout[]): string[] {
  const out: string[] = [];
  for (const a of all) for (const b of all) {
    if (a === b || a.pk !== b.pk) continue;
    if (a.prefix !== null && b.sk.startsWith(a.prefix)) out.push(`${a.entity} (${a.pk} / ${a.prefix}…) reaches ${b.entity} (${b.sk})`);
    else if (a.sk === b.sk && a.entity < b.entity) out.push(`${a.entity} and ${b.entity} share the key ${a.pk} / ${a.sk}`);
  }
  return out;
}

describe('the single table\'s key layout', () => {
  const all = layouts(keys);

  it('reads every model keys.ts exports', () => {
    expect(all.length).toBeGreaterThan(60);
    expect(new Set(all.map((l) => l.entity)).size).toBe(all.length);
  });

  it('gives no two entities keys that one of their key prefixes could reach', () => {
    expect(collisions(all)).toEqual([]);
  });

  it('would name two entities whose prefixes overlap', () => {
    const made = layouts({
      aModel: { entity: 'a', key: (l: string, id: string) => ({ pk: `L#${l}`, sk: `TEAM#${id}` }) },
      bModel: { entity: 'b', key: (l: string, id: string) => ({ pk: `L#${l}`, sk: `TEAM#x#${id}` }) },
    });
    expect(collisions(made)).toEqual(['a (L#v / TEAM#…) reaches b (TEAM#x#v)']);
  });
});
