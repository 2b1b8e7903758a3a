// A season's games as an import file's rows (the demo league's season, and the import tests' and bench's files): a double round robin (every pair meets home and away), one round a
// day from `start`, the first `played` games with final scores. 20 teams give 380 games.
import type { GameColumn } from '../../shared/import-schema';

export function roundRobinRows(teams: string[], opts: { start?: string; played?: number; time?: string } = {}): Record<GameColumn, string>[] {
  const names = teams.length % 2 ? [...teams, ''] : [...teams];
  const n = names.length;
  const rounds: [string, string][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [string, string][] = [];
    const rest = names.slice(1);
    const circle = [names[0], ...rest.slice(r), ...rest.slice(0, r)];
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [circle[i], circle[n - 1 - i]];
      if (a && b) pairs.push((r + i) % 2 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
  }
  const all = [...rounds, ...rounds.map((p) => p.map(([h, a]) => [a, h] as [string, string]))];
  const start = Date.parse(`${opts.start ?? '2027-03-01'}T00:00:00Z`);
  const rows: Record<GameColumn, string>[] = [];
  all.forEach((pairs, day) => {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    for (const [home, away] of pairs) {
      const played = rows.length < (opts.played ?? 0);
      const k = rows.length;
      rows.push({
        date, time: opts.time ?? '10:00', home, away, venue: '', field: '',
        home_score: played ? String((k * 7) % 5) : '', away_score: played ? String((k * 3) % 4) : '',
      });
    }
  });
  return rows;
}
