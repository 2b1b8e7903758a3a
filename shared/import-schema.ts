// Spreadsheet imports and CSV exports: the columns a file carries (the export writes the columns the import reads,
// so a round trip is lossless), how names in a file match the league's (case and accents ignored), and the bulk
// routes' bodies and answers. Files are read in the browser (CSV and XLSX); the rows travel as text cells.
import * as z from 'zod';

/** Rows one bulk request takes: a whole 20-team double round robin (380 games) fits in one. */
export const IMPORT_MAX_ROWS = 500;

export const GAME_COLUMNS = ['date', 'time', 'home', 'away', 'venue', 'field', 'home_score', 'away_score'] as const;
export type GameColumn = (typeof GAME_COLUMNS)[number];
export const TEAM_COLUMNS = ['name', 'level', 'manager_email'] as const;
export const ROSTER_COLUMNS = ['team', 'first_name', 'last_name', 'email', 'jersey_number', 'position'] as const;
export const STANDINGS_COLUMNS = ['level', 'position', 'team', 'played', 'wins', 'losses', 'ties', 'points_for', 'points_against', 'points'] as const;

export const EXPORT_KINDS = ['games', 'teams', 'rosters', 'standings'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_COLUMNS: Record<ExportKind, readonly string[]> = {
  games: GAME_COLUMNS, teams: TEAM_COLUMNS, rosters: ROSTER_COLUMNS, standings: STANDINGS_COLUMNS,
};

/** A name as a file and the league are compared: no accents, one space, lower case ('Élan  FC' = 'elan fc'). */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A column name as a header row may write it ('Home Score', 'home-score' and 'home_score' are one column; 'E-mail' is email). */
export const columnKey = (header: string) => nameKey(header).replace(/[\s-]+/g, '_').replace(/(^|_)e_mail$/, '$1email');

const cell = z.string().max(300, 'A cell holds at most 300 characters').default('');
/** A score: the text a spreadsheet holds, or a number as the single result route takes it (checked by the import). */
const scoreCell = z.union([z.number({ error: 'A score is a whole number or its text' }), z.string().max(300, 'A cell holds at most 300 characters')]).default('');
/**
 * A row of a file: its known columns, and any other column the file has (a spreadsheet's "Notes"), taken and
 * ignored: the answer names them (ignored_columns) rather than refusing the file.
 */
const rowOf = <S extends z.ZodRawShape>(shape: S) => z.object(shape).catchall(z.unknown());
const cells = <C extends string>(columns: readonly C[]) => Object.fromEntries(columns.map((c) => [c, cell])) as Record<C, typeof cell>;

export const gameImportRowSchema = rowOf({ ...cells(GAME_COLUMNS.filter((c) => c !== 'home_score' && c !== 'away_score')), home_score: scoreCell, away_score: scoreCell });
export type GameImportRow = z.input<typeof gameImportRowSchema>;

type TeamColumn = (typeof TEAM_COLUMNS)[number];
type RosterColumn = (typeof ROSTER_COLUMNS)[number];
export const teamImportRowSchema = rowOf(cells<TeamColumn>(TEAM_COLUMNS));
export const playerImportRowSchema = rowOf(cells<RosterColumn>(ROSTER_COLUMNS));
export type TeamImportRow = z.input<typeof teamImportRowSchema>;
export type PlayerImportRow = z.input<typeof playerImportRowSchema>;

/**
 * A bulk body: `dry_run` checks every row and writes nothing (the preview); without it the rows are written all or
 * nothing, once (a row already imported is skipped). `row_numbers` are the rows' own line numbers in the file (the
 * header is 1, blank lines counted), so problems name the lines a spreadsheet shows; without them rows count from 2.
 */
const bulkOf = <T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(row: T, what: string, extra?: E) => z.object({
  dry_run: z.boolean().default(false),
  rows: z.array(row, { error: `rows must be a list of ${what}` })
    .min(1, 'The file has no rows').max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows a request: split the file`),
  row_numbers: z.array(z.number().int().min(2, 'Row numbers start at 2 (row 1 is the header)'), { error: 'row_numbers must be a list of whole numbers' }).optional(),
  ...(extra ?? ({} as E)),
}).superRefine((body, ctx) => {
  const v = body as { rows: unknown[]; row_numbers?: number[] };
  const n = v.row_numbers;
  if (!n) return;
  if (n.length !== v.rows.length) ctx.addIssue({ code: 'custom', path: ['row_numbers'], message: `row_numbers must give one number for each of the ${v.rows.length} rows` });
  else if (n.some((x, i) => i > 0 && x <= n[i - 1])) ctx.addIssue({ code: 'custom', path: ['row_numbers'], message: 'row_numbers must rise from row to row' });
});

/** Games of one season with optional final scores; the organiser may book a field twice at once deliberately. */
export const gamesImportSchema = bulkOf(gameImportRowSchema, 'games', {
  /** Import a game even when another game uses its venue and field then (otherwise that row is a problem). */
  allow_double_booking: z.boolean({ error: 'allow_double_booking must be true or false' }).default(false),
});
export type GamesImportInput = z.input<typeof gamesImportSchema>;
/** Teams, each with its manager invited by e-mail as Create Team does: a dry run, or all or nothing, once. */
export const teamsImportSchema = bulkOf(teamImportRowSchema, 'teams');
/** Player invitations to the league's teams, as the Invite Player dialog makes them: a dry run, or all or nothing, once. */
export const playersImportSchema = bulkOf(playerImportRowSchema, 'players');

/** The row number a problem names for the i-th row of a bulk body (0-based). */
export const rowNumberOf = (input: { row_numbers?: number[] }, i: number) => input.row_numbers?.[i] ?? i + 2;

/** The columns of the rows that the import does not read, in the order first met. */
export function ignoredColumns(rows: readonly Record<string, unknown>[], known: readonly string[]): string[] {
  const out = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) if (!known.includes(k)) out.add(k);
  return [...out];
}

/** One problem of a file: its row (1 is the header: the first data row is 2, as a spreadsheet numbers it), column and why. */
export const importProblemSchema = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });
export type ImportProblem = z.output<typeof importProblemSchema>;

export const importRowResultSchema = z.object({
  row: z.number().int(),
  /** new: will be (or was) written; existing: already in the league from an earlier import (skipped); error: see problems. */
  status: z.enum(['new', 'existing', 'error']),
  /** Which of the league's names each name column matched ({ home: 'Élan FC' }). */
  matched: z.record(z.string(), z.string()),
});
export type ImportRowResult = z.output<typeof importRowResultSchema>;

export const importResultSchema = z.object({
  written: z.boolean(),
  created_count: z.number().int(),
  existing_count: z.number().int(),
  rows: z.array(importRowResultSchema),
  problems: z.array(importProblemSchema),
  /** Columns of the file the import does not read: ignored, and named so the person can see why nothing came of them. */
  ignored_columns: z.array(z.string()),
});
export type ImportResult = z.output<typeof importResultSchema>;

export const IMPORT_MESSAGES = {
  hasProblems: (n: number, first: ImportProblem) => `The file has ${n} problem${n === 1 ? '' : 's'} (first: row ${first.row}, ${first.column}: ${first.reason}): nothing was imported`,
  interrupted: 'The import was interrupted by another change to this season: nothing was imported; try again',
  unknownTeam: (name: string) => `unknown team "${name}"`,
  ambiguousTeam: (name: string) => `"${name}" matches more than one team`,
  notInSeason: (team: string, season: string) => `${team} is not a team of the season ${season}`,
  outsideSeason: (date: string, from: string, to: string) => `${date} is outside the season (${from} to ${to})`,
  playsTwice: (team: string, other: number) => `${team} already plays at that time (row ${other})`,
  playsTwiceExisting: (team: string, when: string) => `${team} already plays at that time (a game of ${when})`,
  sameTeam: 'a team cannot play itself',
  duplicateRow: (other: number) => `the same game as row ${other}`,
  unknownVenue: (name: string) => `unknown venue "${name}"`,
  unknownField: (venue: string, field: string) => `${venue} has no field or court "${field}"`,
  bothScores: 'give both scores or neither',
  required: 'required',
  ignoredColumns: (columns: string[]) => `${columns.length === 1 ? 'Column' : 'Columns'} ${columns.map((c) => `"${c}"`).join(', ')} ${columns.length === 1 ? 'is' : 'are'} not one the import reads: ignored`,
  badDate: (text: string, format: string) => `"${text}" is not a date: write it as ${format} (this league's order) or YYYY-MM-DD`,
  badTime: (text: string) => `"${text}" is not a time: write it as 19:30 or 7:30 PM`,
  placeTaken: (place: string, other: string) => `${place} is already in use at that time (${other}): choose another time or field, or allow double booking`,
  unknownLevel: (name: string) => `unknown level "${name}"`,
  duplicateTeam: (other: number) => `the same team as row ${other}`,
  duplicatePlayer: (other: number) => `the same player as row ${other}`,
  jerseyInFile: (n: number, other: number) => `jersey number ${n} is already taken on this team (row ${other})`,
  jerseyOnRoster: (n: number, team: string) => `jersey number ${n} is already taken on ${team}'s roster`,
  teamsInterrupted: 'The import was interrupted by another change to this league: nothing was imported; try again',
} as const;
