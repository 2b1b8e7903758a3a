import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { DashboardPage } from './pages/dashboard-page';
import { PricingPage } from './pages/pricing-page';
import { signedInUser } from './pages/signed-in-user';
import { snapAt, useWidth } from './pages/viewports';

// The public pages (landing, features, pricing, about, demo, integrations, help, contact, docs, status,
// legal, the league directory) are light server-rendered pages outside the Cloudscape admin. Every link and toggle,
// signed out and signed in (the navigation changes), the promo-code box both ways, search-engine tags, and axe.

const PAGES: [string, string][] = [
  ['/', 'Run your league in one place'], ['/features', 'Features'], ['/pricing', 'Pricing'], ['/about', 'About'],
  ['/demo', 'See it in action'], ['/integrations', 'Integrations'], ['/help', 'Help Center'], ['/contact', 'Contact Us'],
  ['/docs', 'Documentation'], ['/status', 'System Status'], ['/privacy', 'Privacy Policy'], ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'], ['/leagues', 'Leagues'],
];
const SIGNED_OUT_NAV: [string, RegExp][] = [
  ['Leagues', /\/leagues$/], ['Features', /\/features$/], ['Pricing', /\/pricing$/], ['About', /\/about$/],
  ['Subscription', /\/subscription$/], ['Sign In', /\/auth$/], ['Get Started', /\/auth$/],
];
const FOOTER: [string, string][] = [
  ['Features', '/features'], ['Pricing', '/pricing'], ['Demo', '/demo'], ['Integrations', '/integrations'],
  ['Help Center', '/help'], ['Contact Us', '/contact'], ['Documentation', '/docs'], ['System Status', '/status'],
  ['Privacy Policy', '/privacy'], ['Terms of Service', '/terms'], ['Cookie Policy', '/cookies'],
];

function watchCrashes(page: Page) {
  const crashes: string[] = [];
  page.on('pageerror', (err) => crashes.push(err.message));
  return crashes;
}

const nav = (page: Page) => page.locator('#top-nav');
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true }).filter({ visible: true });

/** A navigation entry as a person reaches it: in the bar when wide, behind 'Menu' when narrow. */
async function openNavIfFolded(page: Page) {
  const menu = nav(page).getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible() && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

async function expectNoSeriousViolations(page: Page, info: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`), `axe on ${name}`).toEqual([]);
}

test('signed out: each public page has its own title, description, canonical URL and Open Graph tags, and the sitemap and robots.txt list them', async ({ page, request, baseURL }) => {
  const titles = new Set<string>();
  for (const [path, h1] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    const title = await page.title();
    expect(titles.has(title), `${path} has a title of its own`).toBe(false);
    titles.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, `${path} description`).toBeGreaterThan(20);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname, `${path} canonical`).toBe(path);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
    // No Cloudscape admin on these pages: only the public pages' own script and stylesheet.
    const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    expect(scripts.every((s) => s!.startsWith('/_site/')), `${path} loads only the public script: ${scripts.join(', ')}`).toBe(true);
  }

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [path] of PAGES) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  for (const disallowed of ['/dashboard', '/create-league', '/league-management', '/edit-league', '/subscription', '/my-teams', '/account']) {
    expect(rules).toContain(`Disallow: ${disallowed}`);
  }
  expect(rules).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(rules).not.toMatch(/Disallow: \/(pricing|leagues|features)?$/m);
  expect(baseURL).toBeTruthy();
});

test('signed out: every link on every public page answers, and the navigation, footer and hero links lead where they say', async ({ page, request }) => {
  const crashes = watchCrashes(page);
  // Every distinct link target on the public pages answers (a page, not a 404).
  const targets = new Set<string>();
  for (const [path] of PAGES) {
    await page.goto(path);
    for (const href of await page.locator('a[href]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) {
      if (href.startsWith('/') || href.startsWith('#')) targets.add(href.startsWith('#') ? path : href);
      // The directory links a league with an active custom domain to that domain (spec: Public League Directory).
      else if (path === '/leagues' && /^https?:\/\/[^/]+\.example\.com(:\d+)?\/?$/.test(href)) continue;
      else expect(href, `${path}: only local and mailto links`).toMatch(/^mailto:/);
    }
  }
  for (const href of targets) {
    const res = await request.get(href);
    expect(res.status(), `${href} answers`).toBe(200);
  }

  // The bar, entry by entry, at a laptop's width and a phone's.
  for (const width of [1280, 390]) {
    await useWidth(page, width);
    for (const [name, url] of SIGNED_OUT_NAV) {
      await page.goto('/features');
      await openNavIfFolded(page);
      await navLink(page, name).click();
      await expect(page, `${name} at ${width}px`).toHaveURL(url);
    }
    await page.goto('/about');
    await nav(page).getByRole('link', { name: 'League Platform' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  await useWidth(page, 1280);

  for (const [name, path] of FOOTER) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} League Platform`)).toBeVisible();

  const main = page.getByRole('main');
  await page.goto('/');
  // The call to try the assistant free: sign up, then the dashboard with the assistant open (assistant.spec.ts).
  await main.getByRole('link', { name: 'Try the assistant free' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&next=/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/');
  await main.getByRole('link', { name: 'See AI in Action' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'See it in action' })).toBeVisible();
  await main.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  // The live pieces: the status check and the contact address.
  await page.goto('/status');
  await expect(main.getByText('All systems operational')).toBeVisible();
  await expect(main.getByText(/^The API answered in \d+ ms\./)).toBeVisible();
  await main.getByRole('button', { name: 'Check again' }).click();
  await expect(main.getByText('All systems operational')).toBeVisible();
  await page.goto('/contact');
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
  expect(crashes).toEqual([]);
});

