import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../shared/plan-catalogue';
import { planHighlights } from '../../shared/plan-highlights';
import { statusTone } from '../../web/admin/src/subscription/format';

const [free, awesome, amazing] = PLAN_CATALOGUE;

describe('plan cards only sell what works today', () => {
  it('sells the assistant (every plan, its allowance) and AI autopilot on Amazing, online payments and priority support', () => {
    const h = planHighlights(amazing, awesome);
    // Support requests from Amazing are marked priority and promised an answer within its hours (functions/support).
    expect(h.flags).toContain('Priority support');
    expect(h.comingSoon).not.toContain('Priority support');
    expect(amazing.support_response_hours).toBeLessThan(awesome.support_response_hours);
    // The assistant answers and acts within a monthly allowance on every plan; AI autopilot's weekly plan is Amazing's.
    expect(h.flags).toContain('AI autopilot');
    expect(h.comingSoon).not.toContain('AI autopilot');
    expect(h.comingSoon).not.toContain('AI assistant');
    expect(planHighlights(awesome, free).flags).toContain('AI assistant');
    // Registration fees paid by card to the league: Amazing sells it, and it is no longer coming soon.
    expect(h.flags).toContain('Online payments');
    expect(h.comingSoon).not.toContain('Online payments');
    // The schedule generator works: Amazing sells it, and it is no longer coming soon.
    expect(h.flags).toContain('Automatic scheduling');
    expect(h.comingSoon).not.toContain('Automatic scheduling');
    expect(h.limits).toEqual(['Unlimited leagues', 'Unlimited teams', 'Unlimited players', 'Unlimited levels', 'Unlimited seasons', 'Assistant: 1,500,000 tokens a month']);
    expect(planHighlights(free).limits).toContain('Assistant: 20,000 tokens a month');
    // Season auto-renewal drafts the next season on the Autopilot page: Amazing sells it, no longer coming soon.
    expect(h.flags).toContain('Season auto-renewal');
    expect(h.comingSoon).not.toContain('Season auto-renewal');
    // The advanced layout (section order, navigation) works and is Amazing's own.
    expect(h.flags).toContain('Advanced layout');
  });

  it('sells Awesome on custom URLs, domains, levels, divisions, seasons, re-invitations, branding and the hero', () => {
    const h = planHighlights(awesome, free);
    expect(h.flags).toEqual(expect.arrayContaining(['Custom URL', 'Custom domain', 'Age levels', 'Skill levels', 'Season re-invitations', 'Custom branding', 'Custom hero section', 'News management']));
    expect(h.comingSoon).not.toContain('Custom branding');
    expect(h.comingSoon).not.toContain('News management');
    // Divisions work (a level's divisions, their own standings, cross-division games): sold as included.
    expect(h.flags).toContain('Divisions');
    expect(h.comingSoon).not.toContain('Divisions');
    expect(h.comingSoon).not.toContain('5 levels per league');
    expect(h.comingSoon).not.toContain('10 seasons per league');
    // Custom pages work (the admin's Pages tab and the league site): sold as included, not as coming soon.
    expect(h.flags).toContain('Custom pages');
    expect(h.comingSoon).not.toContain('Custom pages');
    expect(h.limits).toEqual(['3 leagues', '20 teams per league', '25 players per team', '5 levels per league', '10 seasons per league', 'Assistant: 300,000 tokens a month']);
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
