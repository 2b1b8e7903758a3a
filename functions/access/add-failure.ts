// What a refused roster add answers, the same for adding a player directly and for accepting an invitation.
import { ROSTER_MESSAGES } from '../../shared/roster-schema';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { conflict, HttpError } from '../lib/errors';
import { planLimitRefusal } from './plan';

export const jerseyTaken = (n: number) => new HttpError(409, 'jersey_taken', ROSTER_MESSAGES.jerseyTaken(n), 'jersey_number');
export const rosterFull = (max: number) => conflict(ROSTER_MESSAGES.rosterFull(max), 'limit_reached');
export const planFull = (used: number, limit: number | null) => planLimitRefusal('max_players_per_team', used, limit);

/** The error for an addPlayer failure other than 'gone' and 'used' (which each caller answers its own way). */
export function rosterAddError(failure: 'already' | 'limit' | 'roster' | 'jersey', p: { jersey_number: number | null }, team: { max_roster_size?: number | null; player_count?: number }, planLimit: number | null) {
  switch (failure) {
    case 'already': return conflict(TEAM_MESSAGES.alreadyOnTeam, 'already_member');
    case 'jersey': return jerseyTaken(p.jersey_number ?? 0);
    case 'roster': return rosterFull(team.max_roster_size ?? 0);
    case 'limit': return planFull(team.player_count ?? 0, planLimit);
  }
}
