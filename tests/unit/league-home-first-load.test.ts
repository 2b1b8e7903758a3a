// What a league home page's first load fetches (it decides the Lighthouse score of a seeded home page, measured by
// `npm run bench -- --league-lighthouse`): the photograph of a hero that leads the page is preloaded at high
// priority from the head, and the site's entry carries no validator (zod), which only the API and the admin need.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandingFromStored, newSlide, type HeroLayout } from '../../shared/branding-schema';
import type { PublicLeague } from '../../shared/league-schema';
import { renderSiteShell } from '../../web/site/src/server/render-shell';

const PHOTO = 'https://cdn.example.com/uploads/leagues/L1/hero-a b.jpg';
const assets = { scripts: ['/_site/assets/i.js'], styles: ['/_site/assets/i.css'], preloads: [] };

function homeHtml(stored: Record<string, unknown>, section: 'home' | 'teams' = 'home') {
  const league = {
    id: 'L1', name: 'Harbour League', description: '', sport: 'soccer', status: 'active', custom_slug: null, public_standings: true,
    public_schedule: true, created_at: '2026-01-01T00:00:00.000Z', time_zone: 'UTC', branding: brandingFromStored(stored),
  } as PublicLeague;
  return renderSiteShell({ assets, page: { league, section, news: [], recent: [], teams: { teams: [], players: [] } }, siteOrigin: 'https://app.example.com' });
}
const hero = (layout: HeroLayout, slide: Partial<ReturnType<typeof newSlide>> = {}) => ({
  hero_layout: layout, hero_slides: [{ ...newSlide('s1'), title: 'Opening day', background_url: PHOTO, ...slide }],
});
/** The head's preloads. */
const preloads = (html: string) => [...html.split('</head>')[0]!.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);

describe('league home first load', () => {
  it('preloads the photograph of a hero that leads the home page, at high priority and encoded as its CSS asks for it', () => {
    for (const layout of ['standard', 'fullscreen', 'carousel'] as const) {
      expect(preloads(homeHtml(hero(layout)))).toEqual([`<link rel="preload" as="image" href="${encodeURI(PHOTO)}" fetchPriority="high"/>`]);
    }
    // The split layout shows it as an <img> in the HTML, which the browser's preload scanner finds by itself.
    const split = homeHtml(hero('split'));
    expect(preloads(split)).toEqual([]);
    expect(split).toContain(`<img class="hero-split-image" src="${PHOTO}" alt=""/>`);
  });

  it('preloads nothing when the hero shows no photograph, is moved below other sections, or on other pages', () => {
    expect(preloads(homeHtml(hero('minimal')))).toEqual([]);
    expect(preloads(homeHtml(hero('standard', { background_type: 'color' })))).toEqual([]);
    expect(preloads(homeHtml(hero('standard', { background_type: 'video' })))).toEqual([]);
    expect(preloads(homeHtml(hero('standard', { background_url: null })))).toEqual([]);
    expect(preloads(homeHtml({ ...hero('standard'), show_hero: false }))).toEqual([]);
    const newsFirst = brandingFromStored(null).layout_sections.map((s) => ({ ...s, order: s.id === 'news' ? -1 : s.order }));
    expect(preloads(homeHtml({ ...hero('standard'), layout_sections: newsFirst }))).toEqual([]);
    expect(preloads(homeHtml(hero('standard'), 'teams'))).toEqual([]);
  });

  it('loads no validator (zod) in the league site entry\'s static imports', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const seen = new Set<string>();
    const withZod: string[] = [];
    const resolve = (from: string, spec: string) => {
      const base = path.resolve(path.dirname(from), spec);
      return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    };
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const src = fs.readFileSync(file, 'utf8');
      // Static value imports and re-exports only: `import type` is erased, `import()` is loaded on demand.
      for (const m of src.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
        const spec = m[1]!;
        if (spec === 'zod' || spec.startsWith('zod/')) withZod.push(path.relative(root, file));
        else if (spec.startsWith('.')) {
          const next = resolve(file, spec);
          if (next && /\.tsx?$/.test(next)) visit(next);
        }
      }
    };
    visit(path.join(root, 'web/site/src/main.tsx'));
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].map((f) => path.relative(root, f))).toContain('shared/branding-constants.ts');
    expect(withZod).toEqual([]);
  });
});
