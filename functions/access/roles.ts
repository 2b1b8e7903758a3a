// What a person is to a league or a team, read from the records: the league's admin, a team's manager. The only
// place in functions/ that compares an `admin_id` or a `manager_id` (eslint/role-checks.js keeps it so), so a role
// is read one way everywhere and a change to who counts as what is made here. What a role may do: decide.ts.

/** Whether the person runs the league. */
export const isLeagueAdmin = (userId: string, league: { admin_id: string }): boolean => league.admin_id === userId;

/** Whether the person manages the team. */
export const managesTeam = (userId: string, team: { manager_id: string }): boolean => team.manager_id === userId;

/** The teams (of those given, missing ones skipped) the person manages. */
export function teamsManagedBy<T extends { manager_id: string }>(userId: string, teams: readonly (T | null | undefined)[]): T[] {
  return teams.filter((t): t is T => !!t && managesTeam(userId, t));
}
