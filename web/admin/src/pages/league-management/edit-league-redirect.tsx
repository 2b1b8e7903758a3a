// /edit-league/{id}?tab=...: the address of the league's former edit screen, kept so links and bookmarks still
// work, and /league/{id}/edit?tab=..., the spec's other link to it. Both land on the same page of League
// Management (Basic Settings is now Settings), replacing themselves in the history so Back skips them.
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { leaguePath, toPage } from '../../lib/league-pages';

export function EditLeagueRedirect() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (!id) return <Navigate to="/league-management" replace />;
  const page = toPage(params.get('tab'), 'settings');
  return <Navigate to={leaguePath(id, page === 'overview' ? 'settings' : page)} replace />;
}
