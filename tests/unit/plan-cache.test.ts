import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_CATALOGUE } from '../../shared/plan-catalogue';

// The plan catalogue is read on nearly every request; one key would take thousands of reads a second at scale.
const send = vi.fn();
vi.mock('../../functions/data/table', () => ({ db: () => ({ send }), tableName: () => 'T' }));

const free = PLAN_CATALOGUE.find((p) => p.slug === 'free')!;

describe('the plan catalogue cache of a function instance', () => {
  beforeEach(async () => {
    send.mockReset();
    (await import('../../functions/data/plans')).forgetCachedPlans();
  });

  it('reads a plan once a minute however many requests ask for it', async () => {
    const { getPlan, PLAN_CACHE_MS } = await import('../../functions/data/plans');
    send.mockResolvedValue({ Item: { pk: 'PLANS', sk: 'PLAN#free', entity: 'plan', ...free } });
    const t0 = 1_000_000;
    for (let i = 0; i < 100; i++) expect((await getPlan('free', t0 + i * 100))?.slug).toBe('free');
    expect(send).toHaveBeenCalledTimes(1);
    await getPlan('free', t0 + PLAN_CACHE_MS + 1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not remember a plan that is missing, so one added later is found at once', async () => {
    const { getPlan } = await import('../../functions/data/plans');
    send.mockResolvedValueOnce({});
    expect(await getPlan('odd', 5)).toBeNull();
    send.mockResolvedValueOnce({ Item: { pk: 'PLANS', sk: 'PLAN#odd', entity: 'plan', ...free, slug: 'odd' } });
    expect((await getPlan('odd', 6))?.slug).toBe('odd');
    expect(send).toHaveBeenCalledTimes(2);
  });
});
