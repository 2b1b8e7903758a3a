import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of a Cloudscape select and checks that it took. Right after a resize the dropdown may still be
 * placing itself and a click can land before it is ready; then the select is opened and the option clicked again.
 */
export async function selectOption(page: Page, trigger: Locator, option: string) {
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(trigger).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
