// The dashboard's quick actions by the user's roles: an organiser gets the league actions, a team manager their
// team's actions, a player their team. Nobody is offered an action that leads nowhere for them (a manager's
// 'Schedule Game' used to end on "No leagues yet": scheduling is the league's admin's).
import type { QuickCard } from './dashboard-config';

export interface DashboardTeam { id: string; name: string; role: 'team_manager' | 'player'; league_id: string; league_name: string }

export interface QuickActionInput {
  /** Holds league_admin or administers a league. */
  organiser: boolean;
  /** Manages at least one team (including teams in leagues the user runs). */
  managesTeams: boolean;
  /** The user's teams as manager or player, managed ones first. */
  teams: DashboardTeam[];
  /** Opens the Add Team dialog (an organiser with a league). */
  onAddTeam?: () => void;
}

export function quickActionsFor({ organiser, managesTeams, teams, onAddTeam }: QuickActionInput): QuickCard[] {
  const managed = teams.find((t) => t.role === 'team_manager');
  const played = teams.find((t) => t.role === 'player');
  const cards: QuickCard[] = [];
  if (organiser) {
    cards.push({ id: 'create', title: 'Create League', text: 'Set up a new league and invite teams.', href: '/create-league', action: 'Create League' });
  }
  if (managesTeams) {
    cards.push({ id: 'teams', title: 'Team Management', text: 'Rosters and players of the teams you manage.', href: '/my-teams', action: 'My Teams' });
  }
  if (organiser) {
    cards.push(
      onAddTeam
        ? { id: 'add-team', title: 'Add Team', text: 'Add a team to one of your leagues and assign its manager.', href: '/league-management?tab=teams', action: 'Add Team', onClick: onAddTeam }
        : { id: 'add-team', title: 'Add Team', text: 'Teams belong to a league: create a league first, then add its teams.', href: '/create-league', action: 'Add Team' },
      { id: 'schedule', title: 'Schedule Game', text: 'Plan the games of a league season.', href: '/league-management?tab=schedule&create=1', action: 'Schedule Game' },
      { id: 'manage', title: 'League Management', text: 'Seasons, levels, teams and domains.', href: '/league-management', action: 'Open League Management' },
    );
    return cards;
  }
  if (managed) {
    cards.push(
      { id: 'roster', title: 'Team Roster', text: `Add players to ${managed.name} and set their numbers and positions.`, href: `/team/${managed.id}?tab=roster`, action: 'Manage Roster' },
      { id: 'announce', title: 'Announcements', text: `Tell ${managed.name} what is coming up.`, href: `/team/${managed.id}?tab=announcements`, action: 'Post Announcement' },
    );
  }
  if (played && played.id !== managed?.id) {
    cards.push(
      { id: 'my-team', title: 'My Team', text: `${played.name} in ${played.league_name}: roster and announcements.`, href: `/team/${played.id}`, action: 'Open My Team' },
      { id: 'team-schedule', title: 'Team Schedule', text: `The games and results of ${played.name}.`, href: `/team/${played.id}?tab=schedule`, action: 'Open Schedule' },
    );
  }
  if (teams.length === 0) {
    // No league and no team yet: the way in is to start a league (Add Team explains it needs one first).
    cards.push(
      { id: 'add-team', title: 'Add Team', text: 'Teams belong to a league: create a league first, then add its teams.', href: '/create-league', action: 'Add Team' },
      { id: 'manage', title: 'League Management', text: 'Seasons, levels, teams and domains.', href: '/league-management', action: 'Open League Management' },
    );
  }
  return cards;
}

/** The user's teams from their league entries (GET /api/me/leagues), managed first, each once. */
export function dashboardTeams(entries: { id: string; name: string; teams: { id: string; name: string; role: 'team_manager' | 'player' }[] }[]): DashboardTeam[] {
  const seen = new Map<string, DashboardTeam>();
  for (const l of entries) {
    for (const t of l.teams) {
      const known = seen.get(t.id);
      if (!known || (known.role === 'player' && t.role === 'team_manager')) seen.set(t.id, { ...t, league_id: l.id, league_name: l.name });
    }
  }
  return [...seen.values()].sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'team_manager' ? -1 : 1));
}