test('signed out: the pricing toggle switches every price between monthly and yearly, and a plan leads to sign-up', async ({ page }, info) => {
  const crashes = watchCrashes(page);
  const pricing = new PricingPage(page);
  await pricing.goto();
  const monthly = page.getByRole('button', { name: 'Monthly', exact: true });
  const yearly = page.getByRole('button', { name: 'Yearly', exact: true });
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await pricing.expectPrice('Awesome League', '$29', '/month');
  await expect(page.getByText('Save 17%', { exact: true })).toHaveCount(0);
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Save 17%', { exact: true })).toBeVisible();
  await pricing.expectPrice('Free League', '$0', '/year');
  await pricing.expectPrice('Awesome League', '$290', '/year');
  await pricing.expectPrice('Amazing League', '$790', '/year');
  await monthly.click();
  await pricing.expectPrice('Amazing League', '$79', '/month');
  await expect(page.getByText('Save 17%', { exact: true })).toHaveCount(0);
  for (const [plan, label] of [['Free League', 'Get Started'], ['Awesome League', 'Start 14-day free trial'], ['Amazing League', 'Start 14-day free trial']]) {
    await pricing.goto();
    await pricing.card(plan).getByRole('link', { name: label }).click();
    await expect(page, `${plan}: ${label}`).toHaveURL(/\/auth$/);
  }
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await pricing.goto();
    await snapAt(page, info, `public-pricing-${width}`);
  }
  expect(crashes).toEqual([]);
});

