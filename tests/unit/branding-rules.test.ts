// The branding editors' rules that need no server: WCAG AA contrast warnings and section reordering.
import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, DEFAULT_COLORS, DEFAULT_LAYOUT_SECTIONS, layoutFrom, moveItem } from '../../shared/branding-schema';

describe('colour contrast (WCAG AA)', () => {
  it('measures black on white at 21:1 and equal colours at 1:1', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('finds no problem with the default colours', () => {
    expect(contrastProblems(DEFAULT_COLORS)).toEqual([]);
  });

  it('warns for each failing pair: text on background, button text on button, navigation text on navigation', () => {
    const bad = { ...DEFAULT_COLORS, text_color: '#EEEEEE', button_text_color: '#1D4ED8', navigation_text_color: '#334488' };
    expect(contrastProblems(bad).map((p) => p.label)).toEqual(['Text on background', 'Button text on button', 'Navigation text on navigation background']);
    expect(contrastProblems({ ...DEFAULT_COLORS, text_color: '#EEEEEE' })[0]!.ratio).toBeLessThan(4.5);
  });

  it('ignores a pair while one of its colours is still being typed', () => {
    expect(contrastProblems({ ...DEFAULT_COLORS, text_color: '#EE' })).toEqual([]);
  });
});

describe('landing page sections', () => {
  it('moves a section up or down and renumbers order from 0', () => {
    const moved = moveItem(DEFAULT_LAYOUT_SECTIONS, 3, -1);
    expect(moved.map((s) => `${s.id}:${s.order}`)).toEqual(['hero:0', 'news:1', 'teams:2', 'games:3', 'custom_pages:4']);
    expect(moveItem(moved, 0, 1).map((s) => s.id)).toEqual(['news', 'hero', 'teams', 'games', 'custom_pages']);
  });

  it('leaves the first section when moved up and the last when moved down', () => {
    expect(moveItem(DEFAULT_LAYOUT_SECTIONS, 0, -1).map((s) => s.id)).toEqual(DEFAULT_LAYOUT_SECTIONS.map((s) => s.id));
    expect(moveItem(DEFAULT_LAYOUT_SECTIONS, 4, 1).map((s) => s.id)).toEqual(DEFAULT_LAYOUT_SECTIONS.map((s) => s.id));
  });

  it('a saved list takes its given order from 0 and the show_* flags follow enabled', () => {
    const saved = layoutFrom({ layout_sections: [{ id: 'news', enabled: false }, { id: 'hero', enabled: true }, { id: 'teams', enabled: true }, { id: 'games', enabled: false }, { id: 'custom_pages', enabled: true }] });
    expect(saved.layout_sections.map((s) => `${s.id}:${s.order}`)).toEqual(['news:0', 'hero:1', 'teams:2', 'games:3', 'custom_pages:4']);
    expect(saved).toMatchObject({ show_news: false, show_hero: true, show_games: false, show_teams: true, show_custom_pages: true });
  });
});
