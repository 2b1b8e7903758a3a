// /edit-league/{id}?tab=...: the address of the league's former edit screen, kept so links and bookmarks still
// work. It lands on the same tab of League Management (Basic Settings is now Settings), replacing itself in the
// history so Back skips it.
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { leaguePath, toTab } from './league-tabs';

export function EditLeagueRedirect() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (!id) return <Navigate to="/league-management" replace />;
  const tab = toTab(params.get('tab'), 'settings');
  return <Navigate to={leaguePath(id, tab === 'overview' ? 'settings' : tab)} replace />;
}
