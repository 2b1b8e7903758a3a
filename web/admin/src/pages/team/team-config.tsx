import Badge from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import type { PlayerEntry } from '../../../../../shared/api-contract';
import { capitalise, formatDate } from '../../lib/format';

const STATUS_COLOURS: Record<string, 'green' | 'grey' | 'red' | 'severity-low'> = {
  active: 'green',
  inactive: 'grey',
  suspended: 'red',
  injured: 'severity-low',
};

/** Spec roster card: Player, Position, Jersey #, Status, Joined. */
export const ROSTER_COLUMNS: TableProps.ColumnDefinition<PlayerEntry>[] = [
  {
    id: 'player',
    header: 'Player',
    cell: (p) => `${p.first_name} ${p.last_name}`.trim() || p.user_id,
    sortingComparator: (a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`),
    isRowHeader: true,
  },
  { id: 'position', header: 'Position', cell: (p) => p.position ?? '-', sortingField: 'position' },
  { id: 'jersey', header: 'Jersey #', cell: (p) => (p.jersey_number ?? '-').toString(), sortingField: 'jersey_number' },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => <Badge color={STATUS_COLOURS[p.status] ?? 'grey'}>{capitalise(p.status)}</Badge>,
  },
  { id: 'joined', header: 'Joined', cell: (p) => formatDate(p.joined_at), sortingField: 'joined_at' },
];
