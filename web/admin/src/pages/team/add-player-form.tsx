import { useMemo } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TeamDetail } from '../../../../../shared/api-contract';
import { addPlayerSchema, TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { ROSTER_MESSAGES } from '../../../../../shared/roster-schema';
import { LimitNotice } from '../../components/limit-notice';
import { hasErrorCode } from '../../api/client';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useAddPlayer } from './hooks';

interface PlayerValues {
  email: string;
  position: string;
  jersey_number: string;
}

const EMPTY: PlayerValues = { email: '', position: '', jersey_number: '' };

/** The inputs hold text; the API takes a trimmed position and a number (a non-number stays text so the schema reports it). */
function toBody(v: PlayerValues) {
  const jersey = v.jersey_number.trim();
  return {
    email: v.email,
    position: v.position.trim(),
    jersey_number: jersey === '' ? '' : Number.isNaN(Number(jersey)) ? jersey : Number(jersey),
  };
}

/** Add player form (spec: user, position, jersey number 0-99): the player is invited by e-mail (yourself: added at once). */
interface AddPlayerProps {
  teamId: string;
  leagueId: string;
  limit: TeamDetail['player_limit'];
  /** Team setting require_position_assignment. */
  positionRequired?: boolean;
  /** The team's own max_roster_size is reached. */
  rosterFull?: boolean;
}

export function AddPlayerForm({ teamId, leagueId, limit, positionRequired = false, rosterFull = false }: AddPlayerProps) {
  const toast = useToast();
  const addPlayer = useAddPlayer(teamId, leagueId);
  // The team's require_position_assignment setting makes the position required here, as the API does.
  const schema = useMemo(() => (positionRequired
    ? addPlayerSchema.refine((b) => Boolean(b.position), { path: ['position'], message: ROSTER_MESSAGES.positionRequired })
    : addPlayerSchema), [positionRequired]);
  const form = useZodForm<PlayerValues, typeof schema>(schema, { defaultValues: EMPTY, prepare: toBody });
  const busy = addPlayer.isPending;
  const full = (limit ? !limit.allowed : false) || rosterFull;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { invited_email } = await addPlayer.mutateAsync(input);
      form.reset(EMPTY);
      toast(invited_email
        ? { type: 'success', header: INVITATION_MESSAGES.sentTo(invited_email), content: 'They join the roster once they accept the e-mailed invitation.' }
        : { type: 'success', header: TEAM_MESSAGES.playerAdded });
    } catch (err) {
      toast({ type: 'error', header: TEAM_MESSAGES.addPlayerFailed, content: err instanceof Error ? err.message : String(err) });
      if (showServerError(form, err, { formLevel: false })) return;
      // Already on the roster, or the roster is full: answers about this player, so shown under the e-mail (a taken
      // jersey number names its field, and showServerError put it there).
      if (hasErrorCode(err, 'already_member', 'limit_reached', 'not_found')) form.setError('email', { type: 'server', message: err.message });
      else showServerError(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        errorText={formErrorText(form)}
        actions={
          <Button variant="primary" formAction="submit" loading={busy} disabled={busy || full}>
            Add player
          </Button>
        }
      >
        <Container header={<Header variant="h2" description="Enter the player's e-mail: they get an invitation and join the roster once they accept. Your own e-mail adds you at once.">Add player</Header>}>
          <SpaceBetween size="m">
            <LimitNotice limitKey="max_players_per_team" check={limit ?? undefined} />
            <ColumnLayout columns={3}>
              <ZodFormField control={form.control} name="email" label="Player email">
                {(f) => <Input type="email" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
              </ZodFormField>
              <ZodFormField control={form.control} name="position" label="Position" constraintText={positionRequired ? 'Required for this team.' : 'Optional.'}>
                {(f) => <Input value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
              </ZodFormField>
              <ZodFormField control={form.control} name="jersey_number" label="Jersey number" constraintText="Optional, 0 to 99.">
                {(f) => <Input type="number" inputMode="numeric" value={f.value} onChange={({ detail }) => f.onChange(detail.value)} onBlur={f.onBlur} />}
              </ZodFormField>
            </ColumnLayout>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
