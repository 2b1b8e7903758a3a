// /invite/{token}: the page an invitation e-mail links to. Its states are the spec's: Invalid Invitation,
// Invitation Already Used (with the status), Invitation Expired, and the pending invitation with Accept. A
// signed-out visitor signs in or signs up and is brought back here; a signed-in user with another address is told
// before they try.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { Invitation } from '../../../../../shared/api-contract';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { hasErrorCode } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { RouterButton } from '../../components/router-link';
import { messageOf } from '../../lib/form-errors';
import { capitalise, formatLongDate, sportLabel } from '../../lib/format';
import { forgetReturnPath, rememberReturnPath } from '../../../../shared/return-path';
import { useAcceptInvitation, useInvitation } from './hooks';

function Outcome({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container header={<Header variant="h1">{title}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{children}</Box>
        <RouterButton href="/">Return to Home</RouterButton>
      </SpaceBetween>
    </Container>
  );
}

const roleText = (i: Invitation) => (
  !i.team ? 'create and manage a team'
    : i.kind === 'season_team' ? `enter ${i.team.name} in the new season ${i.season?.name ?? ''}`.trimEnd()
    : i.kind === 'team_manager' ? `manage ${i.team.name}` : `play for ${i.team.name}`
);
const ROLE_LABEL: Record<Invitation['kind'], string> = { team_manager: 'Team manager', player: 'Player', season_team: 'Team manager' };

export default function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const { user, loading, signOut } = useAuth();
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const here = `/invite/${token}`;

  // A visitor who leaves to sign up comes back here after confirming, even from the e-mail's link in a new tab.
  // Once here signed in, the way back has served its purpose.
  useEffect(() => {
    if (loading) return;
    if (user) forgetReturnPath();
    else if (invitation.data?.state === 'pending') rememberReturnPath(here);
  }, [loading, user, invitation.data?.state, here]);

  let body;
  if (invitation.isPending || loading) {
    body = <Box textAlign="center" padding="l"><Spinner size="large" /></Box>;
  } else if (invitation.error) {
    body = hasErrorCode(invitation.error, 'not_found', 'validation')
      ? <Outcome title={INVITATION_MESSAGES.invalid}>{INVITATION_MESSAGES.invalidDetail}</Outcome>
      : <Alert type="error" header="Failed to load the invitation">{messageOf(invitation.error)}</Alert>;
  } else {
    const i = invitation.data;
    if (i.state === 'accepted') {
      body = <Outcome title={INVITATION_MESSAGES.alreadyUsed}>Status: {capitalise(i.status)}. This invitation to {roleText(i)} in {i.league.name} has been accepted.</Outcome>;
    } else if (i.state === 'expired') {
      body = <Outcome title={INVITATION_MESSAGES.expired}>{INVITATION_MESSAGES.expiredDetail} It expired on {formatLongDate(i.expires_at)}.</Outcome>;
    } else {
      const mismatch = user !== null && user.email.toLowerCase() !== i.invited_email;
      body = (
        <Container
          header={
            <Header variant="h1" description={`${i.inviter_name || 'A league organiser'} invited you to ${roleText(i)} in ${i.league.name}.`}>
              {!i.team ? `You're invited to ${i.league.name}` : i.kind === 'season_team' && i.season ? `${i.team.name} is invited to ${i.season.name}` : `You're invited to ${i.team.name}`}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <KeyValuePairs
              columns={2}
              items={[
                { label: 'League', value: `${i.league.name} (${sportLabel(i.league.sport)})` },
                { label: 'Team', value: i.team?.name ?? 'The team you create after accepting' },
                { label: 'Role', value: ROLE_LABEL[i.kind] },
                ...(i.season ? [{ label: 'Season', value: i.season.name }] : []),
                { label: 'For', value: i.invited_email },
                { label: 'Valid until', value: formatLongDate(i.expires_at) },
              ]}
            />
            {!user && (
              <SpaceBetween size="s">
                <Box variant="p">Sign in with {i.invited_email} to accept. New here? Create an account with that address; you come back to this page once it is confirmed.</Box>
                <SpaceBetween direction="horizontal" size="xs">
                  <RouterButton variant="primary" href={`/auth?next=${encodeURIComponent(here)}`}>Sign in to accept</RouterButton>
                  <RouterButton href={`/signup?next=${encodeURIComponent(here)}`}>Create an account</RouterButton>
                </SpaceBetween>
              </SpaceBetween>
            )}
            {mismatch && (
              <Alert
                type="warning"
                header={INVITATION_MESSAGES.emailMismatchTitle}
                action={
                  <Button onClick={() => { rememberReturnPath(here); void signOut().then(() => navigate(`/auth?next=${encodeURIComponent(here)}`)); }}>
                    Sign out
                  </Button>
                }
              >
                {INVITATION_MESSAGES.emailMismatch} You are signed in as {user.email}.
              </Alert>
            )}
            {user && !mismatch && (
              <Button variant="primary" loading={accept.isPending} disabled={accept.isPending} onClick={() => accept.mutate()}>
                Accept invitation
              </Button>
            )}
          </SpaceBetween>
        </Container>
      );
    }
  }

  return <ContentLayout>{body}</ContentLayout>;
}
