// A season's team re-invitations (spec: season_team_invitations, newest first): the team, its manager's e-mail,
// the status (pending until the manager accepts) and when it was sent; a pending one can be resent, re-linked or
// withdrawn. Below, the previous season's teams that got no invitation, each with the reason.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { Season, SeasonTeamInvitation } from '../../../../../shared/api-contract';
import { SEASON_MESSAGES } from '../../../../../shared/season-schema';
import { messageOf } from '../../lib/form-errors';
import { capitalise, formatDate } from '../../lib/format';
import { PendingInvitationActions, sentLine } from '../invitations/pending-invitation';
import { useLeagueInvitations } from '../invitations/pending-invitation-hooks';
import { useSeasonInvitations } from './season-hooks';

export function SeasonInvitationsModal({ leagueId, season, onDismiss }: { leagueId: string; season: Season | null; onDismiss: () => void }) {
  const { data: invitations = [], isPending, error } = useSeasonInvitations(leagueId, season?.id ?? '', season !== null);
  const { invitations: pending } = useLeagueInvitations(leagueId, season !== null);
  const pendingOf = (i: SeasonTeamInvitation) =>
    i.invitation_status === 'pending' ? pending.find((p) => p.kind === 'season_team' && p.season_id === i.season_id && p.team_id === i.team_id) : undefined;
  const notInvited = season?.not_invited ?? [];
  return (
    <Modal visible={season !== null} onDismiss={onDismiss} header={`Team invitations: ${season?.name ?? ''}`} closeAriaLabel="Close dialog" size="large">
      <SpaceBetween size="l">
        <Table<SeasonTeamInvitation>
          items={invitations}
          loading={season !== null && isPending}
          loadingText="Loading invitations"
          variant="embedded"
          wrapLines
          trackBy={(i) => `${i.team_id}-${i.invited_at}`}
          columnDefinitions={[
            { id: 'team', header: 'Team', cell: (i) => i.team_name },
            { id: 'manager', header: 'Manager', cell: (i) => <span style={{ overflowWrap: 'anywhere' }}>{i.manager_email}</span> },
            { id: 'status', header: 'Status', cell: (i) => <Badge color={i.invitation_status === 'accepted' ? 'green' : 'blue'}>{capitalise(i.invitation_status)}</Badge> },
            { id: 'sent', header: 'Sent', cell: (i) => { const p = pendingOf(i); return p ? sentLine(p) : formatDate(i.invited_at); } },
            { id: 'actions', header: 'Actions', cell: (i) => { const p = pendingOf(i); return p ? <PendingInvitationActions leagueId={leagueId} invitation={p} /> : null; } },
          ]}
          empty={
            <Box textAlign="center" color="inherit" padding="m">
              {error ? messageOf(error) : 'No teams were re-invited to this season.'}
            </Box>
          }
        />
        {notInvited.length > 0 && (
          <Table
            items={notInvited}
            variant="embedded"
            wrapLines
            trackBy="team_id"
            header={<Header variant="h3" counter={`(${notInvited.length})`}>{SEASON_MESSAGES.notInvitedTitle}</Header>}
            columnDefinitions={[
              { id: 'team', header: 'Team', cell: (t) => t.team_name },
              { id: 'reason', header: 'Why', cell: (t) => capitalise(t.reason) },
            ]}
          />
        )}
      </SpaceBetween>
    </Modal>
  );
}
