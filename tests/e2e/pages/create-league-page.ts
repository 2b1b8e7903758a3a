import { expect, type Locator, type Page } from '@playwright/test';

export class CreateLeaguePage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form');
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/create-league$/);
    await expect(this.page.getByRole('heading', { name: 'Create New League' })).toBeVisible();
  }

  async fill(fields: { name?: string; minTeams?: string; maxTeams?: string; description?: string }) {
    if (fields.name !== undefined) await this.form.getByLabel('League name').fill(fields.name);
    if (fields.description !== undefined) await this.form.getByLabel(/^Description/).fill(fields.description);
    if (fields.minTeams !== undefined) await this.form.getByLabel('Minimum teams').fill(fields.minTeams);
    if (fields.maxTeams !== undefined) await this.form.getByLabel('Maximum teams').fill(fields.maxTeams);
  }

  async chooseSport(label: string) {
    await this.form.getByRole('button', { name: /Sport/ }).first().click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Create League', exact: true }).click();
  }

  async expectFieldError(message: string) {
    await expect(this.form.getByText(message, { exact: true })).toBeVisible();
  }
}
