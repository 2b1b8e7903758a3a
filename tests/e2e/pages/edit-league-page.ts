import { expect, type Locator, type Page } from '@playwright/test';
import { LeagueNavigation } from './league-management-page';

/**
 * A league's Settings and Domains pages on League Management, reached by the league's former edit address
 * (/edit-league/{id}?tab=...), which lands there; and the delete confirmation.
 */
export class EditLeaguePage {
  readonly nav: LeagueNavigation;

  constructor(readonly page: Page) {
    this.nav = new LeagueNavigation(page);
  }

  async goto(id: string, tab?: string) {
    await this.page.goto(`/edit-league/${encodeURIComponent(id)}${tab ? `?tab=${tab}` : ''}`);
  }

  async expectOpen(leagueName: string) {
    await expect(this.page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
    await expect(this.nav.link('Settings')).toBeAttached();
  }

  async chooseStatus(label: 'Draft' | 'Active' | 'Completed' | 'Archived') {
    await this.page.getByRole('button', { name: /^Status/ }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save Changes', exact: true }).click();
  }

  async deleteLeague(name: string) {
    await this.page.getByRole('button', { name: 'Delete league', exact: true }).click();
    const modal = this.page.getByRole('dialog');
    await expect(modal.getByText(`Are you sure you want to delete "${name}"? This action cannot be undone.`)).toBeVisible();
    const confirm = modal.getByRole('button', { name: 'Delete', exact: true });
    await expect(confirm).toBeDisabled();
    await modal.getByLabel('League name to confirm').fill(name);
    await expect(confirm).toBeEnabled();
    return { modal, confirm };
  }
}

/** The league-domains panel (League Management's Domains page). */
export class DomainsPanel {
  constructor(readonly page: Page) {}

  get input(): Locator {
    return this.page.getByRole('textbox', { name: 'Add a domain', exact: true });
  }

  async addWithEnter(domain: string) {
    await this.input.fill(domain);
    await this.input.press('Enter');
  }

  row(domain: string): Locator {
    return this.page.getByRole('row').filter({ hasText: domain });
  }

  async expectDomain(domain: string, status: 'pending' | 'active' | 'failed') {
    const row = this.row(domain);
    await expect(row).toBeVisible();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }
}
