// The public standings and statistics pages against a real DynamoDB Local (part of `npm run bench -- --games`):
// how many DynamoDB requests one render makes, counted by a middleware on the data layer's own SDK client (not by
// reading code), and its time, for a 64-team / 2,000-game season against an 8-team / 60-game one; the rebuild after
// one result in the long season (what it rewrites) and the size of the copies it keeps; and how fast the deploy's
// site backfill rebuilds 98 leagues that have no items.
// The seasons are written as the games API keeps them (keys.ts: standings rows and player totals in the season's
// board), from deterministic random results; each render is the real service function the public route calls.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ulid } from 'ulid';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, localClient, startDynamoLocal } from '../../infra/local/dynamodb-local';
import { LOCAL_SITE_DELAY_MS, SITE_STREAM_POLL_MS, startSiteStreamPoller } from '../../infra/local/site-stream-poller';
import { SITE_REBUILD_BATCHING_WINDOW } from '../../infra/cloud/constructs/site-rebuild';
import { getSiteItem, readSeasonCopies } from '../../functions/data/site';
import { MAX_KEPT_SCHEDULE_BYTES } from '../../functions/public-site/kept-schedule';
import { resultEntryEvent } from '../integration/support/result-entry-event';
import { freePort } from '../../infra/local/processes';
import { batchWrite } from '../../functions/data/batch';
import type { GameRecord } from '../../functions/data/game-reads';
import { standingsDelta } from '../../functions/data/standings-rows';
import { totalsDelta } from '../../functions/data/stat-sheets';
import {
  activeSeasonModel, boardHeaderModel, gameModel, gameRefModel, leagueModel, newsModel, pageModel, playerTotalModel, siteAddressModel, standingModel, teamModel,
  seasonModel, userProfileModel, type Item, type SeasonRecord,
} from '../../functions/data/keys';
import { rebuildAllSites } from '../../functions/public-site/site-backfill';
import { refreshSite } from '../../functions/public-site/site-snapshot';
import { answerSitePage } from '../../functions/site-render/answer';
import { db } from '../../functions/data/table';
import { publicStandingsOf, publicStatisticsOf } from '../../functions/games/service';
import { siteAssetsFromManifest, type SiteManifest } from '../../web/site/src/server/render-shell';
import { activeLeagueRecord } from '../fixtures/league-record';
import { median, random } from './bench-math';
import { directoryFigures } from './directory-bench';

const root = path.resolve(import.meta.dirname, '../..');

/** Each seeded league's first team, for its team page and the schedule filtered by it. */
const firstTeam = new Map<string, string>();
/** Each seeded league's first game, for the result entries. */
const firstGame = new Map<string, string>();
/** Each seeded league's active season, for the kept copies' sizes. */
const seasonOf = new Map<string, string>();

const gzipBytes = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;

/**
 * The gzip bytes of the built site's first-load JS and CSS (every page shares them) and of the widgets' one script,
 * 0 when the site is not built.
 */
