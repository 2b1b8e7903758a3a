import { closeSiteNav, siteNav } from './pages/league-site';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { expectNoSeriousViolations } from './pages/axe';
import { BrandingTab } from './pages/branding-tab';
import { browserResolving, domainOrigin, getWithHost } from './pages/custom-domain';
import { DomainsPanel, EditLeaguePage } from './pages/edit-league-page';
import { solidPng } from './pages/images';
import { leagueOwner } from './pages/league-owner';
import { NewsTab, PagesTab } from './pages/site-content-tabs';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// The whole league website journey in the browser: one organiser changes the colours, reorders the home page's
// sections, builds a three-slide carousel, uploads a logo, publishes an article and a page shown in navigation
// (and keeps a second article as a draft), all in the admin. A visitor then sees all of it at /l/{slug} and on the
// league's custom domain (by Host), the server-rendered content also with JavaScript disabled, and never the draft.

const SLIDES = ['Season opener', 'Registration open', 'Finals week'];
const ARTICLE = { title: 'Opening night recap', slug: 'opening-night-recap', text: 'The Hawks opened the season with a win at the harbour rink.' };
const DRAFT = { title: 'Trade rumours', slug: 'trade-rumours', text: 'Nothing a visitor may read yet.' };
const PAGE = { title: 'Club Rules', slug: 'club-rules', text: 'Be on time and play fair.' };
// The organiser's colours, and what the browser computes from them.
const NAV_BACKGROUND = { hex: '#14532D', rgb: 'rgb(20, 83, 45)' };
const LINK_COLOUR = { hex: '#9A3412', rgb: 'rgb(154, 52, 18)' };
const LOGO = { size: 48, colour: [250, 204, 21] as [number, number, number] };


const top = async (page: Page, region: string) => (await page.getByRole('region', { name: region, exact: true }).boundingBox())!.y;

/** One address of the league's site, as a visitor reaches it. */
interface Address {
  /** The home page's URL; `base`: what the site's own links start with ('' at the root of the custom domain). */
  home: string;
  base: string;
  /** Names the screenshots: 'slug' or 'domain'. */
  where: string;
  leagueName: string;
  /** The uploaded logo's URL. */
  logo: string;
}

/** What the server rendered, seen with or without JavaScript: colours, logo, sections in order, first slide, news, page link. */
async function expectBrandedHome(site: Page, { leagueName, base, logo }: Address) {
  // First, before a carousel with its script moves on by itself (5 s): three slides, the first one shown.
  const carousel = site.getByRole('region', { name: 'Highlights' });
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expect(carousel.getByRole('heading', { level: 1, name: SLIDES[0] })).toBeVisible();
  await expect(site.locator('.site-header')).toHaveCSS('background-color', NAV_BACKGROUND.rgb);
  await expect(site.locator('main a').first()).toHaveCSS('color', LINK_COLOUR.rgb);
  const img = site.getByRole('img', { name: `${leagueName} logo` });
  await expect(img).toHaveAttribute('src', logo);
  await expect(img).toHaveJSProperty('naturalWidth', LOGO.size);
  // The saved order: the hero on top, then Recent Games (moved up) above Latest News; Teams and Quick Links aside.
  const [hero, games, news] = [await top(site, 'Highlights'), await top(site, 'Recent Games'), await top(site, 'Latest News')];
  expect(hero).toBeLessThan(games);
  expect(games).toBeLessThan(news);
  await expect(site.getByRole('region', { name: 'Teams', exact: true })).toContainText('Harbour Hawks');
  const latest = site.getByRole('region', { name: 'Latest News' });
  await expect(latest.getByRole('link', { name: ARTICLE.title })).toHaveAttribute('href', `${base}/news/${ARTICLE.slug}`);
  await expect(latest).not.toContainText(DRAFT.title);
  const nav = await siteNav(site);
  await expect(nav.getByRole('link', { name: PAGE.title })).toHaveAttribute('href', `${base}/page/${PAGE.slug}`);
  await closeSiteNav(site);
}

