import { describe, expect, it } from 'vitest';
import { newsModel, pageModel } from '../../functions/data/keys';
import { RICH_TEXT_MAX_BYTES, RICH_TEXT_MESSAGES } from '../../shared/rich-text';
import { newUser, partitionItems } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;

async function awesomeLeague(u: User) {
  expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  return (await u.api.post('/api/leagues', { name: 'Bytes League' })).body.league as { id: string };
}

// 联 is 3 bytes in UTF-8: the limit is reached at a third of the characters English would take.
const chinese = (chars: number) => '联'.repeat(chars);

describe('article and page content is limited in UTF-8 bytes, as DynamoDB counts an item', () => {
  it('keeps an article and a page of exactly the largest size in a multi-byte script, and reads them back whole', async () => {
    const u = await newUser('Bao');
    const league = await awesomeLeague(u);
    const content = `<p>${chinese(99_997)}xx</p>`;
    expect(new TextEncoder().encode(content).length).toBe(RICH_TEXT_MAX_BYTES);
    for (const kind of ['news', 'pages'] as const) {
      const r = await u.api.post(`/api/leagues/${league.id}/${kind}`, { title: `Largest ${kind}`, content });
      expect(r.status, kind).toBe(201);
      expect((r.body.article ?? r.body.page).content).toBe(content);
    }
  });

  it('refuses one byte more with 400 naming the field and the limit, and writes nothing', async () => {
    const u = await newUser('Chen');
    const league = await awesomeLeague(u);
    const content = `<p>${chinese(99_997)}xxx</p>`;
    for (const kind of ['news', 'pages'] as const) {
      const r = await u.api.post(`/api/leagues/${league.id}/${kind}`, { title: 'Too big', content });
      expect(r.status, kind).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field: 'content' });
      expect(r.body.error).toContain(RICH_TEXT_MESSAGES.tooManyBytes);
    }
    const items = await partitionItems(`LEAGUE#${league.id}`);
    expect(items.filter((i) => i.entity === newsModel.entity || i.entity === pageModel.entity)).toEqual([]);
  });

  it('refuses content that cleaning would grow past the limit, rather than failing the write', async () => {
    const u = await newUser('Dai');
    const league = await awesomeLeague(u);
    // Each link opening a new tab gains rel="noopener noreferrer" when cleaned.
    const link = `<a href="https://e.x/" target="_blank">${chinese(20)}</a>`;
    const content = link.repeat(Math.floor(RICH_TEXT_MAX_BYTES / new TextEncoder().encode(link).length));
    const r = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Links', content });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'content' });
    expect(r.body.error).toContain('once cleaned');
  });
});
