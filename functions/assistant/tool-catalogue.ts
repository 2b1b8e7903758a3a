// The assistant's tools (issue 40): what the model may ask the product for, and what it may propose to change.
// This file is the seam between the model (Bedrock's Converse API in the cloud, the local stand-in in
// infra/local/bedrock-twin), which sees each tool's name, description and JSON input schema, and the service
// (functions/assistant), which runs a tool as the signed-in person through the product's own services.
// Arguments name things as people do ("Eastgate", "Meadow Park", "next Sunday"): the service resolves names within
// the caller's own leagues only, so a name or an id from another tenant resolves to nothing.
// An `ask` tool reads and answers with figures and a link to the page they come from; an `act` tool never writes:
// it answers a preview of exactly what would change, which runs only when the person confirms it.
import * as z from 'zod';

/** A calendar day as the model passes it, already resolved from words such as "next Sunday" (YYYY-MM-DD). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');
/** A moment with the league's local time (YYYY-MM-DDTHH:mm), resolved from words such as "Sunday at 6pm". */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Time must be YYYY-MM-DDTHH:mm');
const name = z.string().trim().min(1).max(120);
/** Which league, by name or id; absent: the league the person is looking at, or their only one. */
const league = z.object({ league: name.optional() });
/** Which season, by name ("spring", "Spring 2027") or id; absent: the league's active or registering season. */
const season = league.extend({ season: name.optional() });

export const TOOL_INPUTS = {
  // Ask.
  next_games: season.extend({ team: name.optional(), count: z.number().int().min(1).max(20).optional() }),
  standings: season.extend({ level: name.optional() }),
  unpaid_registrants: season,
  unanswered_players: league.extend({ team: name.optional(), date: day.optional() }),
  registration_progress: season,
  games_without_venue: season.extend({ from: day.optional(), to: day.optional() }),
  // Act (each answers a preview; the change runs on confirmation).
  create_game: season.extend({ home_team: name, away_team: name, starts_at: localTime, venue: name.optional() }),
  move_games: season.extend({ date: day, venue: name.optional(), team: name.optional(), to_date: day, to_time: z.string().regex(/^\d{2}:\d{2}$/).optional() }),
  cancel_games: season.extend({ date: day, venue: name.optional(), team: name.optional() }),
  preview_schedule: season.extend({ level: name.optional() }),
  invite_teams: season,
  // With `emails`: those addresses invited to the team; without: the team's roster invited to a season it is in.
  invite_players: season.extend({ team: name, emails: z.array(z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address'))).min(1).max(50).optional() }),
  draft_message: season.extend({
    group: z.enum(['unpaid', 'waitlisted', 'paid', 'team', 'managers', 'league']),
    team: name.optional(), subject: z.string().trim().max(150).optional(), body: z.string().trim().max(5000).optional(),
  }),
  open_registration: season,
  close_registration: season,
  offer_waitlist_place: season.extend({ person: name.optional() }),
  enter_result: season.extend({ home_team: name, away_team: name, home_score: z.number().int().min(0).max(999), away_score: z.number().int().min(0).max(999), date: day.optional() }),
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;
export type ToolInput<N extends ToolName> = z.infer<typeof TOOL_INPUTS[N]>;

export const TOOL_KIND: Record<ToolName, 'ask' | 'act'> = {
  next_games: 'ask', standings: 'ask', unpaid_registrants: 'ask', unanswered_players: 'ask', registration_progress: 'ask', games_without_venue: 'ask',
  create_game: 'act', move_games: 'act', cancel_games: 'act', preview_schedule: 'act', invite_teams: 'act', invite_players: 'act',
  draft_message: 'act', open_registration: 'act', close_registration: 'act', offer_waitlist_place: 'act', enter_result: 'act',
};

/** What the model reads about each tool (Converse toolSpec.description). */
export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  next_games: 'The next scheduled games of a league, or of one team, with date, time, opponents and venue.',
  standings: 'The standings table of a season (optionally one level): position, team, played, won, drawn, lost, points.',
  unpaid_registrants: 'Registrants of a season who have not paid their registration fee, with the amount owed.',
  unanswered_players: 'Players who have not said whether they are coming to a game (a team\'s next game, or the games on a date).',
  registration_progress: 'How registration is going for a season: sign-ups so far against the same point of last season.',
  games_without_venue: 'Scheduled games that have no venue yet.',
  create_game: 'Propose a new game between two teams at a local date and time (and venue). Shown as a preview; runs on confirmation.',
  move_games: 'Propose moving the games on a date (at a venue, or of a team) to another date (and time). Shown as a preview; runs on confirmation.',
  cancel_games: 'Propose cancelling the games on a date (at a venue, or of a team). Shown as a preview; runs on confirmation.',
  preview_schedule: 'Preview a generated round-robin schedule for a season (or one level) without saving it.',
  invite_teams: 'Propose inviting the previous season\'s teams back to a season (default: the next upcoming one) by e-mailing their managers. Shown as a preview; runs on confirmation.',
  invite_players: 'Propose inviting players to a team: the e-mail addresses given, or else the team\'s roster to a season the team is in (default: its next upcoming one). Shown as a preview; runs on confirmation.',
  draft_message: 'Draft a message to a group (unpaid, waitlisted or paid registrants, a team, all managers, the league), e.g. a payment reminder. Shown as a preview with its recipients; sent on confirmation.',
  open_registration: 'Propose opening registration for a season now. Shown as a preview; runs on confirmation.',
  close_registration: 'Propose closing registration for a season now. Shown as a preview; runs on confirmation.',
  offer_waitlist_place: 'Propose offering a waitlisted registrant (the first in line, or a named one) a place. Shown as a preview; runs on confirmation.',
  enter_result: 'Propose entering the final score of a game between two teams. Shown as a preview; runs on confirmation.',
};

export const TOOL_NAMES = Object.keys(TOOL_INPUTS) as ToolName[];

/** Converse's toolConfig for these tools (JSON Schema from the zod inputs). */
export function converseTools() {
  return TOOL_NAMES.map((n) => ({
    toolSpec: { name: n, description: TOOL_DESCRIPTIONS[n], inputSchema: { json: z.toJSONSchema(TOOL_INPUTS[n]) as Record<string, unknown> } },
  }));
}
