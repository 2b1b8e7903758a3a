import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

// League Management's News and Pages tabs, as an organiser writes an article or a custom page there. The two
// dialogs share their fields (Title, the rich-text Content, Published), so one writer serves both.

interface Writing {
  title: string;
  /** Typed into the rich-text editor as plain text. */
  text: string;
  published: boolean;
}

abstract class ContentTab {
  protected readonly shell: AppShell;
  protected abstract readonly tab: 'news' | 'pages';
  protected abstract readonly noun: 'Article' | 'Page';

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  /** Opens the tab; the league list can take a while on a busy machine, and the New button waits for it. */
  async goto(leagueId: string) {
    await this.page.goto(`/league-management?league=${encodeURIComponent(leagueId)}&tab=${this.tab}`);
    await expect(this.newButton).toBeEnabled({ timeout: 30_000 });
  }

  get newButton(): Locator {
    return this.page.getByRole('button', { name: `New ${this.noun}` });
  }

  /** Its row in the table, found by title. */
  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title });
  }

  /** Clicks New and returns the dialog. */
  async openNew(): Promise<Locator> {
    await this.newButton.click();
    const dialog = this.page.getByRole('dialog', { name: `New ${this.noun}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Fills the shared fields of an open dialog. */
  async fill(dialog: Locator, { title, text, published }: Writing) {
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Content' }).click();
    await this.page.keyboard.type(text);
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText(text);
    const box = dialog.getByRole('checkbox', { name: 'Published' });
    if ((await box.isChecked()) !== published) await dialog.getByText('Published', { exact: true }).click();
    await expect(box).toBeChecked({ checked: published });
  }

  /** Creates it (the dialog's Create button) and waits for the toast and its row with its status. */
  async create(dialog: Locator, title: string, published: boolean) {
    await dialog.getByRole('button', { name: `Create ${this.noun}` }).click();
    // The toast of one written just before may still be up: the newest is the last, and the row proves this one.
    await expect(this.shell.toasts.getByText(`${this.noun} created successfully`, { exact: true }).last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(this.row(title).getByText(published ? 'Published' : 'Draft', { exact: true })).toBeVisible();
  }

  /** New, fill, create: the whole of writing one with the default options. */
  async write(writing: Writing) {
    const dialog = await this.openNew();
    await this.fill(dialog, writing);
    await this.create(dialog, writing.title, writing.published);
  }
}

export class NewsTab extends ContentTab {
  protected readonly tab = 'news';
  protected readonly noun = 'Article';
}

export class PagesTab extends ContentTab {
  protected readonly tab = 'pages';
  protected readonly noun = 'Page';
}
