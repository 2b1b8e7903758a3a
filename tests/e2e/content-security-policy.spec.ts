import { expect, test, type BrowserContext } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { AuthPage } from './pages/auth-page';
import { CreateLeaguePage } from './pages/create-league-page';
import { DashboardPage } from './pages/dashboard-page';
import { PublicLeaguePage } from './pages/public-league-page';
import { signedInThroughForm } from './pages/signed-in-user';

// Both apps under the product's Content-Security-Policy (shared/security-headers.ts): signing in (Amplify talking
// to cognito-local), the dashboard and a Cloudscape form, and the public league page, which takes its league from
// the JSON the server inlined (no inline script, no API round-trip). Chromium reports every blocked script, style,
// font, image or connection on the console; there must be none.

/** Every CSP report Chromium writes to the console of any page in the context. */
function cspReports(context: BrowserContext): string[] {
  const reports: string[] = [];
  const watch = (page: import('@playwright/test').Page) => page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) reports.push(`${page.url()}: ${msg.text()}`);
  });
  context.pages().forEach(watch);
  context.on('page', watch);
  return reports;
}

test('the admin and the public site work under the CSP, with no violation reported', async ({ page, browser, request, baseURL }) => {
  const reports = cspReports(page.context());

  const first = await page.goto('/auth');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self';");
  await new AuthPage(page).gotoSignUp();
  await signedInThroughForm(page, request, 'Csp');
  await new DashboardPage(page).expectWelcome('Csp');

  // A league whose name is hostile text, created through the Cloudscape form.
  const name = `$\` $' $& </script><script>alert(1)</script> ${Date.now().toString(36)}`;
  const shell = new AppShell(page);
  await shell.navLink('Create League').click();
  const create = new CreateLeaguePage(page);
  await create.expectOpen();
  await create.fill({ name, description: "Quotes ' and \" and $1" });
  await create.submit();
  await new DashboardPage(page).expectLeague(name, 'Admin');

  const auth = { Authorization: `Bearer ${await shell.accessToken()}` };
  const league = ((await (await request.get('/api/leagues', { headers: auth })).json()) as { leagues: Record<string, unknown>[] })
    .leagues.find((l) => l.name === name)!;
  const put = await request.put(`/api/leagues/${String(league.id)}`, { headers: auth, data: { ...league, status: 'active' } });
  expect(put.status(), await put.text()).toBe(200);

  // A visitor: the page comes with the league in it, and the app uses that instead of asking the API for it (the
  // home page's Latest News card is the one read it makes).
  const visitorContext = await browser.newContext({ baseURL });
  const visitorReports = cspReports(visitorContext);
  const visitor = await visitorContext.newPage();
  const apiCalls: string[] = [];
  // Besides the inlined league, the page reads only its news and the pages shown in its navigation.
  visitor.on('request', (r) => { if (r.url().includes('/api/') && !/\/(news|pages)$/.test(r.url())) apiCalls.push(r.url()); });
  const dialogs: string[] = [];
  visitor.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  await new PublicLeaguePage(visitor).goto(String(league.id));
  await new PublicLeaguePage(visitor).expectLeague(name, 'Basketball');
  await expect(visitor).toHaveTitle(name);
  await expect(visitor.getByText("Quotes ' and \" and $1")).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(dialogs).toEqual([]);
  await visitorContext.close();

  expect([...reports, ...visitorReports]).toEqual([]);

  // The control: an inline script is refused and reported, so the empty list above means something.
  const ran = await page.evaluate(() => {
    const w = window as { __inlineRan?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.append(s);
    return w.__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatch(/inline script.*Content Security Policy directive 'script-src 'self''/);
});
