// Each sport's standings rules: league points per result, whether a game can end level, what the score counts, the
// standings columns and the tie-breakers in the sport's customary order. A new league starts from its sport's preset;
// Edit League offers it again when the sport changes (the admin may keep their own points and tie-breakers). Free of
// zod, so the public site imports it without the validator.
//
// Everything ranks from what a standings row keeps: wins, losses, ties, score for and against, and the same per
// opponent (the head-to-head mini-league). Criteria a sport uses that need more than that (NHL regulation wins,
// FIVB ranking points by set margin, division records) are named with each preset as left out.
import { SPORTS, type TIE_BREAKERS } from './league-constants';

export type Sport = (typeof SPORTS)[number];
type TieBreaker = (typeof TIE_BREAKERS)[number];

/** A standings column; what it reads of a row is in standingsCell. */
export const STANDINGS_COLUMNS = [
  'played', 'wins', 'ties', 'losses', 'pct', 'games_behind', 'for', 'against', 'difference', 'ratio', 'points',
] as const;
export type StandingsColumn = (typeof STANDINGS_COLUMNS)[number];

export interface ColumnLabel { abbr: string; title: string }

export interface SportPreset {
  points: { win: number; tie: number; loss: number };
  /** Whether a game of the sport can end level (the tie column and points field are shown only when it can). */
  ties: boolean;
  /** What home_score and away_score count: the word shown on the result form and in column titles. */
  score: { one: string; many: string };
  columns: readonly StandingsColumn[];
  tie_breakers: readonly TieBreaker[];
  /** The sport's own abbreviations where they differ from the general ones. */
  labels?: Partial<Record<StandingsColumn, ColumnLabel>>;
  /**
   * The scorekeeper screen: the steps a score goes up by (basketball's 2 and 3 pointers), what a period is called,
   * how many a game has, and its minutes when the sport plays against a clock (null: no game clock).
   */
  live: { steps: readonly number[]; period: { one: string; count: number; minutes: number | null } };
}

const goals = { one: 'goal', many: 'goals' };

