// Reads under mixed load (`npm run bench -- --mixed`, and the full run): one load test against a running local stack,
// over loopback only, mixing what a league's busy evening sends at once: an organiser's league reads, the public
// schedule and standings API, the server-rendered pages (home, schedule, standings, a team) and updates (results
// entered, teams renamed: each rebuilds the league's site from the stream), beside raw DynamoDB Local GetItems in the
// same run. Printed: each kind's p50/p99 and the league read's p99 over the raw GetItem's (goal: at most 4). Bounded
// in count and time; the machine is shared, so the ratio (both measured together) is the figure, with the load average.
import os from 'node:os';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { seedLeague, type SeededLeague } from './seed-league-site';

const CLIENTS = 20;
const REQUESTS = 3000;
const MAX_SECONDS = 150;
/** The ratio the league read's p99 may reach over the raw GetItem's, in this mix. */
export const MIXED_P99_RATIO_GOAL = 4;

type Kind = 'league read' | 'raw GetItem' | 'public schedule API' | 'public standings API' | 'page home' | 'page schedule' | 'page standings' | 'page team' | 'result entry' | 'team rename';

/** The mix, in the order the clients cycle through it: reads of every kind, one update in about twelve requests. */
const MIX: Kind[] = [
  'league read', 'raw GetItem', 'page home', 'public schedule API', 'league read', 'raw GetItem', 'page schedule', 'public standings API',
  'league read', 'raw GetItem', 'page standings', 'result entry', 'league read', 'raw GetItem', 'page team', 'public schedule API',
  'league read', 'raw GetItem', 'page home', 'public standings API', 'league read', 'raw GetItem', 'page schedule', 'team rename',
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function requestOf(base: string, dynamoEndpoint: string, site: SeededLeague): (kind: Kind, n: number) => Promise<void> {
  const ddb = new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const headers = site.owner.headers;
  const expect200 = async (r: Response, what: string) => {
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${what} answered ${r.status}`);
  };
  const get = async (path: string, auth = false) => expect200(await fetch(`${base}${path}`, auth ? { headers } : {}), `GET ${path}`);
  const api = `/api/public/leagues/${site.leagueId}`;
  return async (kind, n) => {
    switch (kind) {
      case 'league read': return get(`/api/leagues/${site.leagueId}`, true);
      case 'raw GetItem': { await ddb.send(new GetItemCommand({ TableName: 'league-platform', Key: { pk: { S: `LEAGUE#${site.leagueId}` }, sk: { S: 'LEAGUE' } } })); return; }
      case 'public schedule API': return get(`${api}/schedule`);
      case 'public standings API': return get(`${api}/standings`);
      case 'page home': return get(site.pages.home);
      case 'page schedule': return get(site.pages.schedule);
      case 'page standings': return get(site.pages.standings);
      case 'page team': return get(site.pages.team);
      case 'result entry': {
        const game = site.playedGameIds[n % site.playedGameIds.length];
        const r = await fetch(`${base}/api/leagues/${site.leagueId}/games/${game}/result`, { method: 'POST', headers, body: JSON.stringify({ home_score: n % 5, away_score: (n * 3) % 4 }) });
        return expect200(r, 'result entry');
      }
      case 'team rename': {
        const team = site.teamIds[n % site.teamIds.length];
        const r = await fetch(`${base}/api/teams/${team}`, { method: 'PATCH', headers, body: JSON.stringify({ name: `Renamed ${n % 1000}` }) });
        return expect200(r, 'team rename');
      }
    }
  };
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

/** Seeds a league through the stack's API, runs the mix and returns the lines to print. */
export async function mixedLoadFigures(base: string, dynamoEndpoint: string): Promise<string[]> {
  const site = await seedLeague(base);
  const send = requestOf(base, dynamoEndpoint, site);
  // Warm-up: connections, JIT, every handler's module, DynamoDB Local's JVM.
  for (let round = 0; round < 3; round++) for (const kind of new Set(MIX)) await send(kind, round);
  for (let i = 0; i < 300; i++) await send(i % 2 ? 'raw GetItem' : 'league read', i);
  const before = loadAverage();
  const times = new Map<Kind, number[]>();
  let next = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < REQUESTS && performance.now() < deadline) {
      const n = next++;
      const kind = MIX[n % MIX.length];
      const t = performance.now();
      await send(kind, n);
      const list = times.get(kind) ?? [];
      list.push(performance.now() - t);
      times.set(kind, list);
    }
  }));
  const secs = (performance.now() - started) / 1000;
  const stats = (kind: Kind) => {
    const sorted = [...(times.get(kind) ?? [])].sort((a, b) => a - b);
    return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  const done = [...times.values()].reduce((a, t) => a + t.length, 0);
  const lines = [`  mixed load: ${CLIENTS} concurrent clients, ${done} requests in ${secs.toFixed(1)} s (${(done / secs).toFixed(0)} req/s); load average (1 / 5 / 15 min) before ${before}, after ${loadAverage()}, ${os.cpus().length} cores`];
  for (const kind of new Set(MIX)) {
    const s = stats(kind);
    lines.push(`    ${kind.padEnd(21)} n ${String(s.n).padStart(4)}: p50 ${s.p50.toFixed(1).padStart(7)} ms, p99 ${s.p99.toFixed(1).padStart(7)} ms`);
  }
  const league = stats('league read');
  const raw = stats('raw GetItem');
  lines.push(`  mixed load: league read p99 / raw GetItem p99 (same run): ${(league.p99 / raw.p99).toFixed(2)} (goal <= ${MIXED_P99_RATIO_GOAL}); p50 ratio ${(league.p50 / raw.p50).toFixed(2)}`);
  return lines;
}
