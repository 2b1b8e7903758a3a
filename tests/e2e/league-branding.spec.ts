import { expect, test } from '@playwright/test';
import { closeSiteNav, siteNav } from './pages/league-site';
import { expectNoSeriousViolations } from './pages/axe';
import { BrandingTab } from './pages/branding-tab';
import { ONE_PIXEL_PNG } from './pages/images';
import { leagueOwner } from './pages/league-owner';
import { expectNoHorizontalOverflow, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// Branding: an organiser changes the colours (and is warned about a pair that is hard to read),
// reorders the home page's sections and builds a three-slide carousel; a visitor sees all of it.


test('an organiser themes the site, reorders its sections and builds a carousel; a visitor sees them', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const owner = await leagueOwner(page, request, 'Bria');
  const branding = new BrandingTab(page);
  const league = (await owner.api.get<{ league: Record<string, unknown> }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, { ...league, status: 'active' })).status).toBe(200);

  // The free plan shows each gate's upgrade message.
  await branding.goto(owner.leagueId);
  await expect(page.getByText('Custom branding is available on the Awesome and Amazing plans.')).toBeVisible();
  await expect(page.getByText('Advanced layouts are available on the Amazing plan.').first()).toBeVisible();
  await expect(page.getByText('Custom hero sections are available on the Awesome and Amazing plans.')).toBeVisible();

  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  await page.reload();

  // Colours: a bad pair is warned about, then fixed and saved.
  await branding.colour('Text color').fill('#EEEEEE');
  await expect(page.getByText(/Text on background: contrast [\d.]+:1, WCAG AA needs at least 4.5:1/)).toBeVisible();
  await useWidth(page, 1280);
  await shot(page, info, 'branding-contrast-warning-1280');
  await branding.colour('Text color').fill('#111827');
  await expect(page.getByText('Some colours are hard to read')).toBeHidden();
  await branding.colour('Navigation background color').fill('#7C2D12');
  // The logo is uploaded, not typed: the upload fills the Logo URL field.
  await branding.uploadLogo(owner.leagueId, { name: 'crest.png', buffer: ONE_PIXEL_PNG });
  await branding.saveColours();

  // Sections: Teams moved up above Games, and Latest News above the hero.
  await branding.moveSectionUp('Teams');
  await branding.moveSectionUp('Latest News');
  await expect(branding.sections.first()).toContainText('Latest News');
  await branding.saveLayout();

  // Navigation: a custom link inside a new group.
  await page.getByLabel('Link name').fill('Club shop');
  await page.getByLabel('Link URL').fill('https://shop.example.com');
  await page.getByRole('button', { name: 'Add navigation link' }).click();
  await page.getByLabel('Group name').fill('More');
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByRole('button', { name: /^Group of Club shop/ }).click();
  await page.getByRole('option', { name: 'In More' }).click();
  await expect(page.getByRole('list', { name: 'Items in More' })).toContainText('Club shop');
  await branding.saveNavigation();

  // Hero: a three-slide carousel; a new slide becomes the selected one; buttons 1 to 3.
  await branding.buildCarousel(['Season opener', 'Registration open', 'Finals week']);
  await expect(page.getByRole('button', { name: 'Remove button' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add button' }).click();
  await page.getByRole('button', { name: 'Add button' }).click();
  await expect(page.getByRole('button', { name: 'Add button' })).toBeDisabled();
  await page.getByLabel('Button 3 text').fill('Tickets');
  await page.getByLabel('Interval (ms)').fill('1500');
  await page.getByText('Autoplay the carousel').click();
  await expect(page.getByLabel('Interval (ms)')).toBeDisabled();
  await page.getByText('Autoplay the carousel').click();
  await shot(page, info, 'branding-hero-editor-1280');
  await expectNoSeriousViolations(page, info, 'branding-tab');
  await branding.saveHero();
  await useWidth(page, 390);
  // Cloudscape lays its controls out again a moment after the window narrows.
  await expect(async () => expectNoHorizontalOverflow(page, 'branding tab at 390px')).toPass({ timeout: 10_000 });
  await shot(page, info, 'branding-tab-390');

  // A published article, so the news section shows on the home page.
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/news`, { title: 'Kick-off', content: '<p>Hi</p>', is_published: true })).status).toBe(201);

  // The visitor.
  const site = await page.context().newPage();
  for (const width of [1280, 390]) {
    await useWidth(site, width);
    await site.goto(`/l/${owner.leagueId}`);
    const nav = await siteNav(site);
    await expect(nav).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(site.locator('.site-header')).toHaveCSS('background-color', 'rgb(124, 45, 18)');
    // The uploaded logo, served by the stack, in the site's header.
    await expect(site.locator('.site-header img.site-logo')).toHaveJSProperty('naturalWidth', 1);
    await nav.getByText('More').click();
    await expect(nav.getByRole('link', { name: 'Club shop' })).toHaveAttribute('href', 'https://shop.example.com');
    await closeSiteNav(site);
    const carousel = site.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('heading', { name: 'Season opener' })).toBeVisible();
    // It moves by itself (1.5 s), and by the controls.
    await site.mouse.move(0, 0);
    await expect(carousel.getByRole('heading', { name: 'Registration open' })).toBeVisible({ timeout: 5000 });
    await carousel.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(carousel.getByRole('heading', { name: 'Finals week' })).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'Tickets' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('heading', { name: 'Season opener' })).toBeVisible();
    // Sections in the saved order: Latest News above the hero.
    const newsTop = (await site.getByRole('region', { name: 'Latest News' }).boundingBox())!.y;
    expect(newsTop).toBeLessThan((await carousel.boundingBox())!.y);
    await expectNoHorizontalOverflow(site, `league home at ${width}px`);
    await shot(site, info, `branding-visitor-${width}`);
    await expectNoSeriousViolations(site, info, `branding-visitor-${width}`);
  }
  await site.close();
});

test('the carousel stays still for a visitor who prefers reduced motion, and while hovered', async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = await leagueOwner(page, request, 'Remy');
  const league = (await owner.api.get<{ league: Record<string, unknown> }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, { ...league, status: 'active' })).status).toBe(200);
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const slide = (id: string, title: string) => ({ id, title, ctas: [{ text: 'Learn More', url: '/', style: 'primary' }] });
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}/branding/hero`, {
    hero_layout: 'carousel', hero_slides: [slide('a', 'First slide'), slide('b', 'Second slide'), slide('c', 'Third slide')], hero_carousel_interval: 1000,
  })).status).toBe(200);

  const site = await page.context().newPage();
  await site.emulateMedia({ reducedMotion: 'reduce' });
  await site.goto(`/l/${owner.leagueId}`);
  const carousel = site.getByRole('region', { name: 'Highlights' });
  await expect(carousel.getByRole('heading', { name: 'First slide' })).toBeVisible();
  // Three slides at 1 s: one or two ticks in 1.5 s would show another slide (it never comes back to the first).
  await site.waitForTimeout(1500);
  await expect(carousel.getByRole('heading', { name: 'First slide' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);

  await site.emulateMedia({ reducedMotion: 'no-preference' });
  await site.reload();
  await carousel.hover();
  await site.waitForTimeout(1500);
  await expect(carousel.getByRole('heading', { name: 'First slide' })).toBeVisible();
  await site.mouse.move(0, 0);
  await expect(carousel.getByRole('heading', { name: 'Second slide' })).toBeVisible({ timeout: 5000 });
  await site.close();
});
