import { expect, type Locator, type Page } from '@playwright/test';

/** /subscription: current plan, status, usage, promo code and quick actions. */
export class SubscriptionPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/subscription');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  }

  async expectPlan(planName: string, status: string, period?: RegExp | string) {
    const main = this.page.getByRole('main');
    await expect(main.getByText(planName, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(status, { exact: true })).toBeVisible();
    if (period) await expect(main.getByText(period)).toBeVisible();
  }

  usageItem(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }
}
