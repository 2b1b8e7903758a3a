import type { Page } from '@playwright/test';
import { selectOption } from './select-option';

/** League Management's Import & export tab: chooses what the imported file holds (Teams, Players, Games and results). */
export async function chooseKind(page: Page, label: 'Teams' | 'Players' | 'Games and results') {
  await selectOption(page, page.getByRole('button', { name: /The file holds/ }), label);
}