test('promo code: signed out it asks to sign in first; signed in it is applied to the account and the prices', async ({ page, request }) => {
  const crashes = watchCrashes(page);
  const pricing = new PricingPage(page);
  await pricing.goto();
  await pricing.applyPromo('');
  await pricing.expectPromoError('Please enter a promo code');
  await pricing.promoInput.fill('welcome20');
  await expect(pricing.promoInput, 'codes are upper-cased as typed').toHaveValue('WELCOME20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await pricing.expectPromoError('Please sign in to apply a promo code.');
  await pricing.expectPrice('Awesome League', '$29', '/month');
  await page.locator('form').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Signed in, /pricing is the signed-in app's plan screen: the code belongs to the account.
  await signedInUser(page, request, 'Polly');
  const shell = new AppShell(page);
  await pricing.goto();
  await expect(pricing.cardButton('Free League', 'Current plan')).toBeDisabled();
  await pricing.applyPromo('WELCOME20');
  await shell.expectToast('Promo Code Applied!', 'Welcome offer: 20% off every paid plan.');
  await pricing.expectPrice('Awesome League', '$23.20', '/month', '$29');
  await page.reload();
  await pricing.expectOpen();
  await pricing.expectPrice('Awesome League', '$23.20', '/month', '$29');
  expect(crashes).toEqual([]);
});

test('signed in: the public pages show Dashboard, Create League, Subscription and the user menu, whose entries and Sign Out work', async ({ page, request }) => {
  // Some thirty page loads, half of them the admin's: more than the default minute on a busy two-core runner.
  test.setTimeout(180_000);
  const crashes = watchCrashes(page);
  const user = await signedInUser(page, request, 'Sigrid');
  const dashboard = new DashboardPage(page);

  for (const [path] of PAGES.filter(([p]) => p !== '/pricing')) {
    await page.goto(path);
    await expect(nav(page).getByRole('button', { name: user.firstName })).toBeAttached();
    for (const name of ['Sign In', 'Get Started', 'Features', 'About']) await expect(nav(page).getByRole('link', { name, exact: true }).filter({ visible: true })).toHaveCount(0);
  }

  for (const width of [1280, 390]) {
    await useWidth(page, width);
    for (const [name, url] of [['Leagues', /\/leagues$/], ['Dashboard', /\/dashboard$/], ['Create League', /\/create-league$/], ['Subscription', /\/subscription$/]] as const) {
      await page.goto('/about');
      await openNavIfFolded(page);
      await navLink(page, name).click();
      await expect(page, `${name} at ${width}px`).toHaveURL(url);
    }
    for (const [item, url] of [['Dashboard', /\/dashboard$/], ['Create League', /\/create-league$/], ['Account', /\/account$/]] as const) {
      await page.goto('/leagues');
      await openNavIfFolded(page);
      const menuButton = nav(page).getByRole('button', { name: user.firstName });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await nav(page).getByRole('menuitem', { name: item, exact: true }).click();
      await expect(page, `user menu ${item} at ${width}px`).toHaveURL(url);
    }
  }
  await useWidth(page, 1280);
  // The user menu closes on Escape.
  await page.goto('/features');
  const menuButton = nav(page).getByRole('button', { name: user.firstName });
  await menuButton.click();
  await expect(nav(page).getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav(page).getByRole('menuitem', { name: 'Sign Out' })).toBeHidden();

  // From the admin, the landing page is a public page too, still signed in.
  await page.goto('/dashboard');
  await dashboard.expectWelcome(user.firstName);
  await page.locator('#top-nav').getByRole('link', { name: 'League Platform' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('button', { name: user.firstName })).toBeVisible();

  // Sign Out on a public page ends the session: the signed-out bar, and the dashboard asks to sign in.
  await menuButton.click();
  await nav(page).getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navLink(page, 'Sign In')).toBeVisible();
  await expect(nav(page).getByRole('button', { name: user.firstName })).toHaveCount(0);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth/);
  expect(crashes).toEqual([]);
});

test('the league directory lists a published league with its links, rendered with the page', async ({ page }, info) => {
  const crashes = watchCrashes(page);
  // The first page is in the HTML itself: a crawler without JavaScript sees the leagues. The HTML read is the one
  // this visit got, so a league another test publishes meanwhile cannot come between the two.
  const html = (await (await page.goto('/leagues'))!.text());
  expect(html).toContain('Public leagues');
  await expect(page.getByRole('heading', { level: 2, name: /Public leagues/ })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Leagues' }).getByRole('listitem');
  if (await cards.count()) {
    const first = cards.first();
    const name = await first.getByRole('heading', { level: 3 }).innerText();
    expect(html).toContain(name);
    await first.getByRole('link', { name: `Preview ${name}` }).click();
    await expect(page).toHaveURL(/\/l\//);
  } else {
    await expect(page.getByText('No leagues yet')).toBeVisible();
  }
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await page.goto('/leagues');
    await snapAt(page, info, `public-leagues-${width}`);
  }
  expect(crashes).toEqual([]);
});

test('axe: no serious or critical violation on any public page at 360 and 1280 px, and screenshots at 390 and 1280 px', async ({ page }, info) => {
  test.setTimeout(180_000);
  for (const width of [360, 1280]) {
    await useWidth(page, width);
    for (const [path, h1] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      if (path === '/status') await expect(page.getByText('All systems operational')).toBeVisible();
      await expectNoSeriousViolations(page, info, `${path}-${width}`);
    }
    // The folded menu, open.
    if (width === 360) {
      await page.goto('/');
      await openNavIfFolded(page);
      await expectNoSeriousViolations(page, info, `menu-open-${width}`);
    }
  }
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    for (const [path, name] of [['/', 'landing'], ['/features', 'features'], ['/status', 'status'], ['/contact', 'contact']]) {
      await page.goto(path);
      await snapAt(page, info, `public-${name}-${width}`);
    }
    if (width === 390) {
      await page.goto('/');
      await openNavIfFolded(page);
      await snapAt(page, info, `public-menu-open-${width}`);
    }
  }
});
