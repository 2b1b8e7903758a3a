// Create Season and Edit Season dialogs (spec section 5): name, start and end date (the end not before the start),
// the participating teams (every team of the league chosen by default on create) and, on create, re-inviting a
// previous season's teams by e-mail to their managers, which needs the plan feature and a chosen season.
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { Season } from '../../../../../shared/api-contract';
import { hasFeature } from '../../../../../shared/plan-catalogue';
import { SEASON_MESSAGES, seasonCreateSchema } from '../../../../../shared/season-schema';
import { datePicker, textInput } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useSubscription } from '../../subscription/subscription-store';
import type { Toast } from '../../toast/toast-context';
import { FormModal, ModalForm, useFormSave } from '../form-modal';
import { LimitNotice } from '../limit-notice';
import { useLimitCheck } from '../usage-hooks';
import { seasonDateRange } from './season-dates';
import { useLeagueTeamOptions, useSeasonWrites } from './season-hooks';

interface SeasonValues {
  name: string;
  start_date: string;
  end_date: string;
  team_ids: string[];
  reinvite: boolean;
  reinvite_from_season_id: string;
}

/** The toggle is the form's own; the API takes the chosen season, or none. */
const toBody = ({ reinvite, ...v }: SeasonValues) => ({ ...v, reinvite_from_season_id: reinvite ? v.reinvite_from_season_id : null });

const toValues = (s: Season | null): SeasonValues => ({
  name: s?.name ?? '', start_date: s?.start_date ?? '', end_date: s?.end_date ?? '', team_ids: s?.team_ids ?? [],
  reinvite: false, reinvite_from_season_id: '',
});

interface Props { leagueId: string; season: Season | null; seasons: Season[]; visible: boolean; onDismiss: () => void }

export function SeasonFormModal({ leagueId, season, seasons, visible, onDismiss }: Props) {
  return (
    <FormModal visible={visible} onDismiss={onDismiss} header={season ? 'Edit Season' : 'Create Season'}>
      <SeasonForm leagueId={leagueId} season={season} seasons={seasons} onDismiss={onDismiss} />
    </FormModal>
  );
}

