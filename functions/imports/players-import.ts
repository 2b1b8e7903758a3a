// Players from a spreadsheet (team, first and last name, e-mail, jersey number, position), each invited to their
// team as the Invite Player dialog invites them (accepting puts them on the roster with that number and position).
// Every row is checked before anything is written: the team by name (case and accents ignored), the names, the
// e-mail, number and position as the single route checks them, a position the team requires, a jersey number taken
// on the team (in the file or by a player on its roster), a player twice in the file, and the plan's players per
// team and the team's maximum roster size. A player already on the team or already invited to it is reported as
// existing and skipped, so importing the same file twice invites once. Writing is all or nothing, and the
// invitations are e-mailed once all are recorded.
import { profileNameSchema } from '../../shared/account-schema';
import { IMPORT_MESSAGES as M, ROSTER_COLUMNS, ignoredColumns, playersImportSchema, rowNumberOf, type ImportProblem, type ImportResult, type ImportRowResult } from '../../shared/import-schema';
import { limitOf } from '../../shared/plan-catalogue';
import { ROSTER_MESSAGES } from '../../shared/roster-schema';
import { addPlayerSchema } from '../../shared/team-schema';
import type * as z from 'zod';
import { putInvitations } from '../data/invitations';
import { peekTeamSettings } from '../data/team-page';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { getUserProfile } from '../data/users';
import { badRequest, notFound } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { newInvitation, sendInvitation, type InviteInput } from '../invitations/service';
import { planFull, rosterFull } from '../access/add-failure';
import { currentPlanOf } from '../access/plan';
import { withoutFailedRows } from './failed-rows';
import { matcher } from './team-match';
import { leagueRosters } from './rosters';

type Rows = z.output<typeof playersImportSchema>['rows'];
interface Planned { row: number; team: TeamRecord; first_name: string; last_name: string; email: string; position: string | null; jersey_number: number | null }

/** A jersey cell as the single route's number: empty is none, digits a number, anything else fails its schema. */
const jerseyOf = (text: string): unknown => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

async function plan(userId: string, leagueId: string, rows: Rows, rowNumbers?: number[]) {
  const league = await requireOwnLeague(userId, leagueId);
  const [teams, plan] = await Promise.all([listLeagueTeams(leagueId), currentPlanOf(league.admin_id)]);
  const named = [...new Set(rows.map((r) => r.team.trim()))];
  const team = matcher(teams, (t) => t.name);
  const used = teams.filter((t) => named.some((n) => { const m = team(n); return 'found' in m && m.found.id === t.id; }));
  const [rosters, settings] = await Promise.all([
    leagueRosters(leagueId, used),
    Promise.all(used.map(async (t) => [t.id, await peekTeamSettings(leagueId, t.id)] as const)).then((s) => new Map(s)),
  ]);
  const maxPlayers = limitOf(plan, 'max_players_per_team');
  const problems: ImportProblem[] = [];
  const results: ImportRowResult[] = [];
  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  const numbers = new Map<string, number>();

  rows.forEach((r, i) => {
    const row = rowNumberOf({ row_numbers: rowNumbers }, i);
    const before = problems.length;
    const problem = (column: string, reason: string) => problems.push({ row, column, reason });
    const matched: Record<string, string> = {};
    const teamName = r.team.trim();
    let found: TeamRecord | null = null;
    if (!teamName) problem('team', M.required);
    else {
      const m = team(teamName);
      if ('problem' in m) problem('team', m.problem === 'unknown' ? M.unknownTeam(teamName) : M.ambiguousTeam(teamName));
      else { found = m.found; matched.team = m.found.name; }
    }
    const names = profileNameSchema.safeParse({ first_name: r.first_name, last_name: r.last_name });
    if (!names.success) for (const issue of names.error.issues) problem(String(issue.path[0]), issue.message);
    const fields = addPlayerSchema.safeParse({ email: r.email, position: r.position.trim(), jersey_number: jerseyOf(r.jersey_number) });
    if (!fields.success) for (const issue of fields.error.issues) problem(String(issue.path[0]), r.email.trim() || issue.path[0] !== 'email' ? issue.message : M.required);
    if (!found || !fields.success || !names.success) { results.push({ row, status: 'error', matched }); return; }
    const { email, position, jersey_number } = fields.data;
    const twin = seen.get(`${found.id}|${email}`);
    if (twin !== undefined) problem('email', M.duplicatePlayer(twin));
    else seen.set(`${found.id}|${email}`, row);
    const people = rosters.get(found.id) ?? [];
    if (twin === undefined && people.some((p) => p.email === email)) { results.push({ row, status: 'existing', matched }); return; }
    if (settings.get(found.id)?.require_position_assignment && !position) problem('position', ROSTER_MESSAGES.positionRequired);
    if (jersey_number !== null) {
      const other = numbers.get(`${found.id}|${jersey_number}`);
      if (other !== undefined) problem('jersey_number', M.jerseyInFile(jersey_number, other));
      else if (people.some((p) => p.joined && p.jersey_number === jersey_number)) problem('jersey_number', M.jerseyOnRoster(jersey_number, found.name));
      else numbers.set(`${found.id}|${jersey_number}`, row);
    }
    if (problems.length > before) { results.push({ row, status: 'error', matched }); return; }
    planned.push({ row, team: found, first_name: names.data.first_name, last_name: names.data.last_name, email, position, jersey_number });
    results.push({ row, status: 'new', matched });
  });

  // The plan's players per team and the team's maximum roster size, counting the players the file invites.
  const count = new Map<string, number>();
  for (const p of planned) {
    const n = (count.get(p.team.id) ?? p.team.player_count ?? 0) + 1;
    count.set(p.team.id, n);
    if (maxPlayers !== null && n > maxPlayers) problems.push({ row: p.row, column: 'team', reason: planFull(p.team.player_count ?? 0, maxPlayers).userMessage });
    else if (p.team.max_roster_size != null && n > p.team.max_roster_size) problems.push({ row: p.row, column: 'team', reason: rosterFull(p.team.max_roster_size).userMessage });
  }
  return { league, planned: withoutFailedRows(planned, results, problems), results, problems };
}

/** The bulk invitations route: a preview (dry run) or an all-or-nothing write of the file's player invitations. */
export async function importPlayersIn(userId: string, leagueId: string, input: z.output<typeof playersImportSchema>): Promise<ImportResult> {
  const { league, planned, results, problems } = await plan(userId, leagueId, input.rows, input.row_numbers);
  const answer = (written: boolean): ImportResult => ({
    written, created_count: planned.length, existing_count: results.filter((r) => r.status === 'existing').length, rows: results, problems, ignored_columns: ignoredColumns(input.rows, ROSTER_COLUMNS),
  });
  if (input.dry_run) return answer(false);
  if (problems.length) throw badRequest(M.hasProblems(problems.length, problems[0]), 'rows');
  const me = await getUserProfile(userId);
  const inviterName = (me ? `${me.first_name} ${me.last_name}`.trim() : '') || 'A league organiser';
  const invitations = planned.map((p) => {
    const input: InviteInput = { kind: 'player', league, team: p.team, inviterName, email: p.email, position: p.position, jersey_number: p.jersey_number };
    const made = newInvitation(input);
    return { input, made: { ...made, record: { ...made.record, first_name: p.first_name, last_name: p.last_name } } };
  });
  if (await putInvitations(league.id, invitations.map((i) => i.made.record))) throw notFound('League not found');
  for (const i of invitations) await sendInvitation(i.input, i.made);
  return answer(true);
}
