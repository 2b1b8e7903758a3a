import { describe, expect, it } from 'vitest';
import { newsModel, pageModel } from '../../functions/data/keys';
import { DEFAULT_MAX_BODY_BYTES } from '../../shared/api-contract';
import { newUser, partitionItems } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;

async function awesomeLeague(u: User) {
  expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  return (await u.api.post('/api/leagues', { name: 'Strict League', sport: 'soccer' })).body.league as { id: string };
}

/** `{"a":{"a":...}}` nested until it is about `bytes` long. */
function nestedJunk(bytes: number): string {
  const depth = Math.floor(bytes / 8);
  return '{"a":'.repeat(depth) + '{}' + '}'.repeat(depth);
}

describe('a write with fields the request does not take is refused, naming them, and writes nothing', () => {
  it('refuses a news article or a custom page made only of unknown, deeply nested keys', async () => {
    const u = await newUser('Sia');
    const league = await awesomeLeague(u);
    for (const path of ['news', 'pages']) {
      const r = await u.api.post(`/api/leagues/${league.id}/${path}`, nestedJunk(600 * 1024));
      expect(r.status, path).toBe(400);
      expect(r.body).toMatchObject({ code: 'unknown_field', field: 'a' });
      expect(r.body.error).toContain('Unknown field: a');
    }
    const items = await partitionItems(`LEAGUE#${league.id}`);
    expect(items.filter((i) => i.entity === newsModel.entity || i.entity === pageModel.entity)).toEqual([]);
  });

  it('refuses a team update of only unknown keys, and a misspelt field beside known ones, leaving the team as it was', async () => {
    const u = await newUser('Tao');
    const league = await awesomeLeague(u);
    const team = (await u.api.post(`/api/leagues/${league.id}/teams`, { name: 'Kept Name', manager_email: u.email })).body.team;
    const junk = await u.api.patch(`/api/teams/${team.id}`, { colour: 'red', nickname: 'Reds' });
    expect(junk.status).toBe(400);
    expect(junk.body).toMatchObject({ code: 'unknown_field', field: 'colour' });
    expect(junk.body.error).toContain('colour, nickname');
    const typo = await u.api.patch(`/api/teams/${team.id}`, { name: 'New Name', descripton: 'typo' });
    expect(typo.body).toMatchObject({ code: 'unknown_field', field: 'descripton' });
    expect((await u.api.get(`/api/teams/${team.id}`)).body.team.name).toBe('Kept Name');
  });

  it('names an unknown field inside a list item', async () => {
    const u = await newUser('Uma');
    const league = await awesomeLeague(u);
    const r = await u.api.put(`/api/leagues/${league.id}/branding/navigation`, {
      show_default_navigation: true,
      custom_navigation_order: [{ id: 'x1', name: 'Rules', type: 'custom', url: 'https://example.com', target: '_blank' }],
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'unknown_field', field: 'custom_navigation_order.0.target' });
  });
});

describe('each route takes a body of the size it needs, not 1 MB for everything', () => {
  it('refuses a league body over the default limit with 413 naming the limit, and still takes a long article', async () => {
    const u = await newUser('Vic');
    const league = await awesomeLeague(u);
    const big = await u.api.post('/api/leagues', { name: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('payload_too_large');
    expect(big.body.error).toContain(`at most ${DEFAULT_MAX_BODY_BYTES.toLocaleString('en-US')} bytes`);
    // 80,000 characters of Chinese text: 240 KB, far over the default, which an article may hold.
    const article = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Long read', content: `<p>${'联赛'.repeat(40_000)}</p>` });
    expect(article.status).toBe(201);
  });
});