export const SPORT_PRESETS: Record<Sport, SportPreset> = {
  // Source: FIFA/IFAB-era 3-1-0 (FIFA competitions since 1994, every UEFA league) and the UEFA competition
  // regulations' group ranking (e.g. UEFA EURO 2024 Regulations art. 20.01): points; then among the tied teams only
  // head-to-head points, goal difference and goals scored, re-applied to any teams still level; then goal
  // difference and goals scored in all games; then wins. (Away goals, discipline and coefficients are left out.)
  soccer: {
    points: { win: 3, tie: 1, loss: 0 }, ties: true, score: goals,
    columns: ['played', 'wins', 'ties', 'losses', 'for', 'against', 'difference', 'points'],
    tie_breakers: ['points', 'head_to_head', 'head_to_head_difference', 'head_to_head_scored', 'point_differential', 'points_for', 'wins'],
    labels: { played: { abbr: 'P', title: 'Played' }, ties: { abbr: 'D', title: 'Drawn' }, for: { abbr: 'GF', title: 'Goals for' }, against: { abbr: 'GA', title: 'Goals against' }, difference: { abbr: 'GD', title: 'Goal difference' }, points: { abbr: 'Pts', title: 'Points' } },
    live: { steps: [1], period: { one: 'Half', count: 2, minutes: 45 } },
  },
  // Source: NBA standings and tie-breaking procedures: ranked by winning percentage, games behind the leader; ties
  // broken by head-to-head record, then (division and conference records, left out) point differential.
  basketball: {
    points: { win: 1, tie: 0, loss: 0 }, ties: false, score: { one: 'point', many: 'points' },
    columns: ['wins', 'losses', 'pct', 'games_behind', 'for', 'against', 'difference'],
    tie_breakers: ['win_percentage', 'head_to_head', 'point_differential'],
    live: { steps: [1, 2, 3], period: { one: 'Quarter', count: 4, minutes: 10 } },
  },
  // Source: MLB standings (winning percentage, games behind) and MLB's tie-breaking rules since 2022: head-to-head
  // record first (intradivision and interdivision records are left out), no tie games.
  baseball: {
    points: { win: 1, tie: 0, loss: 0 }, ties: false, score: { one: 'run', many: 'runs' },
    columns: ['wins', 'losses', 'pct', 'games_behind', 'for', 'against', 'difference'],
    tie_breakers: ['win_percentage', 'head_to_head'],
    labels: { for: { abbr: 'RS', title: 'Runs scored' }, against: { abbr: 'RA', title: 'Runs allowed' } },
    live: { steps: [1], period: { one: 'Inning', count: 9, minutes: null } },
  },
  // Source: NHL standings: 2 points a win, points first, then wins, head-to-head points, goal differential, goals
  // for. Simplified: a game level at full time is a tie worth 1 point each, as in the NHL until 2004-05 and most
  // recreational leagues; overtime and shoot-out results (the NHL's OT loss point, regulation wins) are not kept.
  hockey: {
    points: { win: 2, tie: 1, loss: 0 }, ties: true, score: goals,
    columns: ['played', 'wins', 'losses', 'ties', 'points', 'for', 'against', 'difference'],
    tie_breakers: ['points', 'wins', 'head_to_head', 'point_differential', 'points_for'],
    labels: { played: { abbr: 'GP', title: 'Games played' }, points: { abbr: 'PTS', title: 'Points' }, for: { abbr: 'GF', title: 'Goals for' }, against: { abbr: 'GA', title: 'Goals against' } },
    live: { steps: [1], period: { one: 'Period', count: 3, minutes: 20 } },
  },
  // Source: FIVB pool ranking criteria (VNL, World Championship, CEV competitions): matches won, ranking points,
  // set quotient, points quotient, head-to-head. A game's score is the sets each team won (3-1, 3-2...).
  // Simplified: every win counts 3 league points and every loss 0 (FIVB gives 2 and 1 for a 3-2 match, which needs
  // the set margin of each result), so the table shows no points column; rally points (points quotient) are not kept.
  volleyball: {
    points: { win: 3, tie: 0, loss: 0 }, ties: false, score: { one: 'set', many: 'sets' },
    columns: ['played', 'wins', 'losses', 'for', 'against', 'ratio'],
    tie_breakers: ['wins', 'score_ratio', 'head_to_head'],
    labels: { played: { abbr: 'MP', title: 'Matches played' }, for: { abbr: 'SW', title: 'Sets won' }, against: { abbr: 'SL', title: 'Sets lost' }, ratio: { abbr: 'SR', title: 'Set ratio' } },
    live: { steps: [1], period: { one: 'Set', count: 5, minutes: null } },
  },
  // Source: NFL standings (W-L-T, PCT) and tie-breaking procedures: head-to-head, then (division, common games and
  // conference records, left out) net points. Simplified: PCT counts a tie as a game not won (the NFL counts half).
  football: {
    points: { win: 2, tie: 1, loss: 0 }, ties: true, score: { one: 'point', many: 'points' },
    columns: ['wins', 'losses', 'ties', 'pct', 'for', 'against', 'difference'],
    tie_breakers: ['win_percentage', 'head_to_head', 'point_differential', 'points_for'],
    live: { steps: [1, 2, 3, 6], period: { one: 'Quarter', count: 4, minutes: 15 } },
  },
  // Source: ATP Finals round-robin rules: matches won, head-to-head, percentage of sets won. A game's score is the
  // sets each player or team won; games won within sets are not kept.
  tennis: {
    points: { win: 1, tie: 0, loss: 0 }, ties: false, score: { one: 'set', many: 'sets' },
    columns: ['played', 'wins', 'losses', 'for', 'against', 'ratio'],
    tie_breakers: ['wins', 'head_to_head', 'score_ratio'],
    labels: { for: { abbr: 'SW', title: 'Sets won' }, against: { abbr: 'SL', title: 'Sets lost' }, ratio: { abbr: 'SR', title: 'Set ratio' } },
    live: { steps: [1], period: { one: 'Set', count: 5, minutes: null } },
  },
};

/** The preset of a sport; an unknown sport (a value from before the list) reads as basketball, the default sport. */
export function sportPreset(sport: string): SportPreset {
  return SPORT_PRESETS[sport as Sport] ?? SPORT_PRESETS.basketball;
}

/** The standings settings a league of this sport starts with. */
export function presetStandingsSettings(sport: string): { points: { win: number; tie: number; loss: number }; tie_breakers: TieBreaker[] } {
  const p = sportPreset(sport);
  return { points: { ...p.points }, tie_breakers: [...p.tie_breakers] };
}

/** Whether a league's standings settings are its sport's preset (Edit League offers the preset when they are not). */
export function matchesPreset(sport: string, s: { points: { win: number; tie: number; loss: number }; tie_breakers: readonly string[] }): boolean {
  const p = sportPreset(sport);
  return s.points.win === p.points.win && s.points.loss === p.points.loss && (!p.ties || s.points.tie === p.points.tie)
    && s.tie_breakers.length === p.tie_breakers.length && s.tie_breakers.every((t, i) => t === p.tie_breakers[i]);
}

