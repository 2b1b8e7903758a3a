// A level's divisions (plan feature has_divisions): each division's name and teams, saved on their own, removed
// (its teams stay in the level), and a new one added. Without the feature the dialog shows the upgrade card.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import type { Level } from '../../../../../shared/api-contract';
import { DIVISION_MESSAGES, divisionInputSchema, type Division } from '../../../../../shared/division-schema';
import { leagueTeamsQuery } from '../../api/queries';
import { textInput } from '../../lib/bound-controls';
import { messageOf } from '../../lib/form-errors';
import { formErrorText, showServerError, useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { useToast } from '../../toast/toast-context';
import { FeatureGate } from '../feature-gate';
import { useDivisionWrites, useLevels } from './level-hooks';

interface Props { leagueId: string; levelId: string | null; onDismiss: () => void }

export function DivisionsModal({ leagueId, levelId, onDismiss }: Props) {
  const { data: levels = [] } = useLevels(leagueId);
  const level = levels.find((l) => l.id === levelId) ?? null;
  return (
    <Modal visible={levelId !== null} onDismiss={onDismiss} header={level ? `Divisions of ${level.name}` : 'Divisions'} closeAriaLabel="Close dialog" size="large">
      {level && (
        <FeatureGate feature="has_divisions">
          <DivisionsEditor leagueId={leagueId} level={level} />
        </FeatureGate>
      )}
    </Modal>
  );
}

function DivisionsEditor({ leagueId, level }: { leagueId: string; level: Level }) {
  const { data: teams = [] } = useQuery(leagueTeamsQuery(leagueId));
  // A team already in another division says which: choosing it here moves it.
  const divisionOf = new Map(level.divisions.flatMap((d) => d.team_ids.map((id) => [id, d] as const)));
  const optionsFor = (division: Division | null) => teams.filter((t) => t.level_id === level.id).map((t) => {
    const now = divisionOf.get(t.id);
    return { value: t.id, label: t.name, description: now && now.id !== division?.id ? `In ${now.name}` : undefined };
  });
  return (
    <SpaceBetween size="l">
      <Box color="text-body-secondary">
        Each division has its own standings table; the schedule generator plays each division's round robin, plus the cross-division games you ask for.
      </Box>
      {level.divisions.length === 0 && <Box>This level is not split into divisions yet.</Box>}
      {level.divisions.map((d) => <DivisionForm key={`${d.id}-${level.version ?? 0}`} leagueId={leagueId} level={level} division={d} options={optionsFor(d)} />)}
      <DivisionForm key={`new-${level.divisions.length}`} leagueId={leagueId} level={level} division={null} options={optionsFor(null)} />
    </SpaceBetween>
  );
}

interface DivisionValues { name: string; team_ids: string[] }

function DivisionForm({ leagueId, level, division, options }: { leagueId: string; level: Level; division: Division | null; options: { value: string; label: string; description?: string }[] }) {
  const toast = useToast();
  const writes = useDivisionWrites(leagueId, level.id);
  const form = useZodForm<DivisionValues, typeof divisionInputSchema>(divisionInputSchema, {
    defaultValues: { name: division?.name ?? '', team_ids: division?.team_ids.filter((id) => options.some((o) => o.value === id)) ?? [] },
  });
  const busy = writes.create.isPending || writes.update.isPending || writes.remove.isPending;
  const label = division ? division.name : 'New division';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (division) await writes.update.mutateAsync({ id: division.id, body: { ...body, version: level.version } });
      else await writes.create.mutateAsync({ ...body, version: level.version });
      toast({ type: 'success', header: division ? DIVISION_MESSAGES.updated : DIVISION_MESSAGES.created });
    } catch (err) {
      showServerError(form, err);
      toast({ type: 'error', header: division ? 'Failed to save division' : 'Failed to create division', content: messageOf(err) });
    }
  });

  async function remove() {
    if (!division) return;
    try {
      await writes.remove.mutateAsync(division.id);
      toast({ type: 'success', header: DIVISION_MESSAGES.deleted });
    } catch (err) {
      toast({ type: 'error', header: 'Failed to delete division', content: messageOf(err) });
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      <Container header={<Header variant="h3">{label}</Header>}>
        <Form
          errorText={formErrorText(form)}
          actions={(
            <SpaceBetween direction="horizontal" size="xs">
              {division && <Button formAction="none" onClick={() => void remove()} disabled={busy} ariaLabel={`Delete ${division.name}`}>Delete</Button>}
              <Button variant="primary" formAction="submit" loading={busy} ariaLabel={division ? `Save ${division.name}` : 'Add division'}>
                {division ? 'Save' : 'Add division'}
              </Button>
            </SpaceBetween>
          )}
        >
          <SpaceBetween size="m">
            <ZodFormField control={form.control} name="name" label="Division name">
              {textInput({ placeholder: 'e.g. East, Pool A' })}
            </ZodFormField>
            <ZodFormField control={form.control} name="team_ids" label="Teams" constraintText="A team is in one division of its level: choosing it here takes it out of another.">
              {(f) => (
                <Multiselect
                  selectedOptions={options.filter((o) => f.value.includes(o.value))}
                  options={options}
                  placeholder={options.length ? 'Choose teams' : 'This level has no teams yet'}
                  ariaLabel={`Teams of ${label}`}
                  onChange={({ detail }) => f.onChange(detail.selectedOptions.map((o) => o.value!))}
                />
              )}
            </ZodFormField>
          </SpaceBetween>
        </Form>
      </Container>
    </form>
  );
}
