import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Role } from '../../../../../shared/api-contract';
import { SPORT_LABELS } from '../../../../../shared/league-schema';
import { RouterButton } from '../../components/router-link';
import type { LeagueRole, UserLeague } from './hooks';

export const LEAGUE_ROLE_BADGES: Record<LeagueRole, { label: string; color: BadgeProps['color'] }> = {
  admin: { label: 'Admin', color: 'severity-medium' },
  team_manager: { label: 'Team Manager', color: 'blue' },
  player: { label: 'Player', color: 'green' },
};

export const ROLE_LABELS: Record<Role, string> = {
  league_admin: 'League Admin',
  team_manager: 'Team Manager',
  player: 'Player',
};

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export const LEAGUE_COLUMNS: TableProps.ColumnDefinition<UserLeague>[] = [
  { id: 'name', header: 'League', cell: (l) => l.name, sortingField: 'name', isRowHeader: true },
  { id: 'sport', header: 'Sport', cell: (l) => SPORT_LABELS[l.sport as keyof typeof SPORT_LABELS] ?? l.sport, sortingField: 'sport' },
  { id: 'status', header: 'Status', cell: (l) => capitalise(l.status), sortingField: 'status' },
  {
    id: 'role',
    header: 'Role',
    cell: (l) => <Badge color={LEAGUE_ROLE_BADGES[l.role].color}>{LEAGUE_ROLE_BADGES[l.role].label}</Badge>,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (l) =>
      l.role === 'admin' ? (
        <RouterButton href={`/edit-league/${l.id}`} ariaLabel={`Manage ${l.name}`}>
          Manage
        </RouterButton>
      ) : (
        <RouterButton href="#" ariaLabel={`View ${l.name}`}>
          View
        </RouterButton>
      ),
  },
];