function SeasonForm({ leagueId, season, seasons, onDismiss }: Omit<Props, 'visible'>) {
  const { current } = useSubscription();
  const writes = useSeasonWrites(leagueId);
  const { data: teams = [], isPending: teamsLoading } = useLeagueTeamOptions(leagueId);
  const limit = useLimitCheck('max_seasons_per_league', leagueId, !season);
  const full = !season && limit.data ? !limit.data.allowed : false;
  // Edit sends the same fields minus re-invitation, which the update schema leaves out.
  const form = useZodForm<SeasonValues, typeof seasonCreateSchema>(seasonCreateSchema, { defaultValues: toValues(season), prepare: toBody });
  const [name, start, end, chosen, reinvite, fromId] = useWatch({
    control: form.control, name: ['name', 'start_date', 'end_date', 'team_ids', 'reinvite', 'reinvite_from_season_id'],
  });
  const canReinvite = Boolean(current && hasFeature(current.plan, 'has_season_reinvitation'));
  const previous = seasons.filter((s) => s.id !== season?.id);
  const reinvited = useMemo(
    () => new Set(reinvite ? (seasons.find((s) => s.id === fromId)?.team_ids ?? []) : []),
    [reinvite, fromId, seasons],
  );

  // Spec: every team of the league is chosen by default when a season is created (once the teams are known).
  const seeded = useRef(Boolean(season));
  useEffect(() => {
    if (seeded.current || teamsLoading) return;
    seeded.current = true;
    form.setValue('team_ids', teams.map((t) => t.id));
  }, [form, teams, teamsLoading]);

  // Re-invited teams join when their managers accept, so they are not chosen directly.
  useEffect(() => {
    if (reinvited.size && chosen.some((id) => reinvited.has(id))) form.setValue('team_ids', chosen.filter((id) => !reinvited.has(id)));
  }, [form, chosen, reinvited]);

  const busy = writes.create.isPending || writes.update.isPending;
  const ready = Boolean(name?.trim() && start && end && (!reinvite || fromId));

  const onSubmit = useFormSave(form, { failed: season ? SEASON_MESSAGES.updateFailed : SEASON_MESSAGES.createFailed, onDone: onDismiss }, async (body): Promise<Toast> => {
    if (season) {
      const { reinvite_from_season_id: _create, ...fields } = body;
      // The version the dialog opened with: a season changed elsewhere since is refused (409) rather than overwritten.
      await writes.update.mutateAsync({ id: season.id, body: { ...fields, version: season.version } });
      return { type: 'success', header: SEASON_MESSAGES.updated };
    }
    const { invitations } = await writes.create.mutateAsync(body);
    if (invitations.failed > 0) {
      return {
        type: 'warning', header: SEASON_MESSAGES.invitesFailed,
        content: `${invitations.failed} of ${invitations.sent + invitations.failed} invitations could not be sent. ${SEASON_MESSAGES.invited(invitations.sent)}.`
          + (invitations.not_invited.length ? ` ${SEASON_MESSAGES.notInvited(invitations.not_invited)}.` : ''),
      };
    }
    if (invitations.not_invited.length > 0) {
      // Teams only the organiser runs got no e-mail: the message names them and says why.
      return {
        type: 'warning', header: SEASON_MESSAGES.invitedTitle,
        content: `${SEASON_MESSAGES.invited(invitations.sent)}. ${SEASON_MESSAGES.notInvited(invitations.not_invited)}.`,
      };
    }
    if (body.reinvite_from_season_id) return { type: 'success', header: SEASON_MESSAGES.invitedTitle, content: SEASON_MESSAGES.invited(invitations.sent) };
    return { type: 'success', header: SEASON_MESSAGES.created };
  });

  const seasonOptions = previous.map((s) => ({ value: s.id, label: s.name, description: `${seasonDateRange(s.start_date, s.end_date)} · ${s.team_count} ${s.team_count === 1 ? 'team' : 'teams'}` }));

  return (
    <ModalForm
      form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel={season ? 'Save Season' : 'Create Season'} busy={busy}
      submitDisabled={!ready || full}
    >
      <ZodFormField control={form.control} name="name" label="Season name">
        {textInput({ placeholder: 'e.g. Spring 2027' })}
      </ZodFormField>
      <ColumnLayout columns={2}>
        <ZodFormField control={form.control} name="start_date" label="Start date" constraintText="YYYY/MM/DD">{datePicker('start date')}</ZodFormField>
        <ZodFormField control={form.control} name="end_date" label="End date" constraintText="Not before the start date.">{datePicker('end date')}</ZodFormField>
      </ColumnLayout>
      <ZodFormField
        control={form.control}
        name="team_ids"
        label="Participating teams"
        description={teams.length ? `${chosen.length} of ${teams.length} teams chosen.` : undefined}
      >
        {(f) => (
          teamsLoading ? <Box color="text-body-secondary">Loading teams</Box>
            : teams.length === 0 ? <Box color="text-body-secondary">This league has no teams yet. Teams can be added to the season later.</Box>
              : (
                <div role="group" aria-label="Participating teams">
                  <SpaceBetween size="xxs">
                    {teams.map((t) => (
                      <Checkbox
                        key={t.id}
                        checked={f.value.includes(t.id)}
                        disabled={reinvited.has(t.id)}
                        description={reinvited.has(t.id) ? 'Invited by e-mail: joins when its manager accepts' : undefined}
                        onChange={({ detail }) => f.onChange(detail.checked ? [...f.value, t.id] : f.value.filter((id) => id !== t.id))}
                      >
                        {t.name}
                      </Checkbox>
                    ))}
                  </SpaceBetween>
                </div>
              )
        )}
      </ZodFormField>
      {!season && (
        <SpaceBetween size="s">
          <ZodFormField
            control={form.control}
            name="reinvite"
            label="Re-invite teams"
            description={canReinvite
              ? 'E-mail the managers of a previous season\'s teams an invitation to this season. A team joins when its manager accepts.'
              : SEASON_MESSAGES.reinviteUpgrade}
          >
            {(f) => (
              <Toggle checked={f.value} disabled={!canReinvite || previous.length === 0} onChange={({ detail }) => f.onChange(detail.checked)}>
                {previous.length === 0 && canReinvite ? 'No previous season to re-invite from' : 'Re-invite teams from a previous season'}
              </Toggle>
            )}
          </ZodFormField>
          {reinvite && (
            <ZodFormField control={form.control} name="reinvite_from_season_id" label="Previous season" constraintText="Its teams' managers receive an invitation e-mail.">
              {(f) => (
                <Select
                  selectedOption={seasonOptions.find((o) => o.value === f.value) ?? null}
                  options={seasonOptions}
                  placeholder="Choose a season"
                  onChange={({ detail }) => f.onChange(detail.selectedOption.value ?? '')}
                />
              )}
            </ZodFormField>
          )}
        </SpaceBetween>
      )}
      {!season && <LimitNotice limitKey="max_seasons_per_league" check={limit.data} />}
    </ModalForm>
  );
}
