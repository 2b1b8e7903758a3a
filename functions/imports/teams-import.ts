// A league's teams from a spreadsheet (name, level, manager e-mail), each made as Create Team makes it: its
// manager invited by e-mail (the admin's own address makes the admin its manager). Every row is checked before
// anything is written (the name and e-mail as Create Team checks them, the level by name, a team twice in the
// file, the league's and the plan's team limits, a level's maximum); a dry run answers the check alone (the
// preview). A team whose name the league already has is reported as existing and skipped, so importing the same
// file twice writes it once. Writing is all or nothing: a team refused midway undoes the teams written before it,
// and the managers' invitations are e-mailed only once every team is in.
import { limitOf } from '../../shared/plan-catalogue';
import type { Level } from '../../shared/api-contract';
import { IMPORT_MESSAGES as M, TEAM_COLUMNS, ignoredColumns, nameKey, rowNumberOf, teamsImportSchema, type ImportProblem, type ImportResult, type ImportRowResult } from '../../shared/import-schema';
import { LEVEL_MESSAGES } from '../../shared/level-schema';
import { createTeamSchema } from '../../shared/team-schema';
import type * as z from 'zod';
import { listLeagueLevels } from '../data/levels';
import { deleteTeamAndItems } from '../data/team-admin';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { badRequest, conflict } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { currentPlanOf } from '../access/plan';
import { teamCapRefusal } from '../teams/team-caps';
import { placeTeam } from '../teams/service';
import { withoutFailedRows } from './failed-rows';
import { matcher } from './team-match';

type Rows = z.output<typeof teamsImportSchema>['rows'];
interface Planned { row: number; name: string; manager_email: string; level: Level | null }

/** The first Create Team message a row's name or e-mail gets, by column. */
function teamFieldProblems(name: string, email: string): { column: string; reason: string }[] {
  if (!email) return [...(name ? [] : [{ column: 'name', reason: M.required }]), { column: 'manager_email', reason: M.required }];
  const parsed = createTeamSchema.safeParse({ name, manager_email: email, level_id: null });
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ column: String(i.path[0] ?? 'name'), reason: name || i.path[0] !== 'name' ? i.message : M.required }));
}

async function plan(userId: string, leagueId: string, rows: Rows, rowNumbers?: number[]) {
  const league = await requireOwnLeague(userId, leagueId);
  const [teams, levels, plan] = await Promise.all([listLeagueTeams(leagueId), listLeagueLevels(leagueId), currentPlanOf(league.admin_id)]);
  const team = matcher(teams, (t) => t.name);
  const level = matcher(levels.filter((l) => l.is_active), (l) => l.name);
  const problems: ImportProblem[] = [];
  const results: ImportRowResult[] = [];
  const planned: Planned[] = [];
  const seen = new Map<string, number>();

  rows.forEach((r, i) => {
    const row = rowNumberOf({ row_numbers: rowNumbers }, i);
    const before = problems.length;
    const matched: Record<string, string> = {};
    const name = r.name.trim();
    const email = r.manager_email.trim();
    const levelName = r.level.trim();
    for (const p of teamFieldProblems(name, email)) problems.push({ row, ...p });
    let found: Level | null = null;
    if (levelName) {
      const m = level(levelName);
      if ('problem' in m) problems.push({ row, column: 'level', reason: M.unknownLevel(levelName) });
      else { found = m.found; matched.level = m.found.name; }
    }
    const key = nameKey(name);
    const twin = name ? seen.get(key) : undefined;
    if (twin !== undefined) problems.push({ row, column: 'name', reason: M.duplicateTeam(twin) });
    else if (name) seen.set(key, row);
    const existing = name ? team(name) : null;
    if (existing && 'found' in existing) matched.name = existing.found.name;
    if (problems.length > before) { results.push({ row, status: 'error', matched }); return; }
    if (existing && 'found' in existing) { results.push({ row, status: 'existing', matched }); return; }
    planned.push({ row, name, manager_email: email, level: found });
    results.push({ row, status: 'new', matched });
  });

  // The league's and the plan's team limits, then each level's maximum: the rows past a limit are named.
  const caps = { plan: limitOf(plan, 'max_teams'), league: league.max_teams };
  const room = (caps.plan === null ? caps.league : Math.min(caps.plan, caps.league)) - teams.length;
  const over = planned.slice(Math.max(room, 0));
  if (over.length) {
    const reason = (await teamCapRefusal(caps, leagueId)).userMessage;
    for (const p of over) problems.push({ row: p.row, column: 'name', reason });
  }
  const levelTaken = new Map<string, number>();
  for (const p of planned) {
    if (!p.level || p.level.max_teams_per_level === null) continue;
    const taken = (levelTaken.get(p.level.id) ?? p.level.team_count ?? 0) + 1;
    levelTaken.set(p.level.id, taken);
    if (taken > p.level.max_teams_per_level) problems.push({ row: p.row, column: 'level', reason: LEVEL_MESSAGES.full });
  }
  return { league, planned: withoutFailedRows(planned, results, problems), results, problems };
}

/** The bulk teams route: a preview (dry run) or an all-or-nothing write of the file's new teams. */
export async function importTeamsIn(userId: string, leagueId: string, input: z.output<typeof teamsImportSchema>): Promise<ImportResult> {
  const { league, planned, results, problems } = await plan(userId, leagueId, input.rows, input.row_numbers);
  const existing = results.filter((r) => r.status === 'existing').length;
  const answer = (written: boolean): ImportResult => ({ written, created_count: planned.length, existing_count: existing, rows: results, problems, ignored_columns: ignoredColumns(input.rows, TEAM_COLUMNS) });
  if (input.dry_run) return answer(false);
  if (problems.length) throw badRequest(M.hasProblems(problems.length, problems[0]), 'rows');
  const written: { team: TeamRecord; send: (() => Promise<void>) | null }[] = [];
  try {
    for (const p of planned) {
      const placed = await placeTeam(userId, league, p.level, { name: p.name, manager_email: p.manager_email });
      if (placed === 'level') throw conflict(`Row ${p.row}: ${LEVEL_MESSAGES.full}: nothing was imported`, 'limit_reached');
      written.push(placed);
    }
  } catch (err) {
    for (const w of written.reverse()) await deleteTeamAndItems(w.team);
    throw err;
  }
  for (const w of written) await w.send?.();
  return answer(true);
}
