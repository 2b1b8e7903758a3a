// A first `npm start` on an empty state folder shows a living league at once: the demo organiser's sign-in is
// printed with the ready line, and the league's site (home, standings with results, statistics, its custom domain)
// renders; DEMO=0 starts empty.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_DOMAIN, DEMO_ORGANISER, DEMO_SLUG } from '../../infra/local/demo-league';
import { freePorts } from '../../infra/local/processes';
import { getWithHost } from './support/local';
import { runStartCommand, type StartedCommand } from './support/start-command';

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

describe('the demo league of a first start', () => {
  it('seeds a published, half-played league whose site renders, and prints the organiser\'s sign-in with the ready line', { timeout: 300_000 }, async () => {
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
    expect(standings.groups.map((g) => g.level_name)).toEqual(['Championship', 'Premier']);
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
