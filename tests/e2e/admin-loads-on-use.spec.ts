import { expect, test, type Page, type Route } from '@playwright/test';
import { leagueOwner } from './pages/league-owner';
import { snapAt, useWidth } from './pages/viewports';

// The admin's first load carries what every page needs; a page's code comes when it is first opened, and a dialog's
// or the rich-text editor's when it is first shown (docs/architecture.md, "The admin's first load"). While such a
// chunk loads, a Cloudscape loading state shows where it will be. Here each chunk is held back until the loading
// state has been seen, then let through.

/** Holds the requests for one built chunk until `release` is called; counts them. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  const held = { requests: 0, release };
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route: Route) => {
    held.requests += 1;
    await released;
    await route.continue();
  });
  return held;
}

for (const width of [1280, 390]) {
  test(`at ${width} px the dashboard opens without the Create Team dialog's code, and the dialog shows a loading state until it comes`, async ({ page, request }, info) => {
    const owner = await leagueOwner(page, request, width < 600 ? 'Lea' : 'Lou');
    await useWidth(page, width);
    const dialogCode = await holdChunk(page, 'create-team-modal');

    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Add Team (quick action)' })).toBeVisible();
    expect(dialogCode.requests, 'the dialog is not part of the dashboard\'s load').toBe(0);

    await page.getByRole('button', { name: 'Add Team (quick action)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Create Team', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Loading...')).toBeVisible();
    expect(dialogCode.requests).toBe(1);
    await snapAt(page, info, `create-team-loading-${width}`);

    dialogCode.release();
    await expect(dialog.getByLabel('Team name')).toBeVisible();
    await expect(dialog.getByText('Loading...')).toHaveCount(0);
    await snapAt(page, info, `create-team-loaded-${width}`);
    // Still the same league's dialog: it creates the team.
    await dialog.getByLabel('Team name').fill('Pier Pelicans');
    await dialog.getByText('or invite by e-mail').click();
    await dialog.getByLabel('Team manager email').fill(owner.user.email);
    await dialog.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByRole('list', { name: 'Your teams' }).getByRole('link', { name: 'Pier Pelicans' })).toBeVisible();
  });

  test(`at ${width} px the assistant's panel (and its chat components) loads when it is first opened, with a loading state until it comes`, async ({ page, request }, info) => {
    const owner = await leagueOwner(page, request, width < 600 ? 'Ada' : 'Abe');
    await useWidth(page, width);
    const panelCode = await holdChunk(page, 'assistant-panel');

    await page.goto(`/league-management?league=${owner.leagueId}&tab=teams`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Teams' }).first()).toBeVisible();
    expect(panelCode.requests, 'the assistant is not part of the page\'s load').toBe(0);

    // On a phone the top navigation folds into its menu: the layout's drawer button opens it there.
    await page.getByRole('button', { name: width < 600 ? 'Open the assistant' : 'Assistant', exact: true }).first().click();
    await expect(page.getByText('Loading the assistant...')).toBeVisible();
    // Asked for through its small loader's chunk, a moment after the loading state shows.
    await expect.poll(() => panelCode.requests).toBe(1);
    await snapAt(page, info, `assistant-loading-${width}`);

    panelCode.release();
    await expect(page.getByRole('textbox', { name: 'Ask the assistant' })).toBeVisible();
    await expect(page.getByText('Loading the assistant...')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Ask the assistant' })).toBeFocused();
  });

  test(`at ${width} px a League Management page and the article editor each show a loading state while their code comes`, async ({ page, request }, info) => {
    const owner = await leagueOwner(page, request, width < 600 ? 'Nia' : 'Ned');
    // News is written on the Awesome and Amazing plans.
    expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
    await useWidth(page, width);
    const newsPage = await holdChunk(page, 'news-management-panel');
    const editor = await holdChunk(page, 'tiptap-editor');

    await page.goto(`/league-management?league=${owner.leagueId}&tab=news`);
    const main = page.getByRole('main');
    await expect(main.getByText('Loading...')).toBeVisible();
    await snapAt(page, info, `news-page-loading-${width}`);
    newsPage.release();
    await expect(page.getByRole('button', { name: 'New Article' })).toBeVisible();
    expect(editor.requests, 'the editor is not part of the News page\'s load').toBe(0);

    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Loading the editor...')).toBeVisible();
    await snapAt(page, info, `editor-loading-${width}`);
    editor.release();
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible();
    await expect(dialog.getByText('Loading the editor...')).toHaveCount(0);
    await snapAt(page, info, `editor-loaded-${width}`);
  });
}
