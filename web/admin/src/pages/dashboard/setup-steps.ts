// The steps from an empty account to a running league, and whether each is done, from what the organiser's first
// league already has. Pure: the dashboard's checklist reads the league's lists and hands them here.
import { leaguePath, type LeaguePageId } from '../../lib/league-pages';

export interface SetupFacts {
  league: { id: string; status: string; custom_slug: string | null } | null;
  levels: number;
  teams: number;
  seasons: number;
  games: number;
  brandingSaved: boolean;
  shared: boolean;
}

/**
 * A step: `action` leads to its screen while it is to do; once done, `revisit` (with `revisitHref`) leads back to
 * where it was done, so the organiser can return to any step.
 */
export interface SetupStep { id: string; title: string; text: string; done: boolean; href: string; action: string; revisit: string; revisitHref: string }

export function setupSteps(f: SetupFacts): SetupStep[] {
  const id = f.league?.id ?? '';
  const manage = (tab: LeaguePageId) => leaguePath(id, tab);
  const site = `/l/${encodeURIComponent(f.league?.custom_slug || id)}`;
  return [
    { id: 'league', title: 'Create your league', text: 'Its name and sport; it starts as a draft nobody else sees.', done: !!f.league, href: '/create-league', action: 'Create league', revisit: 'Edit league', revisitHref: manage('settings') },
    { id: 'levels', title: 'Add levels', text: 'Divisions or age groups the teams play in.', done: f.levels > 0, href: manage('levels'), action: 'Add levels', revisit: 'Edit levels' },
    { id: 'teams', title: 'Add teams and invite their managers', text: 'At least two teams; each manager gets an e-mail invitation.', done: f.teams >= 2, href: manage('teams'), action: 'Add teams', revisit: 'Edit teams' },
    { id: 'season', title: 'Create a season', text: 'Its dates and the teams that play in it.', done: f.seasons > 0, href: manage('seasons'), action: 'Create season', revisit: 'Edit seasons' },
    { id: 'schedule', title: 'Build the schedule', text: 'Generate a round robin, add games by hand or import a file.', done: f.games > 0, href: manage('schedule'), action: 'Build schedule', revisit: 'Edit schedule' },
    { id: 'branding', title: 'Brand the site', text: 'Your logo and colours on the league\'s public site.', done: f.brandingSaved, href: manage('branding'), action: 'Brand the site', revisit: 'Edit branding' },
    { id: 'publish', title: 'Publish the league', text: 'Make it active: its site and schedule go public.', done: f.league?.status === 'active', href: manage('settings'), action: 'Publish', revisit: 'League status' },
    { id: 'share', title: 'Share the link', text: 'Send players and parents the site\'s address.', done: f.shared, href: site, action: 'Copy link', revisit: 'Open site', revisitHref: site },
  ].map((s) => ({ ...s, revisitHref: s.revisitHref ?? s.href }));
}
