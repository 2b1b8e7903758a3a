// The seasons season auto-renewal drafted, for the organiser to review (the e-mail's link lands here): the dates and
// the registration it carries, the day it goes live (set or cleared), and Confirm now. Nothing of a draft is public
// before it goes live.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { formatMoney } from '../../../../../shared/registration-format';
import { formatDate } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useAutopilotWrites } from './autopilot-hooks';

type Draft = ResponseOf<'getLeagueAutopilot'>['drafts'][number];

const fees = (r: NonNullable<Draft['registration']>) => [
  r.team_fee !== null ? `Team ${formatMoney(r.team_fee, r.currency)}` : null,
  r.individual_fee !== null ? `Individual ${formatMoney(r.individual_fee, r.currency)}` : null,
].filter(Boolean).join(', ');

function DraftCard({ leagueId, draft }: { leagueId: string; draft: Draft }) {
  const toast = useToast();
  const { setLiveOn, confirm } = useAutopilotWrites(leagueId);
  const [day, setDay] = useState(draft.live_on ?? '');
  const [error, setError] = useState<string | undefined>();
  const run = async (p: Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await p;
      toast({ type: 'success', header: done });
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const r = draft.registration;
  return (
    <Container header={<Header variant="h3" actions={<Button variant="primary" loading={confirm.isPending} onClick={() => void run(confirm.mutateAsync(draft.season_id), `${draft.name} is live`)}>Confirm now</Button>}>{draft.name}</Header>}>
      <SpaceBetween size="m">
        <KeyValuePairs columns={3} items={[
          { label: 'Dates', value: `${formatDate(`${draft.start_date}T12:00:00Z`)} to ${formatDate(`${draft.end_date}T12:00:00Z`)}` },
          { label: 'Renewed from', value: draft.from_season_name ?? '-' },
          { label: 'Goes live', value: draft.live_on ? formatDate(`${draft.live_on}T12:00:00Z`) : 'When you confirm it' },
          { label: 'Registration', value: r ? `Opens ${formatDate(r.opens_at)}, closes ${formatDate(r.closes_at)}` : 'None carried (the season renewed had none)' },
          { label: 'Fees', value: r ? fees(r) || '-' : '-' },
          { label: 'Public', value: 'Not until it goes live' },
        ]} />
        <FormField label="Go live on" description="The day it becomes a live season and its registration is published." errorText={error}>
          <SpaceBetween direction="horizontal" size="xs">
            <DatePicker value={day} onChange={({ detail }) => setDay(detail.value)} placeholder="YYYY/MM/DD" ariaLabel="Go live on" openCalendarAriaLabel={(s) => `Choose the go-live day${s ? `, selected date is ${s}` : ''}`} />
            <Button loading={setLiveOn.isPending} onClick={() => void run(setLiveOn.mutateAsync({ seasonId: draft.season_id, live_on: day || null }), day ? 'Go-live day set' : 'Go-live day cleared')}>Set day</Button>
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </Container>
  );
}

export function SeasonDrafts({ leagueId, drafts }: { leagueId: string; drafts: Draft[] }) {
  if (drafts.length === 0) return null;
  return (
    <SpaceBetween size="s">
      <Header variant="h2" counter={`(${drafts.length})`} description="Drafted by season auto-renewal. Review each, then set the day it goes live or confirm it.">Drafted seasons</Header>
      {drafts.map((d) => <DraftCard key={d.season_id} leagueId={leagueId} draft={d} />)}
      <Box variant="small">Undo in the log below deletes a draft that is not live yet.</Box>
    </SpaceBetween>
  );
}
