// League branding: the admin saves layout, colours, navigation and hero panel by panel; each panel is
// behind its plan feature; hero subtitles are sanitised when saved; visitors get the branding with the league.
import { describe, expect, it } from 'vitest';
import { BRANDING_MESSAGES, DEFAULT_COLORS, DEFAULT_NAVIGATION } from '../../shared/branding-schema';
import { FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import { apiClient, newUser, partitionItems } from './support/local';

/** The default navigation as the editor sends it: the route takes no stored order or parent id. */
const DEFAULT_NAV_INPUT = DEFAULT_NAVIGATION.map(({ id, name, type, enabled, url }) => ({ id, name, type, enabled, url, children: [] }));

type User = Awaited<ReturnType<typeof newUser>>;
const visitor = apiClient(null);

async function activeLeagueOf(u: User, plan: 'free' | 'awesome' | 'amazing' = 'amazing') {
  if (plan !== 'free') expect((await u.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  const created = (await u.api.post('/api/leagues', { name: 'Brand League', sport: 'soccer' })).body.league;
  const r = await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' });
  expect(r.status).toBe(200);
  return r.body.league as { id: string };
}

const sections = (...ids: string[]) => ids.map((id) => ({ id, enabled: id !== 'games' }));
const slide = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `Slide ${id}`, ctas: [{ text: 'Learn More', url: '/', style: 'primary' }], ...extra });
const storedBranding = async (leagueId: string) => (await partitionItems(`LEAGUE#${leagueId}`)).find((i) => i.sk === 'BRANDING');

describe('league branding', () => {
  it('reads defaults before anything is saved: sections hero, news, games, teams, custom_pages; default navigation; one slide', async () => {
    const u = await newUser('Dee');
    const league = await activeLeagueOf(u);
    const r = await u.api.get(`/api/leagues/${league.id}/branding`);
    expect(r.status).toBe(200);
    const b = r.body.branding;
    expect(b.layout_sections.map((s: { id: string; order: number }) => `${s.id}:${s.order}`)).toEqual(['hero:0', 'news:1', 'games:2', 'teams:3', 'custom_pages:4']);
    expect(b.custom_navigation_order.map((i: { id: string }) => i.id)).toEqual(DEFAULT_NAVIGATION.map((i) => i.id));
    expect(b.primary_color).toBe(DEFAULT_COLORS.primary_color);
    expect(b.hero_layout).toBe('standard');
    expect(b.hero_slides).toHaveLength(1);
    expect(b.hero_slides[0]).toMatchObject({ background_type: 'image', background_color: '#3B82F6', text_position: 'center', ctas: [{ text: 'Learn More', style: 'primary' }] });
    expect(b.hero_carousel_autoplay).toBe(true);
    expect(b.hero_carousel_interval).toBe(5000);
  });

  it('saves each panel, renumbers section order from 0 with show_* flags following, and visitors see it with the league', async () => {
    const u = await newUser('Sav');
    const league = await activeLeagueOf(u);
    const layout = await u.api.put(`/api/leagues/${league.id}/branding/layout`, { layout_sections: sections('teams', 'hero', 'games', 'news', 'custom_pages') });
    expect(layout.status).toBe(200);
    expect(layout.body.branding.layout_sections.map((s: { id: string; order: number }) => `${s.id}:${s.order}`)).toEqual(['teams:0', 'hero:1', 'games:2', 'news:3', 'custom_pages:4']);
    expect(layout.body.branding).toMatchObject({ show_games: false, show_teams: true, show_hero: true });

    const colors = { ...DEFAULT_COLORS, primary_color: '#10b981', logo_url: 'https://cdn.example.com/logo.png' };
    expect((await u.api.put(`/api/leagues/${league.id}/branding/colors`, colors)).status).toBe(200);

    const nav = await u.api.put(`/api/leagues/${league.id}/branding/navigation`, {
      show_default_navigation: true,
      custom_navigation_order: [
        ...DEFAULT_NAV_INPUT.slice(0, 2),
        { id: 'more', name: 'More', type: 'group', children: [{ id: 'club', name: 'Club site', type: 'custom', url: 'https://club.example.com' }, { id: 'rules', name: 'Rules', type: 'custom', url: '/pages/rules' }] },
      ],
    });
    expect(nav.status).toBe(200);
    const group = nav.body.branding.custom_navigation_order[2];
    expect(group).toMatchObject({ id: 'more', order: 2, url: null });
    expect(group.children.map((c: { parent_id: string; order: number }) => [c.parent_id, c.order])).toEqual([['more', 0], ['more', 1]]);

    const hero = await u.api.put(`/api/leagues/${league.id}/branding/hero`, {
      hero_layout: 'carousel', hero_slides: [slide('a'), slide('b', { background_type: 'color', background_color: '#000000' }), slide('c')], hero_carousel_interval: 3500,
    });
    expect(hero.status).toBe(200);
    expect(hero.body.branding).toMatchObject({ hero_layout: 'carousel', hero_carousel_interval: 3500, hero_carousel_autoplay: true });
    // Saving the hero kept what the other panels saved (each panel writes only its own fields).
    expect(hero.body.branding).toMatchObject({ primary_color: '#10b981', show_games: false });

    const pub = await visitor.get(`/api/public/leagues/${league.id}`);
    expect(pub.status).toBe(200);
    expect(pub.body.league.branding).toMatchObject({ primary_color: '#10b981', logo_url: 'https://cdn.example.com/logo.png', hero_layout: 'carousel' });
    expect(pub.body.league.branding.hero_slides).toHaveLength(3);
    expect(pub.body.league.branding.layout_sections[0].id).toBe('teams');
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const u = await newUser('Bad');
    const league = await activeLeagueOf(u);
    const bad: [string, unknown, string][] = [
      ['colors', { ...DEFAULT_COLORS, text_color: 'red' }, 'text_color'],
      ['colors', { ...DEFAULT_COLORS, logo_url: 'javascript:alert(1)' }, 'logo_url'],
      ['layout', { layout_sections: sections('hero', 'news', 'games', 'teams') }, 'layout_sections'],
      ['layout', { layout_sections: [...sections('hero', 'news', 'games', 'teams', 'custom_pages'), { id: 'hero', enabled: true }] }, 'layout_sections'],
      ['navigation', { custom_navigation_order: [{ id: 'x', name: 'X', type: 'custom', url: 'javascript:alert(1)' }] }, 'custom_navigation_order.0.url'],
      ['navigation', { custom_navigation_order: [{ id: 'x', name: 'X', type: 'custom', url: '//evil.example' }] }, 'custom_navigation_order.0.url'],
      ['navigation', { custom_navigation_order: [{ id: 'x', name: 'X', type: 'custom' }] }, 'custom_navigation_order.0.url'],
      ['navigation', { custom_navigation_order: [{ id: 'g', name: 'G', type: 'group', children: [{ id: 'h', name: 'H', type: 'group' }] }] }, 'custom_navigation_order.0.children.0.type'],
      ['hero', { hero_slides: [] }, 'hero_slides'],
      ['hero', { hero_slides: [slide('a', { ctas: [] })] }, 'hero_slides.0.ctas'],
      ['hero', { hero_slides: [slide('a', { ctas: Array(4).fill({ text: 'Go', url: '/', style: 'primary' }) })] }, 'hero_slides.0.ctas'],
      ['hero', { hero_slides: [slide('a')], hero_carousel_interval: 999 }, 'hero_carousel_interval'],
      ['hero', { hero_slides: [slide('a')], hero_carousel_interval: 1200 }, 'hero_carousel_interval'],
      ['hero', { hero_slides: [slide('a')], hero_layout: 'diagonal' }, 'hero_layout'],
      ['hero', { hero_slides: [slide('a', { background_color: '#12' })] }, 'hero_slides.0.background_color'],
      ['hero', { hero_slides: [slide('a', { ctas: [{ text: 'Go', url: 'data:text/html,hi', style: 'primary' }] })] }, 'hero_slides.0.ctas.0.url'],
    ];
    for (const [panel, body, field] of bad) {
      const r = await u.api.put(`/api/leagues/${league.id}/branding/${panel}`, body);
      expect(r.status, `${panel} ${field}`).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field });
      expect(r.body.error).toContain(field);
    }
    const none = await u.api.put(`/api/leagues/${league.id}/branding/hero`, { hero_slides: [] });
    expect(none.body.error).toContain(BRANDING_MESSAGES.atLeastOneSlide);
    expect(await storedBranding(league.id)).toBeUndefined();
  });

  it('answers 403 with each plan gate\'s message: custom_branding, advanced_layout, custom_hero', async () => {
    const free = await newUser('Fre');
    const league = await activeLeagueOf(free, 'free');
    const gates: [string, unknown, string][] = [
      ['colors', DEFAULT_COLORS, FEATURE_GATE_MESSAGES.custom_branding],
      ['layout', { layout_sections: sections('hero', 'news', 'games', 'teams', 'custom_pages') }, FEATURE_GATE_MESSAGES.advanced_layout],
      ['navigation', { custom_navigation_order: DEFAULT_NAV_INPUT }, FEATURE_GATE_MESSAGES.advanced_layout],
      ['hero', { hero_slides: [slide('a')] }, FEATURE_GATE_MESSAGES.custom_hero],
    ];
    for (const [panel, body, message] of gates) {
      const r = await free.api.put(`/api/leagues/${league.id}/branding/${panel}`, body);
      expect(r.status, panel).toBe(403);
      expect(r.body.error).toBe(message);
    }
    // Awesome has branding and hero but not the advanced layout.
    const awesome = await newUser('Awe');
    const l2 = await activeLeagueOf(awesome, 'awesome');
    expect((await awesome.api.put(`/api/leagues/${l2.id}/branding/colors`, DEFAULT_COLORS)).status).toBe(200);
    expect((await awesome.api.put(`/api/leagues/${l2.id}/branding/hero`, { hero_slides: [slide('a')] })).status).toBe(200);
    expect((await awesome.api.put(`/api/leagues/${l2.id}/branding/layout`, { layout_sections: sections('hero', 'news', 'games', 'teams', 'custom_pages') })).status).toBe(403);
    expect(await storedBranding(league.id)).toBeUndefined();
  });

  it('sanitises hero subtitles: no script, event handler, javascript:/data: URL or SVG survives; formatting stays', async () => {
    const u = await newUser('San');
    const league = await activeLeagueOf(u);
    const dirty = '<p>Join <strong>today</strong> and <em>play</em> <a href="https://example.com/join">here</a></p>'
      + '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
      + '<img src="data:image/png;base64,AAAA"><svg onload="alert(5)"><script>alert(6)</script></svg><p onclick="alert(7)">ok</p>';
    const r = await u.api.put(`/api/leagues/${league.id}/branding/hero`, { hero_slides: [slide('a', { subtitle: dirty })] });
    expect(r.status).toBe(200);
    const saved = r.body.branding.hero_slides[0].subtitle as string;
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'onload', 'javascript:', 'data:', '<svg']) expect(saved).not.toContain(bad);
    expect(saved).toContain('<p>Join <strong>today</strong> and <em>play</em> <a href="https://example.com/join">here</a></p>');
    expect((await storedBranding(league.id))!.hero_slides[0].subtitle).toBe(saved);
  });

  it('refuses another tenant: reading or saving someone else\'s branding answers like a missing league', async () => {
    const owner = await newUser('Own');
    const league = await activeLeagueOf(owner);
    const stranger = await newUser('Str');
    expect((await stranger.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    expect((await stranger.api.get(`/api/leagues/${league.id}/branding`)).status).toBe(404);
    expect((await stranger.api.put(`/api/leagues/${league.id}/branding/colors`, { ...DEFAULT_COLORS, primary_color: '#000000' })).status).toBe(404);
    expect((await stranger.api.put(`/api/leagues/${league.id}/branding/hero`, { hero_slides: [slide('evil')] })).status).toBe(404);
    expect((await visitor.get(`/api/leagues/${league.id}/branding`)).status).toBe(401);
    expect(await storedBranding(league.id)).toBeUndefined();
  });
});
