// Edit Player: position, jersey number (0-99, free on this team) and status of one roster entry.
import { useMemo } from 'react';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { PlayerEntry, TeamDetail } from '../../../../../shared/api-contract';
import { ROSTER_MESSAGES, updatePlayerSchema, type PlayerStatus } from '../../../../../shared/roster-schema';
import { FormModal, ModalForm, useFormSave } from '../../components/form-modal';
import { numberInput, textInput } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useUpdatePlayer } from './hooks';
import { playerName, STATUS_OPTIONS } from './team-config';

interface Values { position: string; jersey_number: string; status: PlayerStatus }

/** Inputs hold text; an empty position or number means none (a non-number stays text so the schema names it). */
const toBody = (v: Values) => {
  const jersey = v.jersey_number.trim();
  return { position: v.position.trim() === '' ? null : v.position, jersey_number: jersey === '' ? null : Number.isNaN(Number(jersey)) ? jersey : Number(jersey), status: v.status };
};

export function EditPlayerModal({ team, player, onDismiss }: { team: TeamDetail; player: PlayerEntry | null; onDismiss: () => void }) {
  return (
    <FormModal visible={player !== null} onDismiss={onDismiss} header="Edit Player">
      {player && <EditPlayerForm key={player.user_id} team={team} player={player} onDismiss={onDismiss} />}
    </FormModal>
  );
}

function EditPlayerForm({ team, player, onDismiss }: { team: TeamDetail; player: PlayerEntry; onDismiss: () => void }) {
  const update = useUpdatePlayer(team.id);
  // The team's require_position_assignment setting holds here too.
  const schema = useMemo(() => (team.position_required
    ? updatePlayerSchema.refine((b) => Boolean(b.position), { path: ['position'], message: ROSTER_MESSAGES.positionRequired })
    : updatePlayerSchema), [team.position_required]);
  const form = useZodForm<Values, typeof schema>(schema, {
    defaultValues: { position: player.position ?? '', jersey_number: player.jersey_number === null ? '' : String(player.jersey_number), status: player.status },
    prepare: toBody,
  });

  const onSubmit = useFormSave(form, { failed: ROSTER_MESSAGES.updatePlayerFailed, onDone: onDismiss }, async (body) => {
    await update.mutateAsync({ userId: player.user_id, body });
    return { type: 'success', header: ROSTER_MESSAGES.playerUpdated };
  });

  return (
    <ModalForm form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel="Save player" busy={update.isPending}>
      <FormField label="Player">
        <Box>{playerName(player)}</Box>
      </FormField>
      <ZodFormField control={form.control} name="position" label="Position" constraintText={team.position_required ? 'Required for this team.' : 'Optional.'}>
        {textInput()}
      </ZodFormField>
      <ZodFormField control={form.control} name="jersey_number" label="Jersey number" constraintText="Optional, 0 to 99, not worn by another player of the team.">
        {numberInput()}
      </ZodFormField>
      <ZodFormField control={form.control} name="status" label="Status">
        {(f) => (
          <Select
            selectedOption={STATUS_OPTIONS.find((o) => o.value === f.value) ?? null}
            options={STATUS_OPTIONS}
            onChange={({ detail }) => f.onChange(detail.selectedOption.value as PlayerStatus)}
          />
        )}
      </ZodFormField>
    </ModalForm>
  );
}
