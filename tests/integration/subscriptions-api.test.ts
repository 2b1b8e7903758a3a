import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LIMIT_KEYS } from '../../shared/plan-catalogue';
import { PROMO_MESSAGES, trialUsedMessage } from '../../shared/subscription-schema';
import { apiClient, newUser, partitionItems, stack, table } from './support/local';

async function putPromotion(p: Record<string, unknown>) {
  await table().send(new PutCommand({
    TableName: stack().tableName,
    Item: {
      pk: `PROMO#${p.code}`, sk: 'PROMO', entity: 'promotion', is_active: true, redemptions: 0,
      valid_from: null, valid_until: null, max_redemptions: null, plan_slug: null, discount_type: 'percentage', discount_value: 10, name: 'Test', ...p,
    },
  }));
}
const code = (tag: string) => `${tag}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

describe('subscription API', () => {
  it('lists the three active plans publicly, in display order, with their features', async () => {
    const r = await apiClient(null).get('/api/subscription/plans');
    expect(r.status).toBe(200);
    expect(r.body.plans.map((p: { slug: string }) => p.slug)).toEqual(['free', 'awesome', 'amazing']);
    const awesome = r.body.plans[1];
    expect(awesome).toMatchObject({ name: 'Awesome League', price_monthly: 2900, price_yearly: 29000, is_active: true, display_order: 2 });
    expect(awesome.plan_features).toContainEqual({ feature_name: 'custom_slug', feature_value: 'true', is_unlimited: false });
  });

  it('answers the free plan for a user with no subscription', async () => {
    const u = await newUser('Fran');
    const r = await u.api.get('/api/subscription/current');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ subscription: null, is_free: true, promotion: null });
    expect(r.body.plan).toMatchObject({ slug: 'free', name: 'Free League', price_monthly: 0, display_order: 1 });
    const f = await u.api.get('/api/subscription/features');
    expect(f.body.features).toContainEqual({ feature_name: 'max_leagues', feature_value: '1', is_unlimited: false });
    expect(f.body.features).toContainEqual({ feature_name: 'has_ads', feature_value: 'true', is_unlimited: false });
  });

  it('answers usage for every limit key and check-limit with all its fields', async () => {
    const u = await newUser('Uma');
    const usage = await u.api.get('/api/subscription/usage');
    expect(Object.keys(usage.body.usage).sort()).toEqual([...LIMIT_KEYS].sort());
    expect(usage.body.usage.max_leagues).toBe(0);
    const before = await u.api.post('/api/subscription/check-limit', { feature_key: 'max_leagues' });
    expect(before.body).toEqual({ allowed: true, limit: 1, current_usage: 0, remaining: 1, is_unlimited: false, error: null });
    await u.api.post('/api/leagues', { name: 'Counted League' });
    const after = await u.api.post('/api/subscription/check-limit', { feature_key: 'max_leagues' });
    expect(after.body).toMatchObject({ allowed: false, limit: 1, current_usage: 1, remaining: 0 });
    expect(after.body.error).toMatch(/^Upgrade Required: You've reached your league limit/);
    const bad = await u.api.post('/api/subscription/check-limit', { feature_key: 'max_bananas' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^feature_key:/);
    const tracked = await u.api.post('/api/subscription/track-usage', { feature_key: 'max_leagues' });
    expect(tracked.body).toMatchObject({ feature_key: 'max_leagues', current_usage: 1 });
  });

  it('lets exactly the free limit of 10 parallel league creates succeed', async () => {
    const u = await newUser('Par');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => u.api.post('/api/leagues', { name: `Parallel ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await u.api.get('/api/leagues')).body.leagues).toHaveLength(1);
    expect((await u.api.get('/api/subscription/usage')).body.usage.max_leagues).toBe(1);
  });

  it('starts a 14-day trial of a paid plan, which raises the limit to exactly 3 under 10 parallel creates', async () => {
    const u = await newUser('Tri');
    const r = await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome', billing_cycle: 'yearly' });
    expect(r.status).toBe(200);
    expect(r.body.is_free).toBe(false);
    expect(r.body.plan.slug).toBe('awesome');
    expect(r.body.subscription).toMatchObject({ status: 'trialing', plan_slug: 'awesome', billing_cycle: 'yearly', cancel_at_period_end: false });
    const days = (Date.parse(r.body.subscription.current_period_end) - Date.parse(r.body.subscription.current_period_start)) / 86_400_000;
    expect(days).toBe(14);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => u.api.post('/api/leagues', { name: `Trial ${i}` })));
    expect(results.filter((x) => x.status === 201)).toHaveLength(3);
    expect((await u.api.get('/api/subscription/usage')).body.usage.max_leagues).toBe(3);
  });

  it('keeps usage equal to the real count after creates and deletes', async () => {
    const u = await newUser('Cnt');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await u.api.post('/api/leagues', { name: `Count ${i}` })).body.league.id);
    await u.api.del(`/api/leagues/${ids[0]}`);
    await u.api.del(`/api/leagues/${ids[2]}`);
    const usage = (await u.api.get('/api/subscription/usage')).body.usage.max_leagues;
    expect(usage).toBe((await u.api.get('/api/leagues')).body.leagues.length);
    expect(usage).toBe(2);
    const unlimited = await u.api.post('/api/subscription/check-limit', { feature_key: 'max_leagues' });
    expect(unlimited.body).toMatchObject({ allowed: true, is_unlimited: true, limit: -1, current_usage: 2 });
  });

  it('returns the user to the free plan once the trial period has ended, with no job running', async () => {
    const u = await newUser('Exp');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    const me = await u.api.get('/api/me');
    await table().send(new UpdateCommand({
      TableName: stack().tableName, Key: { pk: `USER#${me.body.user.id}`, sk: 'SUBSCRIPTION' },
      UpdateExpression: 'SET current_period_end = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }));
    const r = await u.api.get('/api/subscription/current');
    expect(r.body.is_free).toBe(true);
    expect(r.body.plan.slug).toBe('free');
    expect(r.body.subscription.status).toBe('expired');
    expect((await u.api.post('/api/leagues', { name: 'Slugged', custom_slug: 'after-expiry' })).status).toBe(403);
  });

  it('sets cancel_at_period_end when a paid user chooses free, keeping the plan until then', async () => {
    const u = await newUser('Dwn');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    const r = await u.api.post('/api/subscription/change-plan', { plan_slug: 'free' });
    expect(r.body.plan.slug).toBe('awesome');
    expect(r.body.subscription.cancel_at_period_end).toBe(true);
  });

  it('gives a user one trial, during which they move freely between the paid plans with the same end date', async () => {
    const u = await newUser('Two');
    const first = await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    const end = first.body.subscription.current_period_end;
    const amazing = await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    expect(amazing.status).toBe(200);
    expect(amazing.body.plan.slug).toBe('amazing');
    expect(amazing.body.subscription).toMatchObject({ plan_slug: 'amazing', status: 'trialing', current_period_end: end });
    // Back to Awesome: never 'Your free trial of Awesome League has been used'.
    const back = await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    expect(back.status).toBe(200);
    expect(back.body.subscription).toMatchObject({ plan_slug: 'awesome', status: 'trialing', current_period_end: end });
    // A scheduled downgrade is undone by choosing a paid plan again, still within the same trial.
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'free' });
    const again = await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    expect(again.body.subscription).toMatchObject({ plan_slug: 'amazing', cancel_at_period_end: false, current_period_end: end });
  });

  it('puts a user whose trial ended unpaid on free with their leagues intact, and starts no second trial', async () => {
    const u = await newUser('End');
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' });
    const made = await Promise.all([1, 2, 3].map((i) => u.api.post('/api/leagues', { name: `Trial League ${i}` })));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
    const me = await u.api.get('/api/me');
    await table().send(new UpdateCommand({
      TableName: stack().tableName, Key: { pk: `USER#${me.body.user.id}`, sk: 'SUBSCRIPTION' },
      UpdateExpression: 'SET current_period_end = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }));
    const now = await u.api.get('/api/subscription/current');
    expect(now.body).toMatchObject({ is_free: true, plan: { slug: 'free' }, subscription: { status: 'expired', plan_slug: 'amazing' } });
    // Data intact: all three leagues are still there and readable; only new ones are held to the free limit.
    expect((await u.api.get('/api/leagues')).body.leagues).toHaveLength(3);
    expect((await u.api.post('/api/leagues', { name: 'One Too Many' })).status).toBe(409);
    for (const slug of ['awesome', 'amazing']) {
      const r = await u.api.post('/api/subscription/change-plan', { plan_slug: slug });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'trial_used', error: trialUsedMessage(slug === 'awesome' ? 'Awesome League' : 'Amazing League') });
    }
    expect((await u.api.get('/api/subscription/current')).body.subscription.status).toBe('expired');
  });

  it('starts exactly one trial when a user picks both paid plans at once', async () => {
    const u = await newUser('Race');
    const r = await Promise.all(['awesome', 'amazing', 'awesome', 'amazing'].map((plan_slug) => u.api.post('/api/subscription/change-plan', { plan_slug })));
    expect(r.every((x) => x.status === 200 || x.body.code === 'trial_used')).toBe(true);
    const me = await u.api.get('/api/me');
    const trials = (await partitionItems(`USER#${me.body.user.id}`)).filter((i) => i.entity === 'trial_marker');
    expect(trials).toHaveLength(1);
  });

  it('unlocks a feature only for the string true, and honours is_unlimited on limits', async () => {
    // A plan as an operator might mistype it: 'TRUE' and '1' are not the string true; max_leagues is unlimited.
    const slug = code('odd').toLowerCase();
    const features = [
      { feature_name: 'custom_slug', feature_value: 'TRUE', is_unlimited: false },
      { feature_name: 'custom_domain', feature_value: '1', is_unlimited: false },
      { feature_name: 'max_leagues', feature_value: '2', is_unlimited: true },
    ];
    await table().send(new PutCommand({
      TableName: stack().tableName,
      Item: { pk: 'PLANS', sk: `PLAN#${slug}`, entity: 'plan', id: slug, slug, name: 'Odd', description: '', price_monthly: 100, price_yearly: 1000, is_active: false, display_order: 9, plan_features: features },
    }));
    const u = await newUser('Odd');
    const me = await u.api.get('/api/me');
    await table().send(new PutCommand({
      TableName: stack().tableName,
      Item: {
        pk: `USER#${me.body.user.id}`, sk: 'SUBSCRIPTION', entity: 'subscription', user_id: me.body.user.id, plan_slug: slug, status: 'active',
        billing_cycle: 'monthly', current_period_start: new Date().toISOString(), current_period_end: null, cancel_at_period_end: false,
      },
    }));
    expect((await u.api.get('/api/subscription/features')).body.features).toEqual(features);
    expect((await u.api.post('/api/leagues', { name: 'Slug Try', custom_slug: 'odd-slug-try' })).status).toBe(403);
    expect((await u.api.post('/api/leagues', { name: 'Domain Try', enable_custom_domain: true, custom_domain: 'odd.example.com' })).status).toBe(403);
    const creates = await Promise.all([1, 2, 3, 4].map((i) => u.api.post('/api/leagues', { name: `Unlimited ${i}` })));
    expect(creates.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect((await u.api.post('/api/subscription/check-limit', { feature_key: 'max_leagues' })).body).toMatchObject({ allowed: true, is_unlimited: true, current_usage: 4 });
  });

  it('validates promo codes case-insensitively and explains why one is not valid', async () => {
    const u = await newUser('Pro');
    const ok = await u.api.post('/api/subscription/validate-promotion', { code: ' welcome20 ' });
    expect(ok.body).toEqual({ valid: true, promotion: { code: 'WELCOME20', name: 'Welcome offer', discount_type: 'percentage', discount_value: 20, plan_slug: null }, error: null });
    expect((await u.api.post('/api/subscription/validate-promotion', { code: 'NOPE' })).body).toEqual({ valid: false, promotion: null, error: PROMO_MESSAGES.invalid });
    const blank = await u.api.post('/api/subscription/validate-promotion', { code: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(`code: ${PROMO_MESSAGES.enterCode}`);

    const past = code('PAST');
    await putPromotion({ code: past, valid_until: new Date(Date.now() - 86_400_000).toISOString() });
    expect((await u.api.post('/api/subscription/validate-promotion', { code: past })).body.error).toBe(PROMO_MESSAGES.expired);
    const future = code('SOON');
    await putPromotion({ code: future, valid_from: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await u.api.post('/api/subscription/validate-promotion', { code: future })).body.error).toBe(PROMO_MESSAGES.notYet);
    expect((await u.api.post('/api/subscription/apply-promotion', { code: future })).body).toMatchObject({ success: false, error: PROMO_MESSAGES.notYet });
  });

  it('applies a promotion once per user and shows it on the current subscription', async () => {
    const u = await newUser('Once');
    const first = await u.api.post('/api/subscription/apply-promotion', { code: 'team10' });
    expect(first.body).toMatchObject({ success: true, error: null });
    expect(first.body.plan.slug).toBe('awesome');
    expect(first.body.message).toContain('Team starter');
    const second = await u.api.post('/api/subscription/apply-promotion', { code: 'TEAM10' });
    expect(second.body).toMatchObject({ success: false, error: PROMO_MESSAGES.alreadyUsed });
    const current = await u.api.get('/api/subscription/current');
    expect(current.body.promotion).toEqual({ code: 'TEAM10', name: 'Team starter', discount_type: 'fixed_amount', discount_value: 1000, plan_slug: 'awesome' });
  });

  it('never lets 10 parallel applies exceed a promotion’s maximum redemptions', async () => {
    const limited = code('LIM');
    await putPromotion({ code: limited, max_redemptions: 3 });
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => newUser(`Rush${i}`)));
    const results = await Promise.all(users.map((u) => u.api.post('/api/subscription/apply-promotion', { code: limited })));
    expect(results.filter((r) => r.body.success)).toHaveLength(3);
    for (const r of results.filter((x) => !x.body.success)) expect(r.body.error).toBe(PROMO_MESSAGES.exhausted);
  });
});
