import type { BadgeProps } from '@cloudscape-design/components/badge';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TeamSummary } from '../../../../../shared/api-contract';
import { RouterLink } from '../../components/router-link';
import { formatDate } from '../../lib/format';

export const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'levels', label: 'Levels' },
  { id: 'teams', label: 'Teams' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'news', label: 'News' },
  { id: 'domains', label: 'Domains' },
  { id: 'settings', label: 'Settings' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

export const STATUS_BADGE: Record<string, BadgeProps['color']> = { draft: 'grey', active: 'green', completed: 'blue', archived: 'grey' };

/** A league's teams table. */
export const TEAM_COLUMNS: TableProps.ColumnDefinition<TeamSummary>[] = [
  { id: 'name', header: 'Team', cell: (t) => <RouterLink href={`/team/${t.id}`}>{t.name}</RouterLink> },
  { id: 'players', header: 'Players', cell: (t) => t.player_count },
  { id: 'created', header: 'Created', cell: (t) => formatDate(t.created_at) },
];
