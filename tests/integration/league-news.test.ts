// League news: the admin writes articles whose HTML is sanitised when saved, with slugs
// made unique within the league; visitors read only published articles of an active league; the plan feature
// news_management is enforced by the API.
import { describe, expect, it } from 'vitest';
import { newsModel } from '../../functions/data/keys';
import { FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import { NEWS_MESSAGES } from '../../shared/news-schema';
import { apiClient, newUser, partitionItems } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
const visitor = apiClient(null);

async function activeLeagueOf(u: User, plan: 'free' | 'awesome' = 'awesome') {
  if (plan !== 'free') expect((await u.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  const created = (await u.api.post('/api/leagues', { name: 'News League', sport: 'soccer' })).body.league;
  const r = await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' });
  expect(r.status).toBe(200);
  return r.body.league as { id: string };
}

const storedNews = async (leagueId: string) => (await partitionItems(`LEAGUE#${leagueId}`)).filter((i) => i.entity === newsModel.entity);

describe('league news', () => {
  it('removes scripts, event handlers, javascript: and data: URLs and SVG payloads, and keeps ordinary formatting', async () => {
    const u = await newUser('Nia');
    const league = await activeLeagueOf(u);
    const dirty = [
      '<h2>Final</h2><p>We <strong>won</strong> <em>3-1</em>, see <a href="https://example.com/report" target="_blank">the report</a>.</p>',
      '<ul><li>one</li></ul><blockquote>quote</blockquote>',
      '<script>alert(1)</script><img src="https://img.example.com/a.png" alt="team" onerror="alert(2)">',
      '<a href="javascript:alert(3)">click</a><a href="data:text/html,<script>alert(4)</script>">data</a>',
      '<img src="data:image/png;base64,AAAA" alt="data"><svg onload="alert(5)"><script>alert(6)</script></svg>',
      '<p style="color:red" onclick="alert(7)">styled</p><iframe src="https://evil.example"></iframe>',
    ].join('');
    const r = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Match report', content: dirty, is_published: true });
    expect(r.status).toBe(201);
    const saved = r.body.article.content as string;
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'onload', 'javascript:', 'data:', '<svg', '<iframe', 'style=']) expect(saved).not.toContain(bad);
    expect(saved).toContain('<h2>Final</h2><p>We <strong>won</strong> <em>3-1</em>, see <a href="https://example.com/report" target="_blank" rel="noopener noreferrer">the report</a>.</p>');
    expect(saved).toContain('<ul><li>one</li></ul><blockquote>quote</blockquote>');
    // An image from another host is dropped: only images uploaded here are kept (news-images.test.ts).
    expect(saved).not.toContain('img.example.com');
    // What is stored is what was answered: nothing unsafe reaches the table.
    expect((await storedNews(league.id))[0]!.content).toBe(saved);
    // Updates are sanitised the same way.
    const upd = await u.api.put(`/api/leagues/${league.id}/news/${r.body.article.id}`, { title: 'Match report', content: '<p onmouseover="x()">ok</p><script>y()</script>', is_published: true });
    expect(upd.body.article.content).toBe('<p>ok</p>');
  });

  it('derives the slug from the title by the spec rule and numbers it until it is unique within the league', async () => {
    const u = await newUser('Sly');
    const league = await activeLeagueOf(u);
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await u.api.post(`/api/leagues/${league.id}/news`, { title: '  Summer -- Kick-off: Day #1!  ' });
      expect(r.status).toBe(201);
      slugs.push(r.body.article.slug);
    }
    expect(slugs).toEqual(['summer-kick-off-day-1', 'summer-kick-off-day-1-2', 'summer-kick-off-day-1-3']);
    // Another league may use the same slug.
    const other = await activeLeagueOf(await newUser('Oth'));
    expect(other.id).not.toBe(league.id);
    // An empty title still gets an address.
    expect((await u.api.post(`/api/leagues/${league.id}/news`, {})).body.article).toMatchObject({ slug: 'article', title: '', category: 'general', is_featured: false, is_published: false });
  });

  it('refuses a slug the admin typed when another article has it, and writes nothing', async () => {
    const u = await newUser('Tak');
    const league = await activeLeagueOf(u);
    const first = (await u.api.post(`/api/leagues/${league.id}/news`, { title: 'One', slug: 'opening-day' })).body.article;
    const before = await storedNews(league.id);
    const clash = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Two', slug: 'opening-day' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'slug_taken', error: 'slug: The address "opening-day" is already used by another article in this league' });
    expect(await storedNews(league.id)).toHaveLength(before.length);
    // Moving an article to a taken slug is refused too; moving to a free one frees the old address.
    const second = (await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Two', is_published: true })).body.article;
    expect((await u.api.put(`/api/leagues/${league.id}/news/${second.id}`, { title: 'Two', slug: first.slug })).status).toBe(409);
    const moved = await u.api.put(`/api/leagues/${league.id}/news/${second.id}`, { title: 'Two again', slug: 'two-renamed', is_published: true });
    expect(moved.body.article).toMatchObject({ id: second.id, slug: 'two-renamed', title: 'Two again' });
    expect((await visitor.get(`/api/public/leagues/${league.id}/news/two-renamed`)).status).toBe(200);
    expect((await visitor.get(`/api/public/leagues/${league.id}/news/${second.slug}`)).status).toBe(404);
    // A title change alone keeps the address, so links to it keep working.
    expect((await u.api.put(`/api/leagues/${league.id}/news/${second.id}`, { title: 'Retitled', is_published: true })).body.article.slug).toBe('two-renamed');
  });

  it('answers each bad field with its message and writes nothing', async () => {
    const u = await newUser('Bad');
    const league = await activeLeagueOf(u);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'gossip' }, 'Category must be one of general, games, teams, players, announcements'],
      [{ publish_date: '2026-13-45' }, 'Publish date must be a real date'],
      [{ publish_date: 'tomorrow' }, 'Publish date must be a date (YYYY-MM-DD)'],
      [{ slug: 'Not A Slug!' }, 'Slug may contain only lowercase letters, digits and single hyphens'],
      [{ meta_description: 'x'.repeat(161) }, 'Meta description must be at most 160 characters'],
      [{ is_published: 'yes' }, 'is_published must be true or false'],
    ];
    for (const [body, message] of cases) {
      const r = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'T', ...body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toContain(message);
    }
    expect(await storedNews(league.id)).toEqual([]);
  });

  it('shows visitors only published articles whose date has come, newest first, by list and by slug', async () => {
    const u = await newUser('Pub');
    const league = await activeLeagueOf(u);
    const post = async (title: string, extra: Record<string, unknown>) => (await u.api.post(`/api/leagues/${league.id}/news`, { title, ...extra })).body.article;
    const older = await post('Older', { is_published: true, publish_date: '2026-01-10', content: `<p>${'word '.repeat(100)}</p>` });
    const newer = await post('Newer', { is_published: true, publish_date: '2026-03-01', is_featured: true, category: 'games' });
    const draft = await post('Draft', { is_published: false });
    const future = await post('Future', { is_published: true, publish_date: '2999-01-01' });
    const list = await visitor.get(`/api/public/leagues/${league.id}/news`);
    expect(list.status).toBe(200);
    expect(list.body.articles.map((a: { title: string }) => a.title)).toEqual(['Newer', 'Older']);
    expect(list.body.articles[0]).toMatchObject({ byline: NEWS_MESSAGES.byline, is_featured: true, category: 'games' });
    // Cut at 300 characters (the home page's excerpt; the list shows 200 of it), then the ellipsis.
    expect(list.body.articles[1].excerpt.length).toBeLessThanOrEqual(301);
    expect(list.body.articles[1].excerpt.endsWith('…')).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(u.email);
    const missing = await visitor.get(`/api/public/leagues/${league.id}/news/no-such-article`);
    expect(missing.status).toBe(404);
    for (const hidden of [draft, future]) {
      const r = await visitor.get(`/api/public/leagues/${league.id}/news/${hidden.slug}`);
      expect(r.status).toBe(404);
      expect(r.body).toEqual(missing.body);
    }
    const article = await visitor.get(`/api/public/leagues/${league.id}/news/${older.slug}`);
    expect(article.body.article).toMatchObject({ id: older.id, title: 'Older', byline: 'League Admin' });
    expect(article.body.article.author_id).toBeUndefined();
    // The editor sees everything, newest written first.
    expect((await u.api.get(`/api/leagues/${league.id}/news`)).body.articles.map((a: { title: string }) => a.title)).toEqual(['Future', 'Draft', 'Newer', 'Older']);
    expect(newer.is_published).toBe(true);
  });

  it('answers a draft league\'s news like a missing league', async () => {
    const u = await newUser('Drf');
    expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
    const draft = (await u.api.post('/api/leagues', { name: 'Draft News League' })).body.league;
    await u.api.post(`/api/leagues/${draft.id}/news`, { title: 'Hidden', is_published: true });
    const r = await visitor.get(`/api/public/leagues/${draft.id}/news`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual((await visitor.get('/api/public/leagues/01ARZ3NDEKTSV4RRFFQ69G5FAV/news')).body);
  });

  it('needs the news_management plan feature to write, answering 403 with its message and writing nothing', async () => {
    const u = await newUser('Fre');
    const league = await activeLeagueOf(u, 'free');
    const refused = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Not on free' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'plan_feature_required', error: FEATURE_GATE_MESSAGES.news_management });
    expect(await storedNews(league.id)).toEqual([]);
  });

  it('deletes an article and its address, and a second delete answers 404', async () => {
    const u = await newUser('Del');
    const league = await activeLeagueOf(u);
    const doomed = (await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Doomed', is_published: true })).body.article;
    expect((await u.api.del(`/api/leagues/${league.id}/news/${doomed.id}`)).status).toBe(204);
    expect((await partitionItems(`LEAGUE#${league.id}`)).filter((i) => String(i.sk).startsWith('NEWS'))).toEqual([]);
    expect((await visitor.get(`/api/public/leagues/${league.id}/news/${doomed.slug}`)).status).toBe(404);
    const again = await u.api.del(`/api/leagues/${league.id}/news/${doomed.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(NEWS_MESSAGES.notFound);
  });
});
