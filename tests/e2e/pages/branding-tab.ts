import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

/**
 * League Management's Branding tab of a league: colours and logo, the home page's sections, the
 * navigation and the hero. Each save waits for the spec's toast.
 */
export class BrandingTab {
  private readonly shell: AppShell;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  async goto(leagueId: string) {
    await this.page.goto(`/league-management?league=${encodeURIComponent(leagueId)}&tab=branding`);
  }

  /** A colour field by its label (e.g. 'Primary color (dark)'). */
  colour(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  get logoUrl(): Locator {
    return this.page.getByPlaceholder('https://example.com/logo.png');
  }

  /** Uploads a PNG as the logo: the upload fills the Logo URL field (the colour panel's file input is the page's first). Returns the URL. */
  async uploadLogo(leagueId: string, file: { name: string; buffer: Buffer }): Promise<string> {
    await this.page.locator('input[type="file"]').first().setInputFiles({ ...file, mimeType: 'image/png' });
    await expect(this.logoUrl).toHaveValue(new RegExp(`/uploads/leagues/${leagueId}/logo-[a-z0-9]+\\.png$`));
    return this.logoUrl.inputValue();
  }

  async saveColours() {
    await this.page.getByRole('button', { name: 'Save colors' }).click();
    await this.shell.expectToast('Color scheme saved successfully');
  }

  get sections(): Locator {
    return this.page.getByRole('list', { name: 'Home page sections' }).getByRole('listitem');
  }

  async moveSectionUp(name: string) {
    await this.page.getByRole('button', { name: `Move ${name} section up` }).click();
  }

  async saveLayout() {
    await this.page.getByRole('button', { name: 'Save layout' }).click();
    await this.shell.expectToast('Layout configuration saved successfully');
  }

  async saveNavigation() {
    await this.page.getByRole('button', { name: 'Save navigation' }).click();
    await this.shell.expectToast('Navigation settings saved successfully');
  }

  /** Switches the hero to Carousel and gives it one slide per title; each new slide becomes the selected one. */
  async buildCarousel(titles: string[]) {
    await this.page.getByRole('button', { name: 'Carousel', exact: true }).click();
    await this.page.getByLabel('Title', { exact: true }).fill(titles[0]!);
    for (const [i, title] of titles.slice(1).entries()) {
      await this.page.getByRole('button', { name: 'Add slide' }).click();
      await expect(this.page.getByRole('button', { name: /\(selected\)$/ })).toHaveText(`Slide ${i + 2}`);
      await this.page.getByLabel('Title', { exact: true }).fill(title);
    }
  }

  async saveHero() {
    await this.page.getByRole('button', { name: 'Save hero' }).click();
    await this.shell.expectToast('Hero customization saved successfully');
  }
}
