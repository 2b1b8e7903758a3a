// What the plan cards and the landing page sell is exactly what the server lets through: each feature listed as
// included is one the functions gate on (requireFeature / hasFeature / limitOf, read from their source), and the
// plans whose cards list it are exactly the plans the gate lets through.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_DISPLAY_NAMES, isLiveFeature } from '../../shared/feature-names';
import { FEATURE_FLAGS, hasFeature, LIMIT_KEYS, PLAN_CATALOGUE, type FeatureFlag, type LimitKey } from '../../shared/plan-catalogue';
import { planHighlights, plansLabel } from '../../shared/plan-highlights';
import { LANDING_FEATURES } from '../../web/site/src/public/landing';

const functionsDir = path.resolve(__dirname, '../../functions');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') ? [fs.readFileSync(p, 'utf8')] : [];
  });
}

/** The flags and limits some function checks before it acts: a gate call naming the key. */
function enforcedKeys(): Set<string> {
  const text = sources(functionsDir).join('\n');
  const calls = [
    /requireFeature\([^,]+,\s*'([a-z_]+)'/g,
    /requirePlanFeature\([^,]+,\s*'([a-z_]+)'/g,
    /hasFeature\([^,]+,\s*'([a-z_]+)'/g,
    /limitOf\([^,]+,\s*'([a-z_]+)'/g,
    // Branding's panels save through one helper that requires the panel's feature.
    /save\(userId, leagueId, '[a-z_]+', '([a-z_]+)'/g,
  ];
  return new Set(calls.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!)));
}

const byName = new Map<string, FeatureFlag>(FEATURE_FLAGS.map((f) => [FEATURE_DISPLAY_NAMES[f], f]));
const plans = [...PLAN_CATALOGUE].filter((p) => p.is_active).sort((a, b) => a.display_order - b.display_order);

/** Every flag a plan's card sells as included: its own list, plus the previous card's when it says 'Everything in'. */
function soldOn(index: number): Set<FeatureFlag> {
  const h = planHighlights(plans[index]!, plans[index - 1]);
  const own = h.flags.map((name) => {
    const flag = byName.get(name);
    if (!flag) throw new Error(`${plans[index]!.name} sells "${name}", which names no catalogue flag`);
    return flag;
  });
  return new Set([...own, ...(h.intro ? soldOn(index - 1) : [])]);
}

describe('plan copy sells exactly what the server gates', () => {
  const enforced = enforcedKeys();

  it('finds the gates in the functions (the scan itself works)', () => {
    for (const key of ['custom_domain', 'custom_slug', 'has_auto_scheduling', 'advanced_layout', 'max_teams']) expect(enforced, key).toContain(key);
  });

  it('sells on each plan card only flags a server gate checks, on exactly the plans the gate lets through', () => {
    const sold = plans.map((_, i) => soldOn(i));
    const everSold = new Set(sold.flatMap((s) => [...s]));
    for (const flag of everSold) {
      expect(enforced, `${FEATURE_DISPLAY_NAMES[flag]} is sold but no function gates on ${flag}`).toContain(flag);
      const cards = plans.filter((_, i) => sold[i]!.has(flag)).map((p) => p.slug);
      const gate = plans.filter((p) => hasFeature(p, flag)).map((p) => p.slug);
      expect(cards, `plans selling ${FEATURE_DISPLAY_NAMES[flag]}`).toEqual(gate);
    }
  });

  it('sells no flag that every plan has anyway: roster management is not a reason to upgrade', () => {
    for (let i = 0; i < plans.length; i++) expect([...soldOn(i)]).not.toContain('has_roster_management');
  });

  it('lists on the cards only limits a server gate checks', () => {
    for (const key of LIMIT_KEYS.filter(isLiveFeature) as LimitKey[]) expect(enforced, key).toContain(key);
  });

  it('marks every gated flag that works as sold somewhere, so the live list and the gates agree', () => {
    for (const flag of FEATURE_FLAGS.filter((f) => isLiveFeature(f))) expect(enforced, flag).toContain(flag);
  });

  it('gives each landing card that is not coming soon either no plan (every plan has it) or a gated plan feature, naming its plans', () => {
    for (const card of LANDING_FEATURES) {
      if (card.soon) {
        expect(card.plan, card.title).toBeUndefined();
        continue;
      }
      if (!card.plan) continue;
      expect(isLiveFeature(card.plan), card.title).toBe(true);
      expect(enforced, card.title).toContain(card.plan);
      const label = plansLabel(card.plan);
      for (const p of plans) expect(label.includes(p.name.replace(/ League$/, '')), `${card.title} names ${p.name}`).toBe(hasFeature(p, card.plan));
    }
  });

  it('does not call a feature a plan already sells "coming soon" on the landing page (AI scheduling vs Automatic scheduling)', () => {
    const lastWord = (t: string) => t.toLowerCase().split(' ').at(-1);
    const soldWords = new Set(plans.flatMap((_, i) => [...soldOn(i)].map((f) => lastWord(FEATURE_DISPLAY_NAMES[f]))));
    for (const card of LANDING_FEATURES.filter((c) => c.soon)) expect(soldWords, `${card.title} is coming soon but a plan sells it`).not.toContain(lastWord(card.title));
  });
});
