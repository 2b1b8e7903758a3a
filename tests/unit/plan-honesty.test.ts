import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../shared/plan-catalogue';
import { planHighlights } from '../../shared/plan-highlights';
import { statusTone } from '../../web/admin/src/subscription/format';

const [free, awesome, amazing] = PLAN_CATALOGUE;

describe('plan cards only sell what works today', () => {
  it('lists the assistant, autopilot, payments and priority support on Amazing only as coming soon', () => {
    const h = planHighlights(amazing, awesome);
    for (const missing of ['AI assistant', 'AI autopilot', 'Online payments', 'Priority support']) {
      expect(h.flags).not.toContain(missing);
      expect(h.comingSoon).toContain(missing);
    }
    // The schedule generator works (issue 12): Amazing sells it, and it is no longer coming soon.
    expect(h.flags).toContain('Automatic scheduling');
    expect(h.comingSoon).not.toContain('Automatic scheduling');
    expect(h.limits).toEqual(['Unlimited leagues', 'Unlimited teams', 'Unlimited players', 'Unlimited levels', 'Unlimited seasons']);
  });

  it('sells Awesome on custom URLs, domains, age and skill levels, seasons and season re-invitations, with branding coming soon', () => {
    const h = planHighlights(awesome, free);
    expect(h.flags).toEqual(expect.arrayContaining(['Custom URL', 'Custom domain', 'Age levels', 'Skill levels', 'Season re-invitations']));
    expect(h.flags).not.toContain('Custom branding');
    expect(h.comingSoon).toEqual(expect.arrayContaining(['Custom branding', 'Divisions']));
    expect(h.comingSoon).not.toContain('5 levels per league');
    expect(h.comingSoon).not.toContain('10 seasons per league');
    expect(h.limits).toEqual(['3 leagues', '20 teams per league', '25 players per team', '5 levels per league', '10 seasons per league']);
  });

  it('keeps the plan descriptions free of features that do not exist', () => {
    for (const plan of PLAN_CATALOGUE) expect(plan.description).not.toMatch(/\bAI\b|assistant|autopilot|priority support|branding|divisions/i);
  });
});

describe('subscription status tone', () => {
  it('shows active and trialing as good, and states needing action in red', () => {
    expect(statusTone('trialing').type).toBe('success');
    expect(statusTone('active').type).toBe('success');
    for (const s of ['past_due', 'unpaid', 'canceled', 'expired', 'incomplete']) expect(statusTone(s).type).toBe('error');
  });
});
