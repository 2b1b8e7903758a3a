import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { Role } from '../../../../../shared/api-contract';
import type { PhoneCards } from '../../components/phone-cards';
import { isPublished, NOT_PUBLISHED } from '../../../../../shared/league-constants';
import { RouterButton } from '../../components/router-link';
import { capitalise, sportLabel } from '../../lib/format';
import type { LeagueRole, UserLeague } from './hooks';
import { leaguePath } from '../../lib/league-pages';

/** Spec: Admin yellow, Team Manager blue, Player green. */
export const LEAGUE_ROLE_BADGES: Record<LeagueRole, { label: string; color: BadgeProps['color'] }> = {
  admin: { label: 'Admin', color: 'severity-low' },
  team_manager: { label: 'Team Manager', color: 'blue' },
  player: { label: 'Player', color: 'green' },
};

/** The user's account roles, shown with the same display names and colours as the league rows. */
export const ROLE_BADGES: Record<Role, { label: string; color: BadgeProps['color'] }> = {
  league_admin: LEAGUE_ROLE_BADGES.admin,
  team_manager: LEAGUE_ROLE_BADGES.team_manager,
  player: LEAGUE_ROLE_BADGES.player,
};

export const TEAMS_PREVIEW = 3;

export interface QuickCard {
  id: string;
  title: string;
  text: string;
  href: string;
  action: string;
  /** Set when the card opens a dialog instead of following href. */
  onClick?: () => void;
}

export const LEAGUE_COLUMNS: TableProps.ColumnDefinition<UserLeague>[] = [
  { id: 'name', header: 'League', cell: (l) => l.name, sortingField: 'name', isRowHeader: true },
  { id: 'sport', header: 'Sport', cell: (l) => sportLabel(l.sport), sortingField: 'sport' },
  { id: 'status', header: 'Status', cell: (l) => capitalise(l.status), sortingField: 'status' },
  {
    id: 'role',
    header: 'Role',
    cell: (l) => <Badge color={LEAGUE_ROLE_BADGES[l.role].color}>{LEAGUE_ROLE_BADGES[l.role].label}</Badge>,
  },
  {
    id: 'team',
    header: 'Your teams',
    // Spec: a button per own team, to /team/{id}.
    cell: (l) =>
      l.teams.length > 0 ? (
        <SpaceBetween direction="horizontal" size="xs">
          {l.teams.map((t) => (
            <RouterButton key={t.id} href={`/team/${t.id}`} iconName="group" variant="inline-link">
              {t.name}
            </RouterButton>
          ))}
        </SpaceBetween>
      ) : (
        '-'
      ),
  },
  {
    id: 'actions',
    header: 'Actions',
    // Room for the button's word on one line (the table wraps its lines).
    minWidth: 120,
    cell: (l) =>
      l.role === 'admin' ? (
        <RouterButton href={leaguePath(l.id)} ariaLabel={`Manage ${l.name}`}>
          Manage
        </RouterButton>
      ) : isPublished(l.status) ? (
        // The league's public home lives on the public site (/l/{id}), outside this app: a full navigation.
        <Button href={`/l/${encodeURIComponent(l.id)}`} ariaLabel={`View ${l.name}`}>
          View
        </Button>
      ) : (
        // Only its admin may preview a league before it is published: a View button would open the 404 page.
        <Box color="text-body-secondary">{NOT_PUBLISHED}</Box>
      ),
  },
];

/**
 * A league on a phone: a card headed by its name, Manage (or View) and the league's facts first, two to a line, then
 * the teams, however many: a row of 12 team buttons no longer pushes Status, Role and Manage off the screen.
 */
export const LEAGUE_CARDS: PhoneCards<UserLeague> = {
  label: 'Your Leagues',
  header: 'name',
  first: ['actions', 'role', 'sport', 'status', 'team'],
  half: ['actions', 'role', 'sport', 'status'],
};
