import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { leagueOwner } from './pages/league-owner';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Levels: an admin creates, edits, reorders and deletes levels on the league edit screen, with the
// spec's validation and messages, and the plan gates the age and skill types.

test('an admin creates, edits, reorders and deletes levels, and the free plan offers only custom levels', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const owner = await leagueOwner(page, request, 'Lena');
  const shell = new AppShell(page);
  await page.goto(`/edit-league/${owner.leagueId}?tab=levels`);
  await expect(page.getByText('No levels created yet')).toBeVisible();

  // Free plan: one level, custom only; age and skill say why.
  await page.getByRole('button', { name: 'Create Level' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Create Level' })).toBeDisabled();
  await dialog.getByLabel('Level type').click();
  await expect(page.getByRole('option', { name: /Age.*Age-based levels require plan upgrade/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('option', { name: /Skill.*Skill-based levels require plan upgrade/ })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Level name').fill('Open Division');
  await dialog.getByLabel('Maximum teams').fill('0');
  await dialog.getByRole('button', { name: 'Create Level' }).click();
  await expect(dialog.getByText('Max teams must be a whole number of at least 1 (leave it empty for unlimited)')).toBeVisible();
  await dialog.getByLabel('Maximum teams').fill('8');
  await dialog.getByLabel('Description').fill('Everyone welcome, any age.');
  await dialog.getByRole('button', { name: 'Create Level' }).click();
  await shell.expectToast('Level created successfully');
  const card = page.getByRole('listitem').filter({ hasText: 'Open Division' });
  await expect(card.getByText('Custom', { exact: true })).toBeVisible();
  await expect(card.getByText('0 teams of 8 · Order 1')).toBeVisible();
  // At the free plan's one level the limit banner shows.
  await expect(page.getByText(/reached your level limit|level limit/i).first()).toBeVisible();

  // On Amazing: age and skill levels, edit and reorder.
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Create Level' }).click();
  await dialog.getByLabel('Level name').fill('Under 12');
  await dialog.getByLabel('Level type').click();
  await page.getByRole('option', { name: 'Age' }).click();
  await dialog.getByLabel('Minimum age').fill('13');
  await dialog.getByLabel('Maximum age').fill('12');
  await dialog.getByRole('button', { name: 'Create Level' }).click();
  await expect(dialog.getByText('Minimum age cannot be greater than maximum age')).toBeVisible();
  await dialog.getByLabel('Minimum age').fill('10');
  await dialog.getByRole('button', { name: 'Create Level' }).click();
  await shell.expectToast('Level created successfully');
  const u12 = page.getByRole('listitem').filter({ hasText: 'Under 12' });
  await expect(u12.getByText('Ages 10 to 12')).toBeVisible();
  await expect(u12.getByText('0 teams · Order 2')).toBeVisible();

  await u12.getByRole('button', { name: 'Edit Under 12' }).click();
  await dialog.getByLabel('Level name').fill('Under 12s');
  await dialog.getByRole('button', { name: 'Save Level' }).click();
  await shell.expectToast('Level updated successfully');
  await page.getByRole('button', { name: 'Move Under 12s up' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Under 12s' }).getByText('Order 1')).toBeVisible();
  // The first level card (the breadcrumbs and the side navigation are lists too; a level card says its order).
  await expect(page.getByRole('listitem').filter({ hasText: /· Order \d/ }).first()).toContainText('Under 12s');

  for (const width of [390, 1280]) {
    await useWidth(page, width);
    await expectNoHorizontalOverflow(page, `levels at ${width}px`);
    await snapAt(page, info, `levels-${width}`);
  }

  // A team created in a level counts on its card.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Team (quick action)' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Team name').fill('Little Lions');
  await create.getByText('or invite by e-mail').click();
  await create.getByLabel('Team manager email').fill(owner.user.email);
  await create.getByLabel('Level', { exact: true }).click();
  await page.getByRole('option', { name: 'Under 12s' }).click();
  await create.getByRole('button', { name: 'Create Team' }).click();
  await shell.expectToast('Team created successfully!');
  await page.goto(`/edit-league/${owner.leagueId}?tab=levels`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Under 12s' }).getByText('1 team · Order 1')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Open Division' }).click();
  await expect(page.getByText('Are you sure you want to delete "Open Division"?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await shell.expectToast('Level deleted successfully');
  await expect(page.getByRole('listitem').filter({ hasText: 'Open Division' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Under 12s' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Open Division' })).toHaveCount(0);
});
