// Queries read from more than one screen: key and reader declared together, so every screen caches the same shape.
import { queryOptions } from '@tanstack/react-query';
import type { League } from '../../../../shared/league-schema';
import { api } from './client';
import { queryKeys } from './query-keys';

export const myLeaguesQuery = queryOptions({ queryKey: queryKeys.myLeagues, queryFn: async () => (await api.myLeagues()).leagues });

export const myTeamsQuery = queryOptions({ queryKey: queryKeys.myTeams, queryFn: async () => (await api.myTeams()).teams });

export const myActivityQuery = queryOptions({ queryKey: queryKeys.myActivity, queryFn: async () => (await api.myActivity()).activity });

/** Every league the signed-in user administers (GET /api/leagues, following its cursor), newest first. */
export const adminLeaguesQuery = queryOptions({
  queryKey: queryKeys.adminLeagues,
  queryFn: async (): Promise<League[]> => {
    const all: League[] = [];
    let cursor: string | undefined;
    do {
      const page = await api.listLeagues(cursor);
      all.push(...page.leagues);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return all.sort((a, b) => b.created_at.localeCompare(a.created_at));
  },
});

export const leagueTeamsQuery = (leagueId: string) =>
  queryOptions({ queryKey: queryKeys.leagueTeams(leagueId), queryFn: async () => (await api.listTeams(leagueId)).teams });
