import { expect, test } from '@playwright/test';
import { apiAs } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { CreateLeaguePage } from './pages/create-league-page';
import { EditLeaguePage } from './pages/edit-league-page';
import { PublicLeaguePage } from './pages/public-league-page';
import { signedInUser } from './pages/signed-in-user';
import { snapAt, useWidth } from './pages/viewports';

// 'Contact Us' gives the operator's e-mail from configuration, and a league's public page shows
// the organiser's contact e-mail when the admin has set one.

test("Contact Us shows the configured contact e-mail as a mailto link at 390 and 1280 px", async ({ page, request }, info) => {
  const config = (await (await request.get('/config.json')).json()) as { contactEmail?: string };
  expect(config.contactEmail, '/config.json names the contact e-mail').toMatch(/^[^@\s]+@[^@\s]+$/);
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const mail = page.getByRole('main').getByRole('link', { name: config.contactEmail! });
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute('href', `mailto:${config.contactEmail}`);
    await snapAt(page, info, `contact-${width}`);
  }
});

test("a league's public page shows the organiser's contact e-mail only when the admin set one", async ({ page, request }, info) => {
  test.setTimeout(240_000);
  await signedInUser(page, request, 'Orla');
  const create = new CreateLeaguePage(page);
  const edit = new EditLeaguePage(page);
  const site = new PublicLeaguePage(page);
  const name = `Orla Contact League ${Date.now().toString(36)}`;

  await page.goto('/create-league');
  await create.expectOpen();
  await create.fill({ name });
  const contact = create.form.getByRole('textbox', { name: /Contact e-mail/ });
  await contact.fill('not-an-address');
  await create.submit();
  await create.expectFieldError('Please enter a valid email address');
  await contact.fill('organiser@orla-league.example');
  await create.submit();
  await expect(page.getByText('League created successfully!')).toBeVisible();

  const api = apiAs(request, await new AppShell(page).accessToken());
  const leagues = (await api.get<{ leagues: { id: string; name: string; contact_email?: string | null }[] }>('/api/leagues')).body;
  const league = leagues.leagues.find((l) => l.name === name)!;
  expect(league.contact_email).toBe('organiser@orla-league.example');

  // Publish it; the public page shows the address as a mailto link.
  await edit.goto(league.id);
  await edit.expectOpen(name);
  await expect(page.getByRole('textbox', { name: /Contact e-mail/ })).toHaveValue('organiser@orla-league.example');
  await edit.chooseStatus('Active');
  await edit.save();
  await expect(page.getByText('League updated successfully!')).toBeVisible();
  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await site.goto(league.id);
    const mail = page.getByRole('main').getByRole('link', { name: 'organiser@orla-league.example' });
    await expect(mail).toHaveAttribute('href', 'mailto:organiser@orla-league.example');
    await snapAt(page, info, `league-contact-${width}`);
  }
  // The server's first paint carries it too (no script needed to reach the organiser).
  const html = await (await request.get(`/l/${league.id}`)).text();
  expect(html).toContain('mailto:organiser@orla-league.example');

  // Cleared: the page says nothing about contact.
  await edit.goto(league.id);
  await edit.expectOpen(name);
  await page.getByRole('textbox', { name: /Contact e-mail/ }).fill('');
  await edit.save();
  await expect(page.getByText('League updated successfully!').first()).toBeVisible();
  await site.goto(league.id);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/Contact the organiser/)).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
});
