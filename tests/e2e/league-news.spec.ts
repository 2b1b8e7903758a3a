import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// News: an organiser writes an article with the rich-text editor on League Management's News tab,
// publishes it, and visitors get the sanitised article; the free plan shows why it cannot write.

test('an organiser writes, formats, publishes, edits and deletes an article; visitors read it once published', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const owner = await leagueOwner(page, request, 'Nora');
  const shell = new AppShell(page);
  const league = (await owner.api.get<{ league: Record<string, unknown> }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, { ...league, status: 'active' })).status).toBe(200);
  await page.goto(`/league-management?league=${owner.leagueId}&tab=news`);
  await expect(page.getByText('News management is available on the Awesome and Amazing plans.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Article' })).toBeDisabled();

  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  await page.reload();
  await expect(page.getByText('No articles yet')).toBeVisible();
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill('Opening Day: Hawks win!');
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('The Hawks won ');
  // Each toggle is awaited before typing on: the toolbar's state follows the editor's a moment after a click, and
  // the text keeps focus (the buttons never take it from a mouse click).
  const bold = dialog.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(content).toBeFocused();
  await page.keyboard.type('3-1');
  await expect(content.locator('strong')).toHaveText('3-1');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await expect(content).toBeFocused();
  await page.keyboard.type(' at home.');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await dialog.getByLabel('Link address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(dialog.getByText('Enter a web address (https://...) or an e-mail link (mailto:...)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel link' }).click();
  await dialog.getByText('Published', { exact: true }).click();
  await snapAt(page, info, 'news-dialog-1280');
  await expectNoSeriousViolations(page, info, 'news-dialog');
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await shell.expectToast('Article created successfully');
  const row = page.getByRole('row').filter({ hasText: 'Opening Day: Hawks win!' });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText('/news/opening-day-hawks-win')).toBeVisible();

  // Visitors read it (sanitised HTML with the bold kept); the byline is the spec's.
  const visitor = await request.get(`/api/public/leagues/${owner.leagueId}/news/opening-day-hawks-win`);
  expect(visitor.status()).toBe(200);
  const article = (await visitor.json()).article;
  expect(article.content).toContain('<strong>3-1</strong>');
  expect(article.byline).toBe('League Admin');
  // ... and on the league's site: the home page's Latest News card, the news list and the article.
  const site = await page.context().newPage();
  await site.goto(`/l/${owner.leagueId}`);
  const card = site.getByRole('region', { name: 'Latest News' });
  await expect(card.getByRole('link', { name: 'Opening Day: Hawks win!' })).toBeVisible();
  await site.getByRole('navigation', { name: 'League site' }).getByRole('link', { name: 'News' }).click();
  await expect(site.getByRole('heading', { level: 1, name: 'League News' })).toBeVisible();
  await site.getByRole('link', { name: 'Opening Day: Hawks win!' }).click();
  await expect(site.getByRole('heading', { level: 1, name: 'Opening Day: Hawks win!' })).toBeVisible();
  await expect(site.locator('.article-body strong')).toHaveText('3-1');
  await expect(site.getByText('League Admin')).toBeVisible();
  await site.setViewportSize({ width: 390, height: 800 });
  await expectNoHorizontalOverflow(site, 'article at 390px');
  await snapAt(site, info, 'news-article-390');
  await expectNoSeriousViolations(site, info, 'news-article');
  await site.goto(`/l/${owner.leagueId}/news/no-such-article`);
  await expect(site.getByText('Article not found')).toBeVisible();
  await expect(site.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await site.close();

  // Back to a draft: visitors no longer see it.
  await row.getByRole('button', { name: /^Edit/ }).click();
  await dialog.getByText('Published', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await shell.expectToast('Article updated successfully');
  await expect(row.getByText('Draft')).toBeVisible();
  expect((await request.get(`/api/public/leagues/${owner.leagueId}/news/opening-day-hawks-win`)).status()).toBe(404);

  // Loaded at 390 px (as a phone opens it); page-layout.spec checks every page the same way.
  await useWidth(page, 390);
  await page.reload();
  await expect(row.getByText('Draft')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'news tab at 390px');
  await snapAt(page, info, 'news-tab-390');
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure you want to delete "Opening Day: Hawks win!"? This action cannot be undone.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await shell.expectToast('Article deleted successfully');
  await expect(page.getByText('No articles yet')).toBeVisible();
});

test('a news or pages list that fails to load says so in a toast and above its table, at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const owner = await leagueOwner(page, request, 'Olga');
  const shell = new AppShell(page);
  // Only the two list reads fail (the API unavailable a moment, retried and still failing); everything else is real.
  await page.route(new RegExp(`/api/leagues/${owner.leagueId}/(news|pages)$`), (route) => (route.request().method() === 'GET'
    ? route.fulfill({ status: 503, json: { error: 'The service is unavailable', code: 'unavailable' } })
    : route.fallback()));
  const lists = [['news', 'Failed to load news articles', 'News'], ['pages', 'Failed to load pages', 'Pages']] as const;
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    for (const [tab, failed, header] of lists) {
      await page.goto(`/league-management?league=${owner.leagueId}&tab=${tab}`);
      await shell.expectToast(failed, 'The service is unavailable');
      await expect(page.getByRole('heading', { name: header }).locator('xpath=ancestor::*[contains(@class, "container")][1]').getByText(failed)).toBeVisible();
      await snapAt(page, info, `${tab}-load-failed-${width}`);
    }
  }
});
