// The public league page as the server renders it, for leagues whose name and description are hostile text:
// replacement patterns String.replace would expand ($`, $', $&, $1), markup that would close a script element,
// and U+2028. The page must carry the exact text, once, escaped, and no script the text smuggled in.
import { describe, expect, it } from 'vitest';
import { getWithHost, newUser, stack } from './support/local';

const HOSTILE = [
  'Before $` after',
  "Before $' after",
  'Before $& after',
  'Before $1 and $$ and $<name>',
  '</script><script>alert(1)</script>',
  'Line\u2028separated\u2029league',
  `Quotes "double" & 'single' <b>bold</b>`,
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Text or an attribute value as a browser reads it. */
const decode = (html: string) => html.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) => {
  if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
  return ENTITIES[e] ?? whole;
});

/** Checks a rendered league page against the league's exact name and description. */
function expectExactPage(html: string, name: string, description: string) {
  expect(html.match(/<title[\s>]/g), 'one title').toHaveLength(1);
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1])).toBe(name);
  expect(decode(/<h1>([^<]*)<\/h1>/.exec(html)![1])).toBe(name);
  expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)![1])).toBe(description);
  expect(decode(/<p class="lead">([^<]*)<\/p>/.exec(html)![1])).toBe(description);

  // The data for the app: one JSON element that parses back to the exact strings.
  const data = [...html.matchAll(/<script type="application\/json" id="league-data">([^<]*)<\/script>/g)];
  expect(data).toHaveLength(1);
  const { league } = JSON.parse(data[0][1]);
  expect(league.name).toBe(name);
  expect(league.description).toBe(description);
  expect(data[0][1]).not.toMatch(/[<>&\u2028\u2029]/);

  // Every script element is either the site's own module or that data element: nothing executable was injected.
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  expect(scripts).toHaveLength(2);
  for (const attrs of scripts) {
    expect(attrs).toMatch(/^ type="module" crossorigin="" src="\/_site\/assets\/[\w.-]+\.js"$|^ type="application\/json" id="league-data"$/);
  }
}

async function paidUser(name: string) {
  const u = await newUser(name);
  await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
  return u;
}

describe('the public league page with hostile text', () => {
  it('carries each name and description exactly, once, escaped, with no injected script (/l/{id})', async () => {
    const u = await paidUser('Hostile');
    for (const text of HOSTILE) {
      const name = text.slice(0, 100);
      const description = `About ${text} $'$\`$& end`;
      const created = await u.api.post('/api/leagues', { name, description, sport: 'hockey' });
      expect(created.status, text).toBe(201);
      const league = created.body.league;
      expect((await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' })).status).toBe(200);

      const res = await fetch(`${stack().url}/l/${league.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectExactPage(await res.text(), name, description);
    }
  });

  it('does the same on a league\'s own custom domain', async () => {
    const u = await paidUser('HostileDomain');
    const name = "$` $' $& </script><script>alert(1)</script>";
    const description = 'Line\u2028two $1';
    const league = (await u.api.post('/api/leagues', { name, description, sport: 'hockey' })).body.league;
    await u.api.put(`/api/leagues/${league.id}`, { ...league, status: 'active' });
    const host = `hostile-${Math.random().toString(36).slice(2, 8)}.example.com`;
    expect((await u.api.post(`/api/leagues/${league.id}/domains`, { domain: host })).status).toBe(201);
    const page = await getWithHost('/', host);
    expect(page.status).toBe(200);
    expectExactPage(page.body, name, description);
  });
});
