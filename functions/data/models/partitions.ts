// The two partitions most items live in, for the models alone (not re-exported by keys.ts: no other module builds
// a key). Item collections follow ownership: a user's profile, roles and counters live under USER#<sub>; a league
// and what it owns under LEAGUE#<id>. Ids never contain '#'.
export const USER = (userId: string) => `USER#${userId}`;
export const LEAGUE = 'LEAGUE#';
export const leaguePk = (leagueId: string) => `${LEAGUE}${leagueId}`;
/** A season's board in its league's partition: games, stages, header, standings rows, totals (models/games.ts). */
export const BOARD = (seasonId: string) => `BOARD#${seasonId}#`;

/** The league id of an item in a league's partition (counters and branding carry no league_id attribute). */
export function leagueIdOf(pk: unknown): string {
  const s = String(pk);
  if (!s.startsWith(LEAGUE)) throw new Error(`not a league partition: ${s}`);
  return s.slice(LEAGUE.length);
}
