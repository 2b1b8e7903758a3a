// The overview tab: the team's details and its social links.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TeamDetail } from '../../../../../shared/api-contract';
import { isPublished, NOT_PUBLISHED } from '../../../../../shared/league-constants';
import { SOCIAL_PLATFORM_LABEL } from '../../../../../shared/team-page-schema';
import { formatDate } from '../../lib/format';

function KeyValue({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{children}</div>
    </div>
  );
}

export function OverviewTab({ team, isManager }: { team: TeamDetail; isManager: boolean }) {
  const manager = `${team.manager.first_name} ${team.manager.last_name}`.trim() || 'Unknown';
  const active = team.players.filter((p) => p.status === 'active').length;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Team details</Header>}>
        <ColumnLayout columns={4} variant="text-grid" minColumnWidth={160}>
          <KeyValue label="League">
            {isPublished(team.league_status) ? (
              <Link href={`/l/${encodeURIComponent(team.league.id)}`}>{team.league.name}</Link>
            ) : (
              // No public page yet: a link would open the 404 page.
              <span>{`${team.league.name} (${NOT_PUBLISHED.toLowerCase()})`}</span>
            )}
          </KeyValue>
          <KeyValue label="Team manager">{isManager ? `${manager} (you)` : manager}</KeyValue>
          <KeyValue label="Players">
            {team.max_roster_size !== null ? `${team.player_count} of ${team.max_roster_size}` : team.player_count}
            {team.players.length > 0 && <Box variant="small" display="block">{`${active} active`}</Box>}
          </KeyValue>
          <KeyValue label="Status">
            <Badge color="green">Active</Badge> <Box variant="small">since {formatDate(team.created_at)}</Box>
          </KeyValue>
        </ColumnLayout>
      </Container>
      <Container header={<Header variant="h2">Social links</Header>}>
        {team.social_links.length === 0 ? (
          <Box color="text-body-secondary">{team.can_manage ? 'No social links yet. Add them on the Settings tab.' : 'No social links yet.'}</Box>
        ) : (
          <ul className="team-social-links" aria-label="Social links">
            {team.social_links.map((l) => (
              <li key={l.platform} style={{ listStyle: 'none' }}>
                <Link href={l.url} external externalIconAriaLabel="(opens in a new tab)">
                  {SOCIAL_PLATFORM_LABEL[l.platform]}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </SpaceBetween>
  );
}
