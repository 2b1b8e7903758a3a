// What a reached or exceeded plan limit says, in the spec's words. Plain text without schemas, so a page that only
// says it (the admin's usage banner, in its first load) does not bring zod along.
import { limitNoun } from './feature-names';
import type { LimitKey } from './plan-catalogue';

const NOUN: Record<LimitKey, string> = {
  max_leagues: 'league', max_teams: 'team', max_players_per_team: 'player',
  max_levels_per_league: 'level', max_seasons_per_league: 'season',
};

/** The spec's wording for a reached limit, e.g. "You've reached your league limit. Upgrade your plan to create more leagues." */
export function limitReachedMessage(key: LimitKey): string {
  const noun = NOUN[key];
  const verb = key === 'max_players_per_team' ? 'add' : 'create';
  return `You've reached your ${noun} limit. Upgrade your plan to ${verb} more ${noun}s.`;
}
export const UPGRADE_REQUIRED = 'Upgrade Required';

/** More than the plan allows (a downgrade keeps everything): e.g. "6 of 5 teams: you can't add teams". */
export function overLimitMessage(key: LimitKey, used: number, limit: number): string {
  return `${used} of ${limit} ${limitNoun(key, limit)}: you can't add ${limitNoun(key, 2)}`;
}

/** What an add refused by the plan answers: over the limit says by how much, at the limit the spec's wording. */
export function planLimitRefusalMessage(key: LimitKey, used: number | null, limit: number | null): string {
  if (used !== null && limit !== null && used > limit) {
    return `${overLimitMessage(key, used, limit)}. Nothing was deleted when your plan changed; upgrade your plan to add more.`;
  }
  return `${UPGRADE_REQUIRED}: ${limitReachedMessage(key)}`;
}
