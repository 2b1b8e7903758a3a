import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { browserResolving, domainOrigin } from './pages/custom-domain';
import { solidPng } from './pages/images';
import { atWidth, publish, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { expectNoHorizontalOverflow } from './pages/viewports';

// Images in news: the editor's Image tool uploads a picture and will not insert it without alt text; the article's
// cover image is uploaded in the same dialog. Visitors see the cover on the news list and both images in the article,
// with their alt text, on /l/{slug} and on the league's custom domain.

async function newsAndArticleShowImages(p: Page, info: TestInfo, base: string, name: string) {
  for (const width of WIDTHS) {
    await atWidth(p, width);
    await p.goto(`${base}/news`);
    const cover = p.getByRole('img', { name: 'Captain lifting the cup' });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveJSProperty('naturalWidth', 48);
    await expectNoHorizontalOverflow(p, `${name} news list at ${width}`);
    await snap(p, info, `${name}-news-list-${width}`);
    await p.getByRole('link', { name: 'Cup final' }).click();
    await expect(p.getByRole('heading', { level: 1, name: 'Cup final' })).toBeVisible();
    await expect(p.getByRole('main').getByRole('img', { name: 'Captain lifting the cup' })).toBeVisible();
    const inBody = p.locator('.article-body').getByRole('img', { name: 'The winning goal' });
    await expect(inBody).toBeVisible();
    await expect(inBody).toHaveJSProperty('naturalWidth', 32);
    await expectNoHorizontalOverflow(p, `${name} article at ${width}`);
    await snap(p, info, `${name}-article-${width}`);
  }
}

test('an organiser puts an uploaded image with alt text in an article and gives it a cover; visitors see both', async ({ page, request, baseURL }, info) => {
  test.setTimeout(150_000);
  const user = await apiUser(request, 'Pixie');
  expect((await user.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const slug = `pixie-${Date.now().toString(36)}`;
  const created = await user.post<{ league: LeagueBody }>('/api/leagues', { name: 'Pixie Cup League', sport: 'soccer', custom_slug: slug });
  await publish(user, created.body.league);
  const domain = `www.${slug}.example.com`;
  expect((await user.post(`/api/leagues/${created.body.league.id}/domains`, { domain })).status).toBe(201);

  await signInAs(page, user);
  await page.goto(`/league-management?league=${created.body.league.id}&tab=news`);
  await page.getByRole('button', { name: 'New Article' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'New Article' });
  await dialog.getByLabel('Title', { exact: true }).fill('Cup final');
  await dialog.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('What a game.');

  // The Image tool: a picture without alt text is not inserted.
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await dialog.locator('input[type="file"]').last().setInputFiles({ name: 'goal.png', mimeType: 'image/png', buffer: solidPng(32, [20, 140, 60]) });
  await expect(dialog.getByText('Image uploaded')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add image', exact: true }).click();
  await expect(dialog.getByText('Alt text is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('The winning goal');
  await dialog.getByRole('button', { name: 'Add image', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Content' }).getByRole('img', { name: 'The winning goal' })).toBeVisible();

  // The cover: uploaded, then described.
  await dialog.locator('input[type="file"]').first().setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: solidPng(48, [200, 160, 20]) });
  await dialog.getByRole('textbox', { name: 'Cover image alt text' }).fill('Captain lifting the cup');
  await dialog.getByText('Published', { exact: true }).click();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await snap(page, info, `article-dialog-images-${width}`);
  }
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await new AppShell(page).expectToast('Article created successfully');

  await newsAndArticleShowImages(page, info, `/l/${slug}`, 'slug');
  const domainBrowser = await browserResolving(domain);
  try {
    const visitor = await (await domainBrowser.newContext()).newPage();
    await newsAndArticleShowImages(visitor, info, domainOrigin(domain, baseURL!), 'domain');
  } finally {
    await domainBrowser.close();
  }
});
