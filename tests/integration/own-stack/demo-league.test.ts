// A first `npm start` on an empty state folder shows a living league at once: the demo organiser's sign-in is
// printed with the ready line, and the league's site (home, standings with results, statistics, its custom domain)
// renders, looking like a real league: full squads of players of their own, no pitch booked twice at once, sponsors
// and social links; DEMO=0 starts empty.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_DOMAIN, DEMO_ORGANISER, DEMO_SLUG, DEMO_SQUAD_SIZE } from '../../../infra/local/demo-league';
import { freePorts } from '../../../infra/local/processes';
import { getWithHost } from '../support/local';
import { runStartCommand, type StartedCommand } from '../support/start-command';

let current: StartedCommand | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await current?.stop();
  current = undefined;
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function start(demo: '0' | '1') {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'league-demo-'));
  dirs.push(stateDir);
  fs.rmSync(stateDir, { recursive: true }); // an empty state folder: none at all
  const [port, dynamo, cognitoPort, payments] = await freePorts(4);
  current = runStartCommand({ PORT: String(port), DYNAMODB_PORT: String(dynamo), COGNITO_PORT: String(cognitoPort), PAYMENTS_PORT: String(payments), LOCAL_STATE_DIR: stateDir, DEMO: demo });
  return { url: await current.ready, output: current.output };
}

/**
 * The demo looks like a real league: full squads of players of their own, one game a pitch at a time, sponsors and
 * social links, the levels in the organiser's order, no joining dates.
 */
async function expectLooksReal(url: string) {
  const key = `${url}/api/public/leagues/${DEMO_SLUG}`;

  // Eleven-a-side: every team has a squad of 16 (eleven and a bench), and no player's name is on two teams.
  const { teams, players } = await (await fetch(`${key}/teams`)).json() as { teams: { id: string; name: string }[]; players: { name: string; team_id: string; position: string | null }[] };
  expect(teams).toHaveLength(12);
  expect(DEMO_SQUAD_SIZE).toBeGreaterThanOrEqual(16);
  for (const t of teams) {
    const squad = players.filter((p) => p.team_id === t.id);
    expect(squad, t.name).toHaveLength(DEMO_SQUAD_SIZE);
    expect(squad.filter((p) => p.position === 'Goalkeeper').length, t.name).toBeGreaterThanOrEqual(1);
  }
  expect(new Set(players.map((p) => p.name)).size).toBe(players.length);

  // No pitch hosts two games at once: on each venue's field, a game starts only once the one before has ended.
  const { games } = await (await fetch(`${key}/schedule`)).json() as { games: { venue_id: string | null; field: string | null; scheduled_at: string; length_minutes?: number | null }[] };
  expect(games.length).toBe(60);
  const byPitch = new Map<string, typeof games>();
  for (const g of games) byPitch.set(`${g.venue_id}|${g.field}`, [...(byPitch.get(`${g.venue_id}|${g.field}`) ?? []), g]);
  for (const [pitch, list] of byPitch) {
    const sorted = list.map((g) => ({ start: Date.parse(g.scheduled_at), minutes: g.length_minutes ?? 90 })).sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i].start, pitch).toBeGreaterThanOrEqual(sorted[i - 1].start + sorted[i - 1].minutes * 60_000);
  }

  // The footer shows the sponsors and the social links, and leads to the sponsors page.
  const home = await (await fetch(`${url}/l/${DEMO_SLUG}`)).text();
  expect(home).toContain('Harbour Bakery');
  expect(home).toContain(`href="/l/${DEMO_SLUG}/sponsors"`);
  expect(home).toContain('https://www.instagram.com/harbourside-league.example');
  const sponsorsPage = await fetch(`${url}/l/${DEMO_SLUG}/sponsors`);
  expect(sponsorsPage.status).toBe(200);
  expect(await sponsorsPage.text()).toContain('Quayside Motors');

  // The players page names the players, not when they joined.
  const playersPage = await (await fetch(`${url}/l/${DEMO_SLUG}/players`)).text();
  expect(playersPage).toContain(players[0].name);
  expect(playersPage).not.toMatch(/Joined /);

  // The standings' levels come in the organiser's order: Premier, then Championship.
  const standingsPage = await (await fetch(`${url}/l/${DEMO_SLUG}/standings`)).text();
  expect(standingsPage.indexOf('<h2>Premier</h2>')).toBeGreaterThan(-1);
  expect(standingsPage.indexOf('<h2>Premier</h2>')).toBeLessThan(standingsPage.indexOf('<h2>Championship</h2>'));
}

describe('the demo league of a first start', () => {
  it('seeds a published, half-played league that looks real, whose site renders, and prints the organiser\'s sign-in with the ready line', { timeout: 400_000 }, async () => {
    const { url, output } = await start('1');
    // The lines after the ready line may arrive a moment after it.
    await expect.poll(output, { timeout: 5_000 }).toContain(`demo organiser: ${DEMO_ORGANISER.email} / ${DEMO_ORGANISER.password}`);

    const directory = await (await fetch(`${url}/api/public/leagues`)).json() as { leagues: { name: string }[] };
    expect(directory.leagues.map((l) => l.name)).toContain('Harbourside Sunday League');
    const home = await fetch(`${url}/l/${DEMO_SLUG}`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Matchday every Sunday');
    expect(html).toContain('The season reaches its halfway mark');

    const standings = await (await fetch(`${url}/api/public/leagues/${DEMO_SLUG}/standings`)).json() as { groups: { level_name: string; rows: { team_name: string; logo_url: string | null; wins: number; losses: number; ties: number }[] }[] };
    expect(standings.groups.map((g) => g.level_name).sort()).toEqual(['Championship', 'Premier']);
    for (const g of standings.groups) {
      expect(g.rows).toHaveLength(6);
      expect(g.rows.every((r) => r.logo_url && r.wins + r.losses + r.ties >= 5)).toBe(true);
    }
    const stats = await (await fetch(`${url}/api/public/leagues/${DEMO_SLUG}/statistics`)).json() as { top_goal_scorers: unknown[] };
    expect(stats.top_goal_scorers.length).toBeGreaterThan(0);
    const pages = await (await fetch(`${url}/api/public/leagues/${DEMO_SLUG}/pages`)).json() as { pages: { title: string }[] };
    expect(pages.pages.map((p) => p.title)).toContain('About the league');
    const byDomain = await getWithHost('/', DEMO_DOMAIN, url);
    expect(byDomain.status).toBe(200);
    expect(byDomain.body).toContain('Harbourside Sunday League');
    // One seeding for both (it takes a minute and a half).
    await expectLooksReal(url);
  });

  it('starts empty with DEMO=0', { timeout: 120_000 }, async () => {
    const { url, output } = await start('0');
    expect(output()).not.toContain('demo organiser');
    const directory = await (await fetch(`${url}/api/public/leagues`)).json() as { leagues: unknown[] };
    expect(directory.leagues).toEqual([]);
    expect((await fetch(`${url}/api/public/leagues/${DEMO_SLUG}/standings`)).status).toBe(404);
    expect(await (await fetch(`${url}/l/${DEMO_SLUG}`)).text()).not.toContain('Harbourside Sunday League');
  });
});
