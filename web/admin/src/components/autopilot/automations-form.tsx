// The league's automations on the Autopilot page: each one a switch with its settings. One the plan does not include
// is locked (its switch off and disabled, with the plans that include it and the way to upgrade); one left on after
// a downgrade is paused, and says so: nothing is deleted, and upgrading again resumes it.
import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { AUTOMATION_KEYS, AUTOMATION_LABELS, leagueAutomationsInputSchema, type AutomationKey } from '../../../../../shared/autopilot-schema';
import { numberInput, toggle } from '../../lib/bound-controls';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { RouterButton } from '../router-link';
import { useAutopilotWrites } from './autopilot-hooks';

type Page = ResponseOf<'getLeagueAutopilot'>;

interface Values {
  season_auto_renewal: { on: boolean; days_before_end: string };
  team_invites: { on: boolean; remind_every_days: string };
  player_invites: { on: boolean };
  level_assignment: { on: boolean };
  weekly_plan: { on: boolean };
}

const num = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? v : Number(v));
const toBody = (v: Values) => ({
  ...v,
  season_auto_renewal: { ...v.season_auto_renewal, days_before_end: num(v.season_auto_renewal.days_before_end) },
  team_invites: { ...v.team_invites, remind_every_days: num(v.team_invites.remind_every_days) },
});
const toValues = (a: Page['automations']): Values => ({
  season_auto_renewal: { on: a.season_auto_renewal.on, days_before_end: String(a.season_auto_renewal.days_before_end) },
  team_invites: { on: a.team_invites.on, remind_every_days: String(a.team_invites.remind_every_days) },
  player_invites: { on: a.player_invites.on },
  level_assignment: { on: a.level_assignment.on },
  weekly_plan: { on: a.weekly_plan.on },
});

const DESCRIPTIONS: Record<AutomationKey, string> = {
  season_auto_renewal: 'Before a season ends, the next one is drafted from it: the same levels, registration settings and fees, dates moved on to the same weekdays. You get an e-mail to review it; nothing is public until it goes live on the day you set or when you confirm it.',
  team_invites: 'When the next season opens registration, each team of the last season is invited back, then reminded until it answers.',
  player_invites: 'When a team comes back, the players of its last roster are invited to the new one.',
  level_assignment: 'Registrants and free agents are placed in a level by its rules; those who fit none or several are listed for you.',
  weekly_plan: 'Every Monday the assistant looks at the week ahead: who has not paid, games without a venue, players who have not answered. You get an e-mail with its plan, each finding with the change it proposes; approve all in one step or each one.',
};

export function AutomationsForm({ leagueId, page }: { leagueId: string; page: Page }) {
  const toast = useToast();
  const { save } = useAutopilotWrites(leagueId);
  const form = useZodForm<Values, typeof leagueAutomationsInputSchema>(leagueAutomationsInputSchema, { values: toValues(page.automations), prepare: toBody });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({ type: 'success', header: 'Automations saved' });
    } catch (err) {
      showServerError(form, err);
    }
  });

  const setting: Partial<Record<AutomationKey, ReactNode>> = {
    season_auto_renewal: (
      <ZodFormField control={form.control} name="season_auto_renewal.days_before_end" label="Days before the season ends" constraintText="1 to 120 days.">
        {numberInput({ ariaLabel: 'Days before the season ends' })}
      </ZodFormField>
    ),
    team_invites: (
      <ZodFormField control={form.control} name="team_invites.remind_every_days" label="Remind every (days)" constraintText="1 to 30 days.">
        {numberInput({ ariaLabel: 'Remind every (days)' })}
      </ZodFormField>
    ),
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)}>
      <Form errorText={formErrorText(form)} actions={<Button variant="primary" formAction="submit" loading={save.isPending}>Save automations</Button>}>
        <Container header={<Header variant="h2" description="Each automation runs on its own once it is on; what it will do next and what it did are below.">Automations</Header>}>
          <SpaceBetween size="l">
            {AUTOMATION_KEYS.map((k) => {
              const access = page.access[k];
              const locked = !access.included && !page.automations[k].on;
              return (
                <section key={k} aria-label={AUTOMATION_LABELS[k]}>
                  <SpaceBetween size="xs">
                    <ZodFormField control={form.control} name={`${k}.on`}>
                      {toggle(<Box fontWeight="bold">{AUTOMATION_LABELS[k]}</Box>, { disabled: locked, description: DESCRIPTIONS[k] })}
                    </ZodFormField>
                    {access.paused && <Alert type="warning" action={<RouterButton href="/subscription">Upgrade</RouterButton>}>{access.message}</Alert>}
                    {locked && (
                      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                        <Box color="text-status-inactive">{access.message}</Box>
                        <RouterButton href="/subscription" variant="inline-link">See plans</RouterButton>
                      </SpaceBetween>
                    )}
                    {!locked && setting[k]}
                  </SpaceBetween>
                </section>
              );
            })}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