const GENERAL_LABELS: Record<StandingsColumn, ColumnLabel> = {
  played: { abbr: 'GP', title: 'Games played' }, wins: { abbr: 'W', title: 'Wins' }, ties: { abbr: 'T', title: 'Ties' },
  losses: { abbr: 'L', title: 'Losses' }, pct: { abbr: 'PCT', title: 'Win percentage' }, games_behind: { abbr: 'GB', title: 'Games behind' },
  for: { abbr: 'PF', title: 'Points for' }, against: { abbr: 'PA', title: 'Points against' }, difference: { abbr: 'DIFF', title: 'Difference' },
  ratio: { abbr: 'RATIO', title: 'Score ratio' }, points: { abbr: 'PTS', title: 'League points' },
};

/**
 * The columns of a sport's standings table with their abbreviations and titles; a league that allows ties in a
 * sport without them (`allowTies`) gets a tie column after the losses.
 */
export function standingsColumns(sport: string, allowTies = false): { key: StandingsColumn; abbr: string; title: string }[] {
  const p = sportPreset(sport);
  const columns = allowTies && !p.columns.includes('ties') ? p.columns.flatMap((c) => (c === 'losses' ? [c, 'ties' as const] : [c])) : p.columns;
  return columns.map((key) => ({ key, ...(p.labels?.[key] ?? GENERAL_LABELS[key]) }));
}

/** What a standings row needs for any column. */
export interface StandingsCellRow {
  games_played: number; wins: number; losses: number; ties: number; pct: number; games_behind: number;
  points_for: number; points_against: number; points_differential: number; league_points: number;
}

const signedText = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * A cell as the sport's tables print it: PCT as .683 where it stands beside GB (basketball, baseball), as a
 * percentage otherwise; GB in halves with '-' for the leader; the ratio with 3 decimals ('-' with nothing conceded).
 */
export function standingsCell(row: StandingsCellRow, column: StandingsColumn, sport: string): string {
  switch (column) {
    case 'played': return String(row.games_played);
    case 'wins': return String(row.wins);
    case 'ties': return String(row.ties);
    case 'losses': return String(row.losses);
    case 'pct': {
      if (!sportPreset(sport).columns.includes('games_behind')) return row.pct.toFixed(1);
      const fraction = row.games_played === 0 ? 0 : row.wins / row.games_played;
      return fraction >= 1 ? '1.000' : fraction.toFixed(3).replace(/^0/, '');
    }
    case 'games_behind': return row.games_behind <= 0 ? '-' : String(row.games_behind);
    case 'for': return String(row.points_for);
    case 'against': return String(row.points_against);
    case 'difference': return signedText(row.points_differential);
    case 'ratio': return row.points_against === 0 ? (row.points_for === 0 ? '0.000' : '-') : (row.points_for / row.points_against).toFixed(3);
    case 'points': return String(row.league_points);
  }
}

/** What the sport calls a game that ends level: a draw (soccer), else a tie. */
export const tieWord = (sport: string) => (sportPreset(sport).labels?.ties?.title === 'Drawn' ? 'draw' : 'tie');

/**
 * A team's record as the sport writes it, ties counted: in the order of the sport's columns (soccer W-D-L, hockey
 * and football W-L-T), W-L for a sport whose games cannot end level unless a tie was recorded anyway. `label` says
 * it in words for screen readers ("3 wins, 1 draw, 2 losses").
 */
export function recordOf(r: { wins: number; losses: number; ties: number }, sport: string): { text: string; label: string } {
  const p = sportPreset(sport);
  const parts = p.columns.filter((c): c is 'wins' | 'ties' | 'losses' => c === 'wins' || c === 'ties' || c === 'losses');
  const order: ('wins' | 'ties' | 'losses')[] = parts.includes('ties') ? parts : r.ties > 0 ? ['wins', 'losses', 'ties'] : ['wins', 'losses'];
  const tie = tieWord(sport);
  const word = { wins: ['win', 'wins'], losses: ['loss', 'losses'], ties: [tie, `${tie}s`] } as const;
  return {
    text: order.map((k) => r[k]).join('-'),
    label: order.map((k) => `${r[k]} ${word[k][r[k] === 1 ? 0 : 1]}`).join(', '),
  };
}

/**
 * The column a phone shows first, right after the team: the one the table ranks by (points where the sport ranks
 * by points, else the winning percentage), when the sport's table has it.
 */
export function phoneFirstColumn(sport: string): StandingsColumn | null {
  const p = sportPreset(sport);
  const by = p.tie_breakers[0] === 'points' ? 'points' : p.tie_breakers[0] === 'win_percentage' ? 'pct' : 'wins';
  return p.columns.includes(by) && p.columns.indexOf(by) > 2 ? by : null;
}
