import type { League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';
import { useList } from '../../lib/use-list';

/** Every league the signed-in user administers (GET /api/leagues, following its cursor), newest first. */
async function readAdminLeagues(): Promise<League[]> {
  const all: League[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.listLeagues(cursor);
    all.push(...page.leagues);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function useAdminLeagues() {
  const { items, ...rest } = useList<League>(readAdminLeagues, MSG.league.fetchLeaguesFailed);
  return { leagues: items, ...rest };
}
