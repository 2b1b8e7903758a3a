// The public site's server renderer on its own: assets from Vite's manifest, JSON that cannot leave its element,
// and a document whose only user text is escaped by React.
import { describe, expect, it } from 'vitest';
import type { PublicLeague } from '../../shared/league-schema';
import { htmlSafeJson, renderSiteShell, siteAssetsFromManifest } from '../../web/site/src/server/render-shell';

const league = (name: string, description = ''): PublicLeague => ({
  id: 'L1', name, description, sport: 'soccer', status: 'active', custom_slug: null,
  public_standings: true, public_schedule: true, created_at: '2026-01-01T00:00:00.000Z', time_zone: 'America/New_York',
} as PublicLeague);
const home = (l: PublicLeague) => ({ league: l, section: 'home' as const, news: [], recent: [], teams: { teams: [], players: [] } });

describe('site server renderer', () => {
  it('takes the entry, its imported chunks and every stylesheet from the manifest, once each', () => {
    const assets = siteAssetsFromManifest({
      'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'], imports: ['_shared.js', '_react.js'] },
      '_shared.js': { file: 'assets/shared-b.js', css: ['assets/shared-b.css'], imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-c.js' },
      'src/lazy.tsx': { file: 'assets/lazy-d.js', imports: ['_shared.js'] },
    });
    expect(assets).toEqual({
      scripts: ['/_site/assets/index-a.js'],
      styles: ['/_site/assets/index-a.css', '/_site/assets/shared-b.css'],
      preloads: ['/_site/assets/shared-b.js', '/_site/assets/react-c.js'],
    });
  });

  it('writes JSON that has no <, >, & or U+2028/2029 and parses back to the exact value', () => {
    const value = { name: "</script><!-- $& $' $` \u2028\u2029 & >" };
    const json = htmlSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('renders the league once in the title, description and first paint, and its data as JSON', () => {
    const name = "$` $' $& $1 </title><script>alert(1)</script>";
    const html = renderSiteShell({ assets: { scripts: ['/_site/assets/i.js'], styles: [], preloads: [] }, page: home(league(name, 'a $& b')), siteOrigin: 'https://app.example.com' });
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>$` $&#x27; $&amp; $1 &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="a $&amp; b"/>');
    expect(html).toContain('<link rel="canonical" href="https://app.example.com/l/L1"/>');
    expect(html).toContain('<meta property="og:title" content="$` $&#x27; $&amp; $1 &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(html.match(/<script/g)).toHaveLength(2);
    const data = /<script type="application\/json" id="league-data">([^<]*)<\/script>/.exec(html)![1];
    expect(JSON.parse(data)).toMatchObject({ section: 'home', league: { name, description: 'a $& b' } });
  });

  it('renders the bare shell when there is no public league', () => {
    const html = renderSiteShell({ assets: { scripts: ['/_site/assets/i.js'], styles: ['/_site/assets/i.css'], preloads: [] }, page: null });
    expect(html).toContain('<title>League</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('league-data');
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/_site/assets/i.css"/>');
  });
});
