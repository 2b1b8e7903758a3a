// The import figure of `npm run bench` (alone: `npm run bench -- --import`): a whole 20-team double round robin
// (380 games, with final scores for all of them) brought into a season through the bulk games route of a running
// local stack, in one request: the preview (every row checked) and the confirmed, all-or-nothing import.
import { roundRobinRows } from '../integration/support/season-file';
import type { SignedUpOwner } from './seed-league-site';

async function call<T>(base: string, owner: SignedUpOwner, method: string, url: string, body?: unknown): Promise<T> {
  const r = await fetch(`${base}${url}`, { method, headers: owner.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${url} answered ${r.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function importFigures(base: string, owner: SignedUpOwner): Promise<string[]> {
  await call(base, owner, 'POST', '/api/subscription/change-plan', { plan_slug: 'amazing' });
  const { league } = await call<{ league: Record<string, unknown> & { id: string } }>(base, owner, 'POST', '/api/leagues', { name: 'Import Bench', sport: 'soccer' });
  await call(base, owner, 'PUT', `/api/leagues/${league.id}`, { ...league, status: 'active', max_teams: 20 });
  const names = Array.from({ length: 20 }, (_, i) => `Club ${i + 1}`);
  const ids: string[] = [];
  for (const name of names) ids.push((await call<{ team: { id: string } }>(base, owner, 'POST', `/api/leagues/${league.id}/teams`, { name, manager_email: owner.email })).team.id);
  const { season } = await call<{ season: { id: string } }>(base, owner, 'POST', `/api/leagues/${league.id}/seasons`, { name: '2027', start_date: '2027-01-01', end_date: '2027-12-31', team_ids: ids });
  const rows = roundRobinRows(names, { start: '2027-01-02', played: 380 });
  const url = `/api/leagues/${league.id}/seasons/${season.id}/games/import`;
  let t = performance.now();
  const preview = await call<{ created_count: number; problems: unknown[] }>(base, owner, 'POST', url, { dry_run: true, rows });
  const previewSecs = (performance.now() - t) / 1000;
  t = performance.now();
  const done = await call<{ created_count: number }>(base, owner, 'POST', url, { rows });
  const importSecs = (performance.now() - t) / 1000;
  if (preview.problems.length || done.created_count !== 380) throw new Error(`the bench import wrote ${done.created_count} games (${preview.problems.length} problems)`);
  return [`  import a 380-game season with results (20 teams, one request): preview ${previewSecs.toFixed(1)} s, import ${importSecs.toFixed(1)} s (goal < 10 s)`];
}
