// The public standings and statistics pages against a real DynamoDB Local (part of `npm run bench -- --games`):
// how many DynamoDB requests one render makes, counted by a middleware on the data layer's own SDK client (not by
// reading code), and its time, for a 64-team / 2,000-game season against an 8-team / 60-game one; and how fast the
// deploy's site backfill rebuilds 98 leagues that have no items.
// The seasons are written as the games API keeps them (keys.ts: standings rows and player totals in the season's
// board), from deterministic random results; each render is the real service function the public route calls.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ulid } from 'ulid';
import { ensureTable, startDynamoLocal } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/processes';
import { batchWrite } from '../../functions/data/batch';
import { standingsDelta, totalsDelta, type GameRecord } from '../../functions/data/games';
import {
  activeSeasonModel, boardHeaderModel, gameModel, leagueModel, newsModel, pageModel, playerTotalModel, standingModel, teamModel, type Item,
} from '../../functions/data/keys';
import { rebuildAllSites } from '../../functions/public-site/site-backfill';
import { refreshSite } from '../../functions/public-site/site-snapshot';
import { answerSitePage } from '../../functions/site-render/answer';
import { db } from '../../functions/data/table';
import { publicStandingsOf, publicStatisticsOf } from '../../functions/games/service';
import { LEAGUE_GAME_DEFAULTS } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';
import { siteAssetsFromManifest, type SiteManifest } from '../../web/site/src/server/render-shell';
import { median, random } from './bench-math';

const root = path.resolve(import.meta.dirname, '../..');

/** Each seeded league's first team, for its team page and the schedule filtered by it. */
const firstTeam = new Map<string, string>();

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
  const league: League = {
    id: leagueId, name: `Bench ${teamCount}`, description: '', sport: 'basketball', min_teams: 2, max_teams: 50,
    playoff_format: 'none', regular_season_format: 'round_robin', allow_player_transfers: true, require_player_approval: false,
    public_standings: true, public_schedule: true, registration_deadline: null, custom_slug: null, enable_custom_domain: false,
    custom_domain: null, contact_email: null, status: 'active', admin_id: 'bench', created_at: now, updated_at: now,
    ...structuredClone(LEAGUE_GAME_DEFAULTS),
  };
  const teams = Array.from({ length: teamCount }, (_, i) => ({ id: ulid(), name: `Team ${i + 1}`, logo_url: null }));
  firstTeam.set(leagueId, teams[0].id);
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
    { put: boardHeaderModel.item({ league_id: leagueId, season_id: seasonId, name: 'Bench season', start_date: '2027-01-01', end_date: '2027-12-31', status: 'active' }) },
    ...[...rows.values(), ...totals.values(), ...games].map((put) => ({ put })),
  ]);
  return leagueId;
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
    db().middlewareStack.add((next) => async (args) => { requests++; return next(args); }, { step: 'initialize', name: 'benchRequestCounter' });
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
    // The rebuild a write triggers (public-site/site-snapshot.ts), timed; the reads below find what it kept, as
    // they do after any write.
    const rebuild = async (key: string) => {
      requests = 0;
      const t = performance.now();
      await refreshSite(key);
      return { requests, ms: performance.now() - t };
    };
    const [rs, rb] = [await rebuild(small), await rebuild(big)];
    out.push(`  site rebuild after a write (read-optimised items, consistent reads): DynamoDB requests 64 teams / 2,000 games ${rb.requests} in ${rb.ms.toFixed(0)} ms vs 8 teams / 60 games ${rs.requests} in ${rs.ms.toFixed(0)} ms`);
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
