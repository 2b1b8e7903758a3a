import type { Promotion } from '../../shared/subscription-schema';

// Seeded by the local stack so a person can try promo codes (the README names them). Never seeded in the cloud.
export const DEMO_PROMOTIONS: Promotion[] = [
  {
    code: 'WELCOME20', name: 'Welcome offer', discount_type: 'percentage', discount_value: 20,
    valid_from: null, valid_until: null, max_redemptions: null, plan_slug: null,
  },
  {
    code: 'TEAM10', name: 'Team starter', discount_type: 'fixed_amount', discount_value: 1000,
    valid_from: null, valid_until: null, max_redemptions: 100, plan_slug: 'awesome',
  },
];
