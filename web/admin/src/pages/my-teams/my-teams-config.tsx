import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import type { CardsProps } from '@cloudscape-design/components/cards';
import Skeleton from '@cloudscape-design/components/skeleton';
import type { MyTeam } from '../../../../../shared/api-contract';
import { RouterButton } from '../../components/router-link';
import { sportLabel } from '../../lib/format';
import { TeamLogo } from '../../components/teams/team-logo';
import '../team/team.css';

export const SKELETON_CARDS = 6;

/** A team, or a placeholder card while the teams load. */
export type CardItem = MyTeam | { id: string; skeleton: true };
const isSkeleton = (i: CardItem): i is { id: string; skeleton: true } => 'skeleton' in i;

/** Spec team card: logo and name, league name, 'Active' badge, player count, level if present, View Profile. */
export const TEAM_CARD: CardsProps.CardDefinition<CardItem> = {
  header: (t) =>
    isSkeleton(t) ? (
      <Skeleton variant="text-heading-m" width="70%" />
    ) : (
      <div className="team-card__title">
        <TeamLogo name={t.name} url={t.logo_url} size={40} round decorative />
        <span>{t.name}</span>
      </div>
    ),
  sections: [
    {
      id: 'league',
      header: 'League',
      content: (t) =>
        isSkeleton(t) ? <Skeleton width="50%" /> : (
          <>
            {`${t.league.name} · ${sportLabel(t.league.sport)}`}
            {/* Spec: the level, if the team has one. */}
            {t.level_name && <Box variant="small" display="block">{`Level: ${t.level_name}`}</Box>}
          </>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 50,
      content: (t) => (isSkeleton(t) ? <Skeleton width="40%" /> : <Badge color="green">Active</Badge>),
    },
    {
      id: 'players',
      header: 'Players',
      width: 50,
      content: (t) => (isSkeleton(t) ? <Skeleton width="30%" /> : String(t.player_count)),
    },
    {
      id: 'action',
      content: (t) =>
        isSkeleton(t) ? null : (
          <RouterButton href={`/team/${t.id}`} ariaLabel={`View Profile of ${t.name}`}>
            View Profile
          </RouterButton>
        ),
    },
  ],
};
