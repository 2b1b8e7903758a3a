// How a stored team is answered: the summary every team list and detail shares (the spec's team fields, null when
// not set), in one place so each answer carries the same fields.
import type { TeamSummary } from '../../shared/api-contract';
import type { TeamRecord } from '../data/keys';

export function teamSummary(t: TeamRecord, league: { id: string; name: string; sport: string }): TeamSummary {
  return {
    id: t.id, name: t.name, league_id: t.league_id, manager_id: t.manager_id, player_count: t.player_count ?? 0,
    level_id: t.level_id ?? null, created_at: t.created_at, league: { id: league.id, name: league.name, sport: league.sport },
    description: t.description ?? null, logo_url: t.logo_url ?? null, founded_date: t.founded_date ?? null,
    home_venue: t.home_venue ?? null, website_url: t.website_url ?? null, max_roster_size: t.max_roster_size ?? null,
  };
}