function siteAssetBytes(): { pages: number; widget: number } {
  const dir = path.join(root, 'dist/site');
  const file = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(file)) return { pages: 0, widget: 0 };
  const assets = siteAssetsFromManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as SiteManifest);
  const bytes = (refs: string[]) => refs.reduce((n, ref) => n + gzipBytes(fs.readFileSync(path.join(dir, ref.replace(/^\/_site\//, '')))), 0);
  return { pages: bytes([...assets.scripts, ...assets.preloads, ...assets.styles]), widget: bytes(assets.widget ? [assets.widget] : []) };
}

/** A league with an active season of `teamCount` teams and `gameCount` completed games, stored as the API keeps it. */
async function seedSeason(teamCount: number, gameCount: number): Promise<string> {
  const rnd = random(teamCount * 31 + gameCount);
  const now = new Date().toISOString();
  const leagueId = ulid();
  const seasonId = ulid();
  const league = activeLeagueRecord({ id: leagueId, name: `Bench ${teamCount}`, admin_id: 'bench', created_at: now, updated_at: now });
  const teams = Array.from({ length: teamCount }, (_, i) => ({ id: ulid(), name: `Team ${i + 1}`, logo_url: null }));
  firstTeam.set(leagueId, teams[0].id);
  seasonOf.set(leagueId, seasonId);
  const rows = new Map<string, Item>();
  const totals = new Map<string, Item>();
  const games: Item[] = [];
  for (let n = 0; n < gameCount; n++) {
    const h = Math.floor(rnd() * teamCount);
    const a = (h + 1 + Math.floor(rnd() * (teamCount - 1))) % teamCount;
    const g: GameRecord = {
      id: ulid(), league_id: leagueId, season_id: seasonId, level_id: null, home_team_id: teams[h].id, away_team_id: teams[a].id,
      home_team: teams[h], away_team: teams[a], scheduled_at: new Date(Date.UTC(2027, 0, 1) + n * 3_600_000).toISOString(),
      venue_id: null, field: null, status: 'completed', home_score: Math.floor(rnd() * 90), away_score: Math.floor(rnd() * 90),
      result_status: 'confirmed', home_report: null, away_report: null, round: null, revision: 1, created_at: now, updated_at: now, history: [],
    };
    games.push(gameModel.item(g));
    // The first game is entered again by the result entry figures, which find it by its reference.
    if (n === 0) { firstGame.set(leagueId, g.id); games.push(gameRefModel.item(leagueId, g.id, seasonId)); }
    for (const d of standingsDelta(null, g)) {
      const key = standingModel.key(leagueId, seasonId, null, d.team_id);
      const row = rows.get(key.sk) ?? { ...key, entity: standingModel.entity, season_id: seasonId, level_id: null, level_name: null, team_id: d.team_id, team_name: teams.find((t) => t.id === d.team_id)!.name, logo_url: null, wins: 0, losses: 0, ties: 0, points_for: 0, points_against: 0 };
      row.wins = Number(row.wins) + d.w; row.losses = Number(row.losses) + d.l; row.ties = Number(row.ties) + d.t;
      row.points_for = Number(row.points_for) + d.pf; row.points_against = Number(row.points_against) + d.pa;
      for (const [opp, v] of d.vs) {
        const attr = standingModel.vsAttribute(opp);
        row[attr] = Number(row[attr] ?? 0) + standingModel.vsValue(v);
      }
      rows.set(key.sk, row);
    }
    // Five scorers a side, a point line and a goal line each (the statistics page's two tables).
    for (const t of [h, a]) {
      const lines = Array.from({ length: 5 }, () => {
        const k = Math.floor(rnd() * 12);
        return [{ player_id: `${teams[t].id}-p${k}`, player_name: `Player ${k} of ${teams[t].name}`, stat_type: 'point', value: Math.floor(rnd() * 20) },
          { player_id: `${teams[t].id}-p${k}`, player_name: `Player ${k} of ${teams[t].name}`, stat_type: 'goal', value: Math.floor(rnd() * 3) }];
      }).flat();
      const merged = new Map<string, (typeof lines)[number]>();
      for (const l of lines) {
        const key = `${l.player_id}\n${l.stat_type}`;
        merged.set(key, { ...l, value: (merged.get(key)?.value ?? 0) + l.value });
      }
      const sheet = { league_id: leagueId, season_id: seasonId, game_id: g.id, team_id: teams[t].id, lines: [...merged.values()], rev: 1 };
      for (const d of totalsDelta(null, sheet, teams[t].name)) {
        const key = playerTotalModel.key(leagueId, seasonId, d.player_id, d.team_id);
        const item = totals.get(key.sk) ?? { ...key, entity: playerTotalModel.entity, season_id: seasonId, player_id: d.player_id, team_id: d.team_id, player_name: d.player_name, team_name: d.team_name, games: 0 };
        for (const [stat, by] of d.stats) item[playerTotalModel.statAttribute(stat)] = Number(item[playerTotalModel.statAttribute(stat)] ?? 0) + by;
        item.games = Number(item.games) + 1;
        totals.set(key.sk, item);
      }
    }
  }
  // What the home and the other pages show besides the season: the teams, three articles and a page in the navigation.
  const site = [
    ...teams.map((t) => teamModel.item({ ...t, league_id: leagueId, manager_id: 'bench', player_count: 12, created_at: now })),
    ...[1, 2, 3].map((n) => newsModel.item({
      id: ulid(), league_id: leagueId, author_id: 'bench', slug: `news-${n}`, title: `News ${n}`, content: '<p>Report.</p>', category: 'general',
      is_featured: n === 1, is_published: true, meta_title: null, meta_description: null, publish_date: `2026-01-0${n}`, created_at: now, updated_at: now,
    })),
    pageModel.item({
      id: ulid(), league_id: leagueId, slug: 'rules', title: 'Rules', content: '<p>Play fair.</p>', page_type: 'rules', is_published: true,
      meta_title: null, meta_description: null, parent_page_id: null, navigation_order: 0, show_in_navigation: true, created_at: now, updated_at: now,
    }),
  ];
  await batchWrite([
    ...site.map((put) => ({ put })),
    { put: leagueModel.item(league) }, { put: activeSeasonModel.item(leagueId, seasonId) },
    // The season itself, which a result entry reads with its game.
    { put: seasonModel.item({ id: seasonId, league_id: leagueId, name: 'Bench season', start_date: '2027-01-01', end_date: '2027-12-31', status: 'active', created_at: now } as SeasonRecord) },
    { put: boardHeaderModel.item({ league_id: leagueId, season_id: seasonId, name: 'Bench season', start_date: '2027-01-01', end_date: '2027-12-31', status: 'active' }) },
    ...[...rows.values(), ...totals.values(), ...games].map((put) => ({ put })),
  ]);
  return leagueId;
}

/**
 * Result entries through the games function's real handler (as API Gateway invokes it): DynamoDB requests and ms
 * each, and the delay until the league's site item (what every public page starts from) holds the result, rebuilt
 * off the request path by the local twin's stream reader (infra/local/site-stream-poller.ts).
 */
async function resultEntryFigures(endpoint: string, leagueId: string, counted: () => number, reset: () => void): Promise<string[]> {
  const tableName = process.env.TABLE_NAME!;
  const now = new Date().toISOString();
  await db().send(new PutCommand({ TableName: tableName, Item: userProfileModel.item({ id: 'bench', email: 'bench@example.com', first_name: 'Bench', last_name: 'Admin', created_at: now }) }));
  const poller = await startSiteStreamPoller({ endpoint, tableName, client: localClient(endpoint), log: (line) => console.log(line) });
  try {
    const { handler } = await import('../../functions/games/handler');
    const claims = { sub: 'bench', iat: Math.floor(Date.now() / 1000) };
    const gameId = firstGame.get(leagueId)!;
    const requests: number[] = [];
    const times: number[] = [];
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      await poller.settled();
      reset();
      const t = performance.now();
      const r = await handler(resultEntryEvent(claims, leagueId, gameId, { home_score: 50 + i, away_score: 40 }), {} as never) as { statusCode: number; body: string };
      if (r.statusCode !== 200) throw new Error(`result entry answered ${r.statusCode}: ${r.body}`);
      times.push(performance.now() - t);
      requests.push(counted());
      // The public page shows the result once the league's site item is rebuilt from reads made after the entry.
      const enteredAt = new Date(Date.now() - (performance.now() - t)).toISOString();
      while (((await getSiteItem(siteAddressModel.byId(leagueId)))?.read_at ?? '') < enteredAt) {
        if (performance.now() - t > 10_000) throw new Error('the site item did not show the result within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      delays.push(performance.now() - t);
    }
    return [
      `  result entry (games function, 8 teams / 60 games): DynamoDB requests ${Math.max(...requests)} (goal <= 6, the site rebuild is off the request path); median ms ${median(times).toFixed(1)}`,
      `  delay until the public page shows a result (local stream reader every ${SITE_STREAM_POLL_MS} ms, then the rebuild): median ${median(delays).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms (local promise <= ${LOCAL_SITE_DELAY_MS} ms; the cloud adds its ${SITE_REBUILD_BATCHING_WINDOW.toSeconds()} s batching window)`,
    ];
  } finally {
    await poller.stop();
  }
}

/**
 * The rebuild after one result in a long season (the games function's real handler enters it; no stream reader
 * runs here, so the rebuild is timed alone): its requests and writes, which rewrite the kept copies that changed (the
 * result's week and the standings) and not the season's; and how big the kept copies are.
 */
async function longSeasonFigures(leagueId: string, counted: () => { requests: number; writes: number }, reset: () => void): Promise<string[]> {
  const { handler } = await import('../../functions/games/handler');
  const r = await handler(resultEntryEvent({ sub: 'bench', iat: Math.floor(Date.now() / 1000) }, leagueId, firstGame.get(leagueId)!, { home_score: 77, away_score: 70 }), {} as never) as { statusCode: number; body: string };
  if (r.statusCode !== 200) throw new Error(`result entry answered ${r.statusCode}: ${r.body}`);
  reset();
  const t = performance.now();
  await refreshSite(leagueId);
  const ms = performance.now() - t;
  const { requests, writes } = counted();
  const copies = await readSeasonCopies(leagueId, seasonOf.get(leagueId)!, 'team');
  const bytes = (texts: (string | null | undefined)[]) => texts.reduce((n, x) => n + Buffer.byteLength(x ?? '', 'utf8'), 0);
  const schedule = bytes([...copies.schedule.values()]);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return [
    `  site rebuild after one result, 64 teams / 2,000 games: DynamoDB requests ${requests}, of them ${writes} writes (the site and players items, the statistics, the result's week of the kept schedule and the standings; not the season's ${copies.schedule.size - 1} weeks) in ${ms.toFixed(0)} ms`,
    `  kept copies of that season: schedule ${kb(schedule)} in ${copies.schedule.size} items (kept up to ${kb(MAX_KEPT_SCHEDULE_BYTES)}, about 3,000 games), standings ${kb(bytes([copies.standings]))}; a team page's one Query reads ${kb(schedule + bytes([copies.standings, copies.players]))} with the players list (DynamoDB's limit 1 MB)`,
  ];
}

/** `withBackfill` false: the page renders only, without the 98-league backfill (`npm run bench -- --site-pages`). */
export async function gamesRenderFigures({ withBackfill = true } = {}): Promise<string[]> {
  const port = await freePort();
  const dynamo = await startDynamoLocal({ port, cacheDir: path.join(root, '.local', 'cache', 'dynamodb-local'), dataDir: null, quiet: true });
  try {
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    process.env.TABLE_NAME = 'bench-games';
    process.env.AWS_REGION = 'us-east-1';
    await ensureTable(dynamo.endpoint, process.env.TABLE_NAME);
    let requests = 0;
    let writes = 0;
    // DynamoDB Local's commit barrier after a transaction (functions/data/table.ts) is no request the cloud makes.
    db().middlewareStack.add((next, context) => async (args) => {
      if (!JSON.stringify((args.input as { Key?: unknown }).Key ?? '').includes('#commit-barrier')) {
        requests++;
        if (/Put|Delete|Update|Write/.test(context.commandName ?? '')) writes++;
      }
      return next(args);
    }, { step: 'initialize', name: 'benchRequestCounter' });
    const small = await seedSeason(8, 60);
    const big = await seedSeason(64, 2000);

    const measure = async (render: (key: string) => Promise<unknown>, key: string) => {
      for (let i = 0; i < 5; i++) await render(key); // warm-up
      requests = 0;
      await render(key);
      const perRender = requests;
      const times: number[] = [];
      for (let i = 0; i < 30; i++) {
        const t = performance.now();
        await render(key);
        times.push(performance.now() - t);
      }
      return { requests: perRender, ms: median(times) };
    };
    const out: string[] = [];
    // The rebuild a write triggers from the table's stream (public-site/site-snapshot.ts), timed; the reads below find what it kept, as
    // they do after any write.
    const rebuild = async (key: string) => {
      requests = 0;
      const t = performance.now();
      await refreshSite(key);
      return { requests, ms: performance.now() - t };
    };
    const [rs, rb] = [await rebuild(small), await rebuild(big)];
    out.push(`  site rebuild after a write, off the request path (read-optimised items, consistent reads): DynamoDB requests 64 teams / 2,000 games ${rb.requests} in ${rb.ms.toFixed(0)} ms vs 8 teams / 60 games ${rs.requests} in ${rs.ms.toFixed(0)} ms`);
    out.push(...await resultEntryFigures(dynamo.endpoint, small, () => requests, () => { requests = 0; }));
    out.push(...await longSeasonFigures(big, () => ({ requests, writes }), () => { requests = 0; writes = 0; }));
    for (const [name, render] of [['standings', publicStandingsOf], ['statistics', publicStatisticsOf]] as const) {
      const s = await measure(render, small);
      const b = await measure(render, big);
      out.push(`  public ${name} API read (league by id): DynamoDB requests 64 teams / 2,000 games ${b.requests} vs 8 teams / 60 games ${s.requests} (goal <= 2); median ms ${b.ms.toFixed(1)} vs ${s.ms.toFixed(1)}, ratio ${(b.ms / s.ms).toFixed(1)} (goal <= 3)`);
    }
    // Whole server renders (functions/site-render/answer.ts: the league's site item, the page's own read, the HTML),
    // with each page's first load: its HTML and the site's JS and CSS (a widget: its own script), gzip.
    const assets = { scripts: [], styles: [], preloads: [] };
    const shared = siteAssetBytes();
    let html = 0;
    const renderOf = (rest: string) => async (key: string) => {
      const [pathOnly, query] = rest.replace('{team}', firstTeam.get(key) ?? '').split('?');
      const r = await answerSitePage({ address: { key }, rest: pathOnly, customDomain: false, siteOrigin: 'https://bench.example', query }, assets);
      if (r.status !== 200) throw new Error(`${rest || '/'} answered ${r.status}`);
      html = gzipBytes(r.body);
    };
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const widgets = ['standings', 'schedule', 'results'].flatMap((w) => [`/widgets/${w}`, `/widgets/${w}?team={team}`]);
    for (const rest of ['', '/teams', '/teams/{team}', '/players', '/schedule', '/schedule?team={team}', '/standings', '/stats', '/news', '/news/news-1', '/page/rules', '/sponsors', ...widgets]) {
      const s = await measure(renderOf(rest), small);
      const smallHtml = html;
      const b = await measure(renderOf(rest), big);
      const goal = rest === '' ? 1 : 2;
      const assetBytes = rest.startsWith('/widgets/') ? shared.widget : shared.pages;
      const load = shared.pages ? `; first load gzip ${kb(smallHtml + assetBytes)} (8 / 60) and ${kb(html + assetBytes)} (64 / 2,000) (goal <= 90 KB)` : '';
      out.push(`  whole server render of /l/{id}${rest || ' (home)'}: DynamoDB requests ${b.requests} (64 teams / 2,000 games) and ${s.requests} (8 / 60) (goal <= ${goal}); median ms ${b.ms.toFixed(1)} vs ${s.ms.toFixed(1)}, ratio ${(b.ms / s.ms).toFixed(1)}${rest === '/standings' || rest === '/stats' ? ' (goal <= 3)' : ''}${load}`);
    }
    if (!shared.pages) out.push('  (first load per page: run `npm run build:web` first, the site\'s JS and CSS are read from dist/site)');
    out.push(...await directoryFigures(() => requests, () => { requests = 0; }));
    if (!withBackfill) return out;
    // The deploy's backfill (public-site/site-backfill.ts): every active league without items rebuilt, ten at a
    // time, in the backfill function's 15 minutes. 98 small leagues without items, beside the two above with theirs.
    for (let i = 0; i < 98; i++) await seedSeason(8, 60);
    const t = performance.now();
    const backfill = await rebuildAllSites();
    const secs = (performance.now() - t) / 1000;
    out.push(`  site backfill: ${backfill.rebuilt} leagues of 60 games rebuilt (${backfill.current} already current) in ${secs.toFixed(1)} s, ${(backfill.rebuilt / secs).toFixed(0)} leagues/s; at that rate 15 minutes rebuild about ${Math.floor((backfill.rebuilt / secs) * 840).toLocaleString('en')} leagues (one minute kept back)`);
    return out;
  } finally {
    await dynamo.stop();
  }
}
