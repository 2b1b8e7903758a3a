import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { DomainsPanel, EditLeaguePage } from './pages/edit-league-page';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';

// Basic Settings shows the league's custom domain from its domains, so a domain removed in
// the Domains tab is gone from Basic Settings at once (and after a reload). The domain is set in one place, the
// Domains tab: Basic Settings shows it read-only with a link there. On the free plan the Domains tab shows the
// lock card without the CNAME steps a free plan cannot use.

test('Basic Settings shows the custom domain read-only with a link to the Domains tab, and a domain removed there is gone from it', async ({ page, request }, info) => {
  const user = await apiUser(request, 'Dom');
  expect((await user.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const host = `www.dom${Date.now().toString(36)}.example.com`;
  const league = (await user.post<{ league: LeagueBody }>('/api/leagues', { name: `Domain Truth ${Date.now()}`, enable_custom_domain: true, custom_domain: host })).body.league;
  await signInAs(page, user);
  const edit = new EditLeaguePage(page);
  const main = page.getByRole('main');

  await edit.goto(league.id);
  await edit.expectOpen(league.name);
  // Shown, not editable: no toggle, no text field, and the way to the one place it is set.
  await expect(main.getByText(host, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Enable custom domain')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Custom domain' })).toHaveCount(0);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await main.getByText(host, { exact: true }).scrollIntoViewIfNeeded();
    await snap(page, info, `basic-settings-domain-read-only-${width}`);
  }
  await main.getByRole('link', { name: 'Manage domains' }).click();
  await edit.nav.expectCurrent('Domains');
  await expect(page.getByText('Point a CNAME record for your domain at', { exact: false })).toBeVisible();

  const domains = new DomainsPanel(page);
  await domains.expectDomain(host, 'active');
  await domains.row(host).getByRole('button', { name: `Remove ${host}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await new AppShell(page).expectToast('Domain Removed', host);
  await expect(page.getByText('No custom domains')).toBeVisible();

  await edit.nav.go('Settings');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(main.getByText('No custom domain', { exact: true })).toBeVisible();
    await expect(page.getByText(host)).toHaveCount(0);
    await snap(page, info, `basic-settings-after-remove-${width}`);
  }

  // Saving the basic form now does not bring the removed domain back.
  await edit.save();
  await new AppShell(page).expectToast('League updated successfully!');
  expect((await user.get<{ domains: unknown[] }>(`/api/leagues/${league.id}/domains`)).body.domains).toEqual([]);
  await page.reload();
  await expect(main.getByText('No custom domain', { exact: true })).toBeVisible();
  const stored = (await user.get<{ league: LeagueBody }>(`/api/leagues/${league.id}`)).body.league;
  expect({ enable: stored.enable_custom_domain, domain: stored.custom_domain }).toEqual({ enable: false, domain: null });
});

test('on the free plan the Domains tab shows the lock card without CNAME instructions', async ({ page, request }, info) => {
  const user = await apiUser(request, 'Fredo');
  const league = (await user.post<{ league: LeagueBody }>('/api/leagues', { name: `Free Domains ${Date.now()}` })).body.league;
  await signInAs(page, user);
  const edit = new EditLeaguePage(page);
  await edit.goto(league.id, 'domains');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(page.getByRole('region', { name: 'Custom domain (locked)' })).toBeVisible();
    await expect(page.getByText('Custom domains are available on the Awesome and Amazing plans.', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Point a CNAME record', { exact: false })).toHaveCount(0);
    await expect(page.getByText('A CNAME cannot be set on a bare domain', { exact: false })).toHaveCount(0);
    await snap(page, info, `domains-free-plan-${width}`);
  }
});
