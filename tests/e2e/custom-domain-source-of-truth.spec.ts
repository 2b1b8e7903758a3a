import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { DomainsPanel, EditLeaguePage } from './pages/edit-league-page';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';

// Issue 13, point 7: Basic Settings shows the league's custom domain from its domains, so a domain removed in
// the Domains tab is gone from Basic Settings at once (and after a reload).

test('a domain removed in the Domains tab no longer shows as the custom domain in Basic Settings', async ({ page, request }, info) => {
  const user = await apiUser(request, 'Dom');
  expect((await user.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const host = `www.dom${Date.now().toString(36)}.example.com`;
  const league = (await user.post<{ league: LeagueBody }>('/api/leagues', { name: `Domain Truth ${Date.now()}`, enable_custom_domain: true, custom_domain: host })).body.league;
  await signInAs(page, user);
  const edit = new EditLeaguePage(page);
  const toggle = page.getByLabel('Enable custom domain');

  await edit.goto(league.id);
  await edit.expectOpen(league.name);
  await expect(toggle).toBeChecked();
  await expect(page.getByLabel('Custom domain', { exact: true })).toHaveValue(host);

  await edit.tab('Domains').click();
  const domains = new DomainsPanel(page);
  await domains.expectDomain(host, 'active');
  await domains.row(host).getByRole('button', { name: `Remove ${host}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await new AppShell(page).expectToast('Domain Removed', host);
  await expect(page.getByText('No custom domains')).toBeVisible();

  await edit.tab('Basic Settings').click();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expect(toggle).not.toBeChecked();
    await expect(page.getByLabel('Custom domain', { exact: true })).toHaveCount(0);
    await expect(page.getByText(host)).toHaveCount(0);
    await snap(page, info, `basic-settings-after-remove-${width}`);
  }

  // Saving the basic form now does not bring the removed domain back.
  await edit.save();
  await new AppShell(page).expectToast('League updated successfully!');
  expect((await user.get<{ domains: unknown[] }>(`/api/leagues/${league.id}/domains`)).body.domains).toEqual([]);
  await page.reload();
  await expect(toggle).not.toBeChecked();
  const stored = (await user.get<{ league: LeagueBody }>(`/api/leagues/${league.id}`)).body.league;
  expect({ enable: stored.enable_custom_domain, domain: stored.custom_domain }).toEqual({ enable: false, domain: null });
});
