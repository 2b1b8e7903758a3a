import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs } from './api-user';
import { AppShell } from './app-shell';
import { signedInUser, type SignedInUser } from './signed-in-user';

export interface LeagueOwner {
  user: SignedInUser;
  leagueId: string;
  leagueName: string;
  teamId: string;
  api: ReturnType<typeof apiAs>;
}

/**
 * A user signed in in the browser who runs one league with one team (which they manage themselves), so every
 * signed-in screen has something on it. The league and team are made through the HTTP API with the browser's token.
 */
export async function leagueOwner(page: Page, request: APIRequestContext, firstName: string, league: Record<string, unknown> = {}): Promise<LeagueOwner> {
  const user = await signedInUser(page, request, firstName);
  const api = apiAs(request, await new AppShell(page).accessToken());
  const leagueName = `${firstName}'s League ${Date.now().toString(36)}`;
  const created = await api.post<{ league: { id: string } }>('/api/leagues', { name: leagueName, ...league });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const team = await api.post<{ team: { id: string } }>(`/api/leagues/${created.body.league.id}/teams`, { name: 'Harbour Hawks', manager_email: user.email });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  return { user, leagueId: created.body.league.id, leagueName, teamId: team.body.team.id, api };
}

/** Every admin screen, signed out and signed in, as [name, path]. */
export const VISITOR_PAGES: [string, string][] = [
  ['landing', '/'],
  ['features', '/features'],
  ['pricing', '/pricing'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['help', '/help'],
  ['docs', '/docs'],
  ['status', '/status'],
  ['auth', '/auth'],
  ['sign-up', '/auth?tab=signup'],
  ['leagues directory', '/leagues'],
  ['subscription signed out', '/subscription'],
  ['404', '/this/does/not/exist'],
];

export const signedInPages = (o: LeagueOwner): [string, string][] => [
  ['dashboard', '/dashboard'],
  ['create-league', '/create-league'],
  ['league settings', `/league-management?league=${o.leagueId}&tab=settings`],
  ['league management levels', `/league-management?league=${o.leagueId}&tab=levels`],
  ['league management seasons', `/league-management?league=${o.leagueId}&tab=seasons`],
  ['league management', `/league-management?league=${o.leagueId}`],
  ['league management teams', `/league-management?league=${o.leagueId}&tab=teams`],
  ['league management news', `/league-management?league=${o.leagueId}&tab=news`],
  ['league management domains', `/league-management?league=${o.leagueId}&tab=domains`],
  ['league management schedule', `/league-management?league=${o.leagueId}&tab=schedule`],
  ['league venues and standings', `/league-management?league=${o.leagueId}&tab=venues`],
  ['subscription', '/subscription'],
  ['pricing signed in', '/pricing'],
  ['my-teams', '/my-teams'],
  ['team page', `/team/${o.teamId}`],
  ['team page roster', `/team/${o.teamId}?tab=roster`],
  ['team page schedule', `/team/${o.teamId}?tab=schedule`],
  ['team page announcements', `/team/${o.teamId}?tab=announcements`],
  ['team page settings', `/team/${o.teamId}?tab=settings`],
  ['account', '/account'],
];

/** Waits until the page has rendered its content (no loading spinner or 'Loading' status left). */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
}
