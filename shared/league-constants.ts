// League choices and their labels, free of zod so the public site can import them without the validator.
export const SPORTS = ['basketball', 'soccer', 'football', 'baseball', 'hockey', 'volleyball', 'tennis'] as const;
export const PLAYOFF_FORMATS = ['none', 'single_elimination', 'double_elimination', 'round_robin'] as const;
export const REGULAR_SEASON_FORMATS = ['round_robin', 'divisional', 'conference'] as const;
export const LEAGUE_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;

/** Only an active league has a public page (the public site answers 404 for any other status). */
export const isPublished = (status: string): boolean => status === 'active';
/** What a member of a league without a public page sees where a link to it would be. */
export const NOT_PUBLISHED = 'Not published yet';

export const SPORT_LABELS: Record<(typeof SPORTS)[number], string> = {
  basketball: 'Basketball', soccer: 'Soccer', football: 'Football', baseball: 'Baseball',
  hockey: 'Hockey', volleyball: 'Volleyball', tennis: 'Tennis',
};
export const PLAYOFF_LABELS: Record<(typeof PLAYOFF_FORMATS)[number], string> = {
  none: 'No Playoffs', single_elimination: 'Single Elimination',
  double_elimination: 'Double Elimination', round_robin: 'Round Robin',
};
export const SEASON_FORMAT_LABELS: Record<(typeof REGULAR_SEASON_FORMATS)[number], string> = {
  round_robin: 'Round Robin', divisional: 'Divisional', conference: 'Conference',
};


const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** A sport's display name; an unknown value reads capitalised rather than raw. Both web apps use this. */
export function sportLabel(sport: string): string {
  return SPORT_LABELS[sport as keyof typeof SPORT_LABELS] ?? capitalise(sport);
}

/**
 * Standings tie-breakers an admin chooses from and orders. The head_to_head* ones are a mini-league among exactly the
 * tied teams (league points, score difference and score in their games against each other); 'point_differential',
 * 'points_for' and 'score_ratio' (scored / conceded, FIVB's set quotient) count every game, whatever the sport's
 * score word (goals, runs, points, sets).
 */
export const TIE_BREAKERS = [
  'points', 'head_to_head', 'head_to_head_difference', 'head_to_head_scored', 'point_differential', 'points_for', 'wins',
  'win_percentage', 'score_ratio',
] as const;
/** The tie-breakers of a league stored before sport presets, in the order it has always been ranked by. */
const LEGACY_TIE_BREAKERS: (typeof TIE_BREAKERS)[number][] = ['points', 'head_to_head', 'point_differential', 'points_for', 'wins'];

/**
 * The games settings of a league that has not chosen its own (a new league, or one stored before they existed):
 * the zone its dates are shown in, no venues yet, and 2/1/0 league points with the tie-breakers it has always had.
 * A league created now starts from its sport's preset instead (shared/sport-presets.ts).
 */
export const LEAGUE_GAME_DEFAULTS = {
  time_zone: 'America/New_York',
  venues: [] as { id: string; name: string; address: string | null; fields: string[] }[],
  standings_settings: { points: { win: 2, tie: 1, loss: 0 }, tie_breakers: [...LEGACY_TIE_BREAKERS] },
};
export const DEFAULT_TIME_ZONE = LEAGUE_GAME_DEFAULTS.time_zone;

/**
 * How the public schedule groups its games: by the league's week (Monday to Sunday) or by matchday (the generator's
 * round; a game made by hand falls in its week). A league that never chose groups by week.
 */
export const SCHEDULE_GROUPINGS = ['week', 'matchday'] as const;
export type ScheduleGrouping = (typeof SCHEDULE_GROUPINGS)[number];
export const DEFAULT_SCHEDULE_GROUPING: ScheduleGrouping = 'week';
export const SCHEDULE_GROUPING_LABELS: Record<ScheduleGrouping, string> = { week: 'By week', matchday: 'By matchday (round)' };
