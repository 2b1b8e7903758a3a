// The public league directory (/leagues): a view reads its kept first page in one DynamoDB request (counted on the
// data layer's SDK client, as the site function and the public API make them) instead of a Query per shard and a
// BatchGetItem, while writes still spread over the shards; the kept page follows each write that changes it (a new
// league, a rename, a colour, a league taken out of view), and its cursor leads on to the shards' later pages.
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../shared/api-contract';
import { DEFAULT_COLORS } from '../../shared/branding-schema';
import { batchWrite } from '../../functions/data/batch';
import { leagueModel } from '../../functions/data/keys';
import { db } from '../../functions/data/table';
import { leagueDirectory } from '../../functions/leagues/public-league';
import { activeLeagueRecord } from '../fixtures/league-record';
import { activeGameLeague, newUser } from './support/games';
import { apiClient, stack } from './support/local';

const visitor = () => apiClient(null);
/** Every request the data layer sends while `work` runs. */
async function requestsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const name = `countDirectory${ulid()}`;
  db().middlewareStack.add((next, context) => async (args) => { sent.push(context.commandName ?? '?'); return next(args); }, { step: 'initialize', name });
  try { await work(); } finally { db().middlewareStack.remove(name); }
  return sent;
}
const directoryPage = async (cursor?: string) => {
  const r = await visitor().get(`/api/public/leagues${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  expect(r.status).toBe(200);
  return r.body as { leagues: DirectoryEntry[]; next_cursor: string | null };
};

describe('the public league directory', () => {
  beforeAll(() => {
    // The in-process reads below go to the stack's table, as its functions do.
    process.env.TABLE_NAME = stack().tableName;
    process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
    process.env.CURSOR_SECRET ??= 'directory-test-cursor-key';
  });

  it('shows a view from one DynamoDB request, with each league as it is now', async () => {
    const admin = await newUser('Dora', 'Rectory');
    const league = await activeGameLeague(admin, { name: 'Directory Darts', sport: 'soccer' });

    // The public API (a GET through the gateway waits for the rebuild of earlier writes) and the page both show it.
    expect((await directoryPage()).leagues.find((l) => l.id === league.id)?.name).toBe('Directory Darts');
    const html = await (await fetch(`${stack().url}/leagues`)).text();
    expect(html).toContain('Directory Darts');
    const sent = await requestsOf(() => leagueDirectory());
    expect(sent.length, sent.join(', ')).toBeLessThanOrEqual(2);
    expect(sent).toEqual(['GetItemCommand']);

    // A rename and a new colour show on the next view; a league taken out of public view leaves it.
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...league, name: 'Directory Dartboards' })).status).toBe(200);
    expect((await admin.api.put(`/api/leagues/${league.id}/branding/colors`, { ...DEFAULT_COLORS, primary_color: '#123456' })).status).toBe(200);
    const renamed = (await directoryPage()).leagues.find((l) => l.id === league.id);
    expect(renamed).toMatchObject({ name: 'Directory Dartboards', primary_color: '#123456' });
    const current = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...current, status: 'draft' })).status).toBe(200);
    expect((await directoryPage()).leagues.some((l) => l.id === league.id)).toBe(false);
    expect(await (await fetch(`${stack().url}/leagues`)).text()).not.toContain('Directory Dartboards');
  });

  it('leads from the kept first page to the shards\' later pages, every active league once, newest first', async () => {
    // Thirty active leagues written as the API stores them, their entries spread over the shards.
    const base = Date.now();
    const leagues = Array.from({ length: 30 }, (_, i) => activeLeagueRecord({
      name: `Paged League ${i}`, admin_id: 'directory-test', created_at: new Date(base + i).toISOString(),
    }));
    await batchWrite(leagues.map((l) => ({ put: leagueModel.item(l) })));
    expect(new Set(leagues.map((l) => leagueModel.directoryShard(l.id).pk)).size).toBeGreaterThan(8);

    const first = await directoryPage();
    expect(first.leagues).toHaveLength(24);
    expect(first.next_cursor).not.toBeNull();
    // The newest 24 are on the first page, newest first, from the kept item.
    expect(first.leagues.slice(0, 24).map((l) => l.name)).toEqual(leagues.slice(-24).reverse().map((l) => l.name));
    expect(await requestsOf(() => leagueDirectory())).toEqual(['GetItemCommand']);
    const all = [...first.leagues];
    for (let cursor = first.next_cursor; cursor;) {
      const next = await directoryPage(cursor);
      all.push(...next.leagues);
      cursor = next.next_cursor;
    }
    const ids = all.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(leagues.map((l) => l.id)));
    const order = all.map((l) => `${l.created_at}#${l.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });
});
