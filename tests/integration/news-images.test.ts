// Images in news and pages: the editor inserts uploaded images with alt text; the API keeps an <img> only when it is
// an upload of ours, refuses one without alt text, and an article's cover image (uploaded, with alt text) reaches
// the public API and the server-rendered news list and article.
import { describe, expect, it } from 'vitest';
import { NEWS_IMAGE_MESSAGES } from '../../shared/news-schema';
import { apiClient, newUser, stack } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
const visitor = apiClient(null);

async function newsLeagueOf(u: User) {
  expect((await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const created = (await u.api.post('/api/leagues', { name: 'Pictured League', sport: 'soccer' })).body.league;
  expect((await u.api.put(`/api/leagues/${created.id}`, { status: 'active' })).status).toBe(200);
  return created as { id: string };
}

/** An image uploaded through the league's upload target, as the editor's image tool does. */
async function uploaded(u: User, leagueId: string): Promise<string> {
  const target = await u.api.post(`/api/leagues/${leagueId}/uploads`, { content_type: 'image/png', purpose: 'article' });
  expect(target.status).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(target.body.upload.fields as Record<string, string>)) form.append(k, v);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0a7d80000000049454e44ae426082', 'hex');
  form.append('file', new Blob([png], { type: 'image/png' }), 'cover.png');
  expect((await fetch(target.body.upload.url, { method: 'POST', body: form })).ok).toBe(true);
  return target.body.upload.public_url as string;
}

describe('images in news and pages', () => {
  it('keeps an uploaded image with its alt text, drops one from another host, and refuses an image without alt text', async () => {
    const u = await newUser('Img');
    const league = await newsLeagueOf(u);
    const src = await uploaded(u, league.id);
    const content = `<p>Opening day</p><img src="${src}" alt="The team photo"><img src="https://tracker.example.com/p.png" alt="tracker">`;
    const r = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Photos', content, is_published: true });
    expect(r.status).toBe(201);
    expect(r.body.article.content).toBe(`<p>Opening day</p><img src="${src}" alt="The team photo" />`);

    for (const path of ['news', 'pages']) {
      const bad = await u.api.post(`/api/leagues/${league.id}/${path}`, { title: 'No alt', content: `<p>x</p><img src="${src}">` });
      expect(bad.status, path).toBe(400);
      expect(bad.body).toMatchObject({ code: 'validation', field: 'content' });
      expect(bad.body.error).toContain(NEWS_IMAGE_MESSAGES.altRequired);
    }
    const page = await u.api.post(`/api/leagues/${league.id}/pages`, { title: 'Ground', content: `<img src="${src}" alt="The ground">`, is_published: true });
    expect(page.status).toBe(201);
    expect(page.body.page.content).toBe(`<img src="${src}" alt="The ground" />`);
  });

  it('gives an article a cover image (uploaded, with alt text) that the news list and the article show', async () => {
    const u = await newUser('Cov');
    const league = await newsLeagueOf(u);
    const src = await uploaded(u, league.id);
    const elsewhere = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'A', cover_image_url: 'https://cdn.example.com/a.png', cover_image_alt: 'A' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ code: 'validation', field: 'cover_image_url' });
    const noAlt = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'A', cover_image_url: src });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body).toMatchObject({ code: 'validation', field: 'cover_image_alt' });

    const r = await u.api.post(`/api/leagues/${league.id}/news`, { title: 'Cup final', content: '<p>We won</p>', cover_image_url: src, cover_image_alt: 'Captain lifting the cup', is_published: true });
    expect(r.status).toBe(201);
    expect(r.body.article).toMatchObject({ cover_image_url: src, cover_image_alt: 'Captain lifting the cup' });
    const list = await visitor.get(`/api/public/leagues/${league.id}/news`);
    expect(list.body.articles[0]).toMatchObject({ cover_image_url: src, cover_image_alt: 'Captain lifting the cup' });

    const listHtml = await (await fetch(`${stack().url}/l/${league.id}/news`)).text();
    expect(listHtml).toMatch(new RegExp(`<img class="news-cover news-cover--list" src="${src}" alt="Captain lifting the cup"`));
    const articleHtml = await (await fetch(`${stack().url}/l/${league.id}/news/${r.body.article.slug}`)).text();
    expect(articleHtml).toContain(`src="${src}" alt="Captain lifting the cup"`);

    // Removing the cover clears both fields.
    const cleared = await u.api.put(`/api/leagues/${league.id}/news/${r.body.article.id}`, { title: 'Cup final', content: '<p>We won</p>', cover_image_url: '', is_published: true });
    expect(cleared.body.article).toMatchObject({ cover_image_url: null, cover_image_alt: null });
  });
});
