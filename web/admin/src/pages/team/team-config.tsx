import Badge from '@cloudscape-design/components/badge';
import type { BadgeProps } from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import type { PlayerEntry } from '../../../../../shared/api-contract';
import { PLAYER_STATUSES, type PlayerStatus } from '../../../../../shared/roster-schema';
import { capitalise, formatDate } from '../../lib/format';

/** Spec section 4: active green, inactive grey, suspended red, injured yellow (Cloudscape's yellow is severity-low), other grey. */
export const STATUS_COLOURS: Record<PlayerStatus, BadgeProps['color']> = {
  active: 'green',
  inactive: 'grey',
  suspended: 'red',
  injured: 'severity-low',
};

export const STATUS_OPTIONS = PLAYER_STATUSES.map((s) => ({ value: s, label: capitalise(s) }));

export function StatusBadge({ status }: { status: string }) {
  return <Badge color={STATUS_COLOURS[status as PlayerStatus] ?? 'grey'}>{capitalise(status)}</Badge>;
}

export const playerName = (p: Pick<PlayerEntry, 'first_name' | 'last_name' | 'user_id'>) => `${p.first_name} ${p.last_name}`.trim() || p.user_id;

/** Spec roster card: Player, Position, Jersey #, Status, Joined. */
export const ROSTER_COLUMNS: TableProps.ColumnDefinition<PlayerEntry>[] = [
  {
    id: 'player',
    header: 'Player',
    cell: playerName,
    sortingComparator: (a, b) => playerName(a).localeCompare(playerName(b)),
    isRowHeader: true,
  },
  { id: 'position', header: 'Position', cell: (p) => p.position ?? '-', sortingField: 'position' },
  { id: 'jersey', header: 'Jersey #', cell: (p) => (p.jersey_number ?? '-').toString(), sortingField: 'jersey_number' },
  { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} />, sortingField: 'status' },
  { id: 'joined', header: 'Joined', cell: (p) => formatDate(p.joined_at), sortingField: 'joined_at' },
];
