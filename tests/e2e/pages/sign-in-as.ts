import type { Page, TestInfo } from '@playwright/test';
import { startSession } from './signed-in-user';
import { shot } from './screenshots';

/** A phone and a desktop: the widths checked where layout matters. */
export const WIDTHS = [390, 1280] as const;

export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
}

/** Signs an existing account in (its session started as after the /auth form: startSession); leaves the page on /dashboard. */
export async function signInAs(page: Page, user: { email: string; password: string; firstName: string }) {
  await startSession(page, user);
}

export async function snap(page: Page, info: TestInfo, name: string) {
  await shot(page, info, name);
}

export interface LeagueBody { id: string; name: string; status: string; [field: string]: unknown }

/** Publishes a league through the API as its admin (PUT changes only the fields sent). */
export async function publish(admin: { put: (path: string, data: unknown) => Promise<{ status: number }> }, league: LeagueBody) {
  const r = await admin.put(`/api/leagues/${league.id}`, { status: 'active' });
  if (r.status !== 200) throw new Error(`publishing ${league.name} answered ${r.status}`);
}
