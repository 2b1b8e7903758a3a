import { expect, type Locator, type Page } from '@playwright/test';

/** /pricing: plan cards, the billing toggle and the promo code form. */
export class PricingPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/pricing');
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/pricing$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(this.card('Free League')).toBeVisible();
  }

  /** A plan card, by plan name. */
  card(planName: string): Locator {
    return this.page.getByRole('region', { name: planName, exact: true });
  }

  async chooseCycle(label: 'Monthly' | 'Yearly') {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  /** The price a card shows now, e.g. ('$23.20', '/month'), and the struck-through original when discounted. */
  async expectPrice(planName: string, amount: string, suffix: '/month' | '/year', original?: string) {
    const card = this.card(planName);
    await expect(card.locator('.plan-price__amount')).toHaveText(amount);
    await expect(card.locator('.plan-price')).toContainText(suffix);
    const struck = card.locator('s');
    if (original) await expect(struck).toHaveText(original);
    else await expect(struck).toHaveCount(0);
  }

  cardButton(planName: string, label: string | RegExp): Locator {
    return this.card(planName).getByRole('button', { name: label });
  }

  get promoInput(): Locator {
    return this.page.getByLabel('Promo code', { exact: true });
  }

  async applyPromo(code: string) {
    await this.promoInput.fill(code);
    await this.page.getByRole('button', { name: 'Apply', exact: true }).click();
  }

  async expectPromoError(message: string) {
    await expect(this.page.locator('form').getByText(message, { exact: true })).toBeVisible();
  }
}