/** The carousel moves with its Next button (it may have moved by itself already: hovering holds it still). */
async function expectCarouselMoves(site: Page) {
  const carousel = site.getByRole('region', { name: 'Highlights' });
  await carousel.hover();
  const shown = Number(await carousel.locator('[aria-roledescription="slide"]:not([hidden])').getAttribute('data-slide-index'));
  for (const step of [1, 2, 3]) {
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('heading', { name: SLIDES[(shown + step) % 3] })).toBeVisible();
    await expect(carousel.locator('[aria-roledescription="slide"]:not([hidden])')).toHaveCount(1);
  }
}

/** Home, article, page and the draft's address, as a visitor with JavaScript at 390 and 1280 px. */
async function visit(site: Page, info: TestInfo, address: Address, domain: string) {
  const { home, where } = address;
  const root = home.replace(/\/$/, '');
  for (const width of [390, 1280]) {
    await useWidth(site, width);
    const answer = await site.goto(home);
    expect(answer?.status()).toBe(200);
    await expectBrandedHome(site, address);
    // The league's canonical address is its custom domain, wherever the page is read.
    await expect(site.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${domain}`);
    await expectCarouselMoves(site);
    await expectNoHorizontalOverflow(site, `${where} home at ${width}px`);
    await snapAt(site, info, `home-${where}-${width}`);
    await expectNoSeriousViolations(site, info, `home-${where}-${width}`);
  }

  await site.goto(home);
  await site.getByRole('region', { name: 'Latest News' }).getByRole('link', { name: ARTICLE.title }).click();
  await expect(site).toHaveURL(`${root}/news/${ARTICLE.slug}`);
  await expect(site.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
  await expect(site.locator('.article-body')).toHaveText(ARTICLE.text);
  await expect(site.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${domain}/news/${ARTICLE.slug}`);

  await (await siteNav(site)).getByRole('link', { name: PAGE.title }).click();
  await expect(site).toHaveURL(`${root}/page/${PAGE.slug}`);
  await expect(site.getByRole('heading', { level: 1, name: PAGE.title })).toBeVisible();
  await expect(site.locator('.article-body')).toHaveText(PAGE.text);
  await expect(site.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${domain}/page/${PAGE.slug}`);

  // The draft: not in the news list, and its address is the not-found page, answered 404 by the server.
  await (await siteNav(site)).getByRole('link', { name: 'News', exact: true }).click();
  await expect(site.getByRole('heading', { level: 1, name: 'League News' })).toBeVisible();
  await expect(site.getByRole('link', { name: ARTICLE.title })).toBeVisible();
  await expect(site.getByText(DRAFT.title)).toHaveCount(0);
  const draft = await site.goto(`${root}/news/${DRAFT.slug}`);
  expect(draft?.status()).toBe(404);
  await expect(site.getByText('Article not found')).toBeVisible();
  await expect(site.getByText(DRAFT.title)).toHaveCount(0);
}

/** The same home with JavaScript disabled: only what the server rendered. */
async function visitWithoutScript(browser: Browser, info: TestInfo, address: Address) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  try {
    const site = await context.newPage();
    await site.goto(address.home);
    await expectBrandedHome(site, address);
    // The carousel's controls need the script: without it there are none (rather than buttons that do nothing).
    await expect(site.getByRole('region', { name: 'Highlights' }).getByRole('button')).toHaveCount(0);
    await snapAt(site, info, `home-${address.where}-no-js-390`);
  } finally {
    await context.close();
  }
}

test('an organiser brands the site and publishes an article and a page; a visitor sees it all at /l/{slug}, on the custom domain and without JavaScript, never the draft', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(300_000);
  const owner = await leagueOwner(page, request, 'Jules');
  const shell = new AppShell(page);
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `journey-${unique}`;
  const domain = `journey-${unique}.example.com`;

  // 1. The organiser, in the admin. Basic Settings: the league goes live at its own address.
  const edit = new EditLeaguePage(page);
  await edit.goto(owner.leagueId);
  await edit.expectOpen(owner.leagueName);
  await edit.chooseStatus('Active');
  await page.getByRole('textbox', { name: /^Custom URL/ }).fill(slug);
  await edit.save();
  await shell.expectToast('League updated successfully!');
  // Domains: the custom domain (active at once locally).
  await edit.nav.go('Domains');
  const domains = new DomainsPanel(page);
  await domains.addWithEnter(domain);
  await shell.expectToast('Domain Added', 'Your custom domain has been added and is pending verification.');
  await domains.expectDomain(domain, 'active');

  // Branding: colours and an uploaded logo, Recent Games moved above Latest News, a three-slide carousel.
  const branding = new BrandingTab(page);
  await branding.goto(owner.leagueId);
  await branding.colour('Navigation background color').fill(NAV_BACKGROUND.hex);
  await branding.colour('Primary color (dark)').fill(LINK_COLOUR.hex);
  await expect(page.getByText('Some colours are hard to read')).toBeHidden();
  const logo = await branding.uploadLogo(owner.leagueId, { name: 'crest.png', buffer: solidPng(LOGO.size, LOGO.colour) });
  await branding.saveColours();
  await branding.moveSectionUp('Recent Games');
  await expect(branding.sections.nth(1)).toContainText('Recent Games');
  await expect(branding.sections.nth(2)).toContainText('Latest News');
  await branding.saveLayout();
  await branding.buildCarousel(SLIDES);
  await branding.saveHero();

  // News: one article published, one kept as a draft. Pages: one published page, shown in navigation by default.
  const news = new NewsTab(page);
  await news.goto(owner.leagueId);
  await news.write({ ...ARTICLE, published: true });
  await news.write({ ...DRAFT, published: false });
  const pages = new PagesTab(page);
  await pages.goto(owner.leagueId);
  const dialog = await pages.openNew();
  await pages.fill(dialog, { ...PAGE, published: true });
  await expect(dialog.getByRole('checkbox', { name: 'Show in navigation' })).toBeChecked();
  await pages.create(dialog, PAGE.title, true);

  // 2. A visitor (signed out, a browser of their own) at /l/{slug}.
  const atSlug: Address = { home: `${baseURL}/l/${slug}`, base: `/l/${slug}`, where: 'slug', leagueName: owner.leagueName, logo };
  const visitor = await browser.newContext();
  try {
    await visit(await visitor.newPage(), info, atSlug, domain);
  } finally {
    await visitor.close();
  }
  // The server answers the draft's address 404 itself, whatever the browser does next.
  expect((await request.get(`/l/${slug}/news/${DRAFT.slug}`)).status()).toBe(404);
  expect((await getWithHost(baseURL!, `/news/${DRAFT.slug}`, domain)).status).toBe(404);
  // Search engines are told of the article and the page, at their canonical addresses, never of the draft.
  const sitemap = await (await request.get(`/l/${slug}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>https://${domain}/news/${ARTICLE.slug}</loc>`);
  expect(sitemap).toContain(`<loc>https://${domain}/page/${PAGE.slug}</loc>`);
  expect(sitemap).not.toContain(DRAFT.slug);

  // ... and on the league's custom domain, by Host: a browser that resolves the domain to this machine. The logo
  // loads there too, from the product's own address (the local stack's CSP allows its http origin for images).
  const atDomain: Address = { home: `${domainOrigin(domain, baseURL!)}/`, base: '', where: 'domain', leagueName: owner.leagueName, logo };
  const domainBrowser = await browserResolving(domain);
  try {
    const context = await domainBrowser.newContext();
    await visit(await context.newPage(), info, atDomain, domain);
    await context.close();
    // 3. With JavaScript disabled, both addresses still show the branded home the server rendered.
    await visitWithoutScript(domainBrowser, info, atDomain);
  } finally {
    await domainBrowser.close();
  }
  await visitWithoutScript(browser, info, atSlug);

  // The organiser previews the draft from its row on the News tab: the site page, which shows it to them only.
  await news.goto(owner.leagueId);
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    news.row(DRAFT.title).getByRole('link', { name: `/news/${DRAFT.slug}` }).click(),
  ]);
  await expect(preview.getByRole('note')).toHaveText('Draft preview - only you can see this article');
  await expect(preview.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(preview.getByText(DRAFT.text)).toBeVisible();
  await preview.setViewportSize({ width: 390, height: 844 });
  await shot(preview, test.info(), 'draft-preview-390');
  await preview.close();
});
