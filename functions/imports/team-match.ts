// Names in a file matched to the league's teams (and venues): case, accents and extra spaces do not matter, and a
// name two teams share is named as ambiguous rather than guessed.
import { nameKey } from '../../shared/import-schema';

export type Match<T> = { found: T } | { problem: 'unknown' | 'ambiguous' };

export function matcher<T>(items: T[], nameOf: (t: T) => string): (name: string) => Match<T> {
  const byKey = new Map<string, T[]>();
  for (const t of items) {
    const key = nameKey(nameOf(t));
    byKey.set(key, [...(byKey.get(key) ?? []), t]);
  }
  return (name) => {
    const hits = byKey.get(nameKey(name)) ?? [];
    if (hits.length === 1) return { found: hits[0] };
    return { problem: hits.length ? 'ambiguous' : 'unknown' };
  };
}
