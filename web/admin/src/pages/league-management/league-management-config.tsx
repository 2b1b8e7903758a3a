import type { BadgeProps } from '@cloudscape-design/components/badge';

export const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'levels', label: 'Levels' },
  { id: 'teams', label: 'Teams' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'registrations', label: 'Registrations' },
  { id: 'news', label: 'News' },
  { id: 'pages', label: 'Pages' },
  { id: 'import', label: 'Import & export' },
  { id: 'hero', label: 'Hero' },
  { id: 'domains', label: 'Domains' },
  { id: 'widgets', label: 'Widgets' },
  { id: 'settings', label: 'Settings' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

export const STATUS_BADGE: Record<string, BadgeProps['color']> = { draft: 'grey', active: 'green', completed: 'blue', archived: 'grey' };
