import { MSG } from '../../../../../shared/messages';
import { adminLeaguesQuery } from '../../api/queries';
import { useList } from '../../lib/use-list';

/** Every league the signed-in user administers, newest first. */
export function useAdminLeagues() {
  const { items, ...rest } = useList(adminLeaguesQuery, MSG.league.fetchLeaguesFailed);
  return { leagues: items, ...rest };
}
