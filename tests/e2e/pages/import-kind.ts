import type { Page } from '@playwright/test';

/** League Management's Import & export tab: chooses what the imported file holds (Teams, Players, Games and results). */
export async function chooseKind(page: Page, label: 'Teams' | 'Players' | 'Games and results') {
  await page.getByRole('button', { name: /The file holds/ }).click();
  await page.getByRole('option', { name: label }).click();
}
