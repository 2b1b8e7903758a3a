import { expect, type Locator, type Page } from '@playwright/test';

/** The FeatureGate lock card ('<feature> (locked)') a plan without the feature sees instead of the content. */
export class FeatureGateCard {
  readonly card: Locator;

  constructor(readonly page: Page, readonly featureName: string) {
    this.card = page.getByRole('region', { name: `${featureName} (locked)`, exact: true });
  }

  async expectLocked(message: string) {
    await expect(this.card).toBeVisible();
    await expect(this.card.getByText(message)).toBeVisible();
    await expect(this.card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expect(this.card.getByRole('button', { name: 'Refresh' })).toBeVisible();
  }

  async expectUnlocked() {
    await expect(this.card).toHaveCount(0);
  }
}
