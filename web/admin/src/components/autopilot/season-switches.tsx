// A season's registration autopilot on the Autopilot page: a freed place offered down the waitlist with a deadline,
// and unpaid offline fees reminded, then expired (freeing the place). Per season; no plan gates it.
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { seasonAutopilotInputSchema, type SeasonAutopilot } from '../../../../../shared/autopilot-schema';
import { numberInput, toggle } from '../../lib/bound-controls';
import { formatDateTime } from '../../lib/format';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { useSeasons } from '../seasons/season-hooks';
import { useAutopilotWrites, useSeasonAutopilot } from './autopilot-hooks';

interface Values { waitlist_offers: boolean; offer_hours: string; unpaid_reminders: boolean; remind_every_hours: string; expire_after_hours: string }

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? v : Number(v));
const toBody = (v: Values) => ({ ...v, offer_hours: num(v.offer_hours), remind_every_hours: num(v.remind_every_hours), expire_after_hours: num(v.expire_after_hours) });
const toValues = (a: SeasonAutopilot): Values => ({
  waitlist_offers: a.waitlist_offers, offer_hours: String(a.offer_hours), unpaid_reminders: a.unpaid_reminders,
  remind_every_hours: String(a.remind_every_hours), expire_after_hours: String(a.expire_after_hours),
});

function SwitchesForm({ leagueId, seasonId, current }: { leagueId: string; seasonId: string; current: SeasonAutopilot }) {
  const toast = useToast();
  const { saveSeason } = useAutopilotWrites(leagueId);
  const form = useZodForm<Values, typeof seasonAutopilotInputSchema>(seasonAutopilotInputSchema, { values: toValues(current), prepare: toBody });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await saveSeason.mutateAsync({ seasonId, body });
      toast({ type: 'success', header: 'Season registration autopilot saved' });
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)}>
      <Form errorText={formErrorText(form)} actions={<Button formAction="submit" loading={saveSeason.isPending}>Save season switches</Button>}>
        <SpaceBetween size="m">
          <ColumnLayout columns={2}>
            <SpaceBetween size="s">
              <ZodFormField control={form.control} name="waitlist_offers">
                {toggle('Waitlist offers', { description: 'A freed place is offered to the next person waiting, then to the one after if the deadline passes.' })}
              </ZodFormField>
              <ZodFormField control={form.control} name="offer_hours" label="Offer deadline (hours)">{numberInput({ ariaLabel: 'Offer deadline (hours)' })}</ZodFormField>
            </SpaceBetween>
            <SpaceBetween size="s">
              <ZodFormField control={form.control} name="unpaid_reminders">
                {toggle('Unpaid fee reminders', { description: 'Offline registrations not paid are reminded, then cancelled, freeing their place.' })}
              </ZodFormField>
              <ZodFormField control={form.control} name="remind_every_hours" label="Remind every (hours)">{numberInput({ ariaLabel: 'Remind every (hours)' })}</ZodFormField>
              <ZodFormField control={form.control} name="expire_after_hours" label="Time to pay (hours)">{numberInput({ ariaLabel: 'Time to pay (hours)' })}</ZodFormField>
            </SpaceBetween>
          </ColumnLayout>
          {current.next_run_at && <StatusIndicator type="pending">Next looked at {formatDateTime(current.next_run_at)}</StatusIndicator>}
        </SpaceBetween>
      </Form>
    </form>
  );
}

export function SeasonSwitches({ leagueId }: { leagueId: string }) {
  const seasons = (useSeasons(leagueId).data ?? []).filter((s) => !s.draft && s.status !== 'completed');
  const [picked, setPicked] = useState<string | null>(null);
  const seasonId = picked ?? seasons[0]?.id ?? null;
  const current = useSeasonAutopilot(leagueId, seasonId);
  const options = seasons.map((s) => ({ value: s.id, label: s.name }));
  return (
    <Container header={<Header variant="h2" description="Per season, for its registration. No plan limits these.">Season registrations</Header>}>
      {seasons.length === 0 ? <StatusIndicator type="info">No upcoming or active season yet.</StatusIndicator> : (
        <SpaceBetween size="m">
          <FormField label="Season">
            <Select selectedOption={options.find((o) => o.value === seasonId) ?? null} options={options} onChange={({ detail }) => setPicked(detail.selectedOption.value ?? null)} />
          </FormField>
          {seasonId && current.data ? <SwitchesForm key={seasonId} leagueId={leagueId} seasonId={seasonId} current={current.data} /> : <StatusIndicator type="loading">Loading...</StatusIndicator>}
        </SpaceBetween>
      )}
    </Container>
  );
}
