// The Registrations tab's level assignment (issue 39 point 4): the season's registrants in no level and on no team,
// each with why the levels' rules leave them there (none fits, several fit, or one fits and the next run places
// them), placing one by hand, and running the rules now when automatic level assignment is on.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { LevelAssignment } from '../../../../../shared/level-assignment-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useLevelAssignment, useLevelAssignmentWrites } from './registration-hooks';

type Unplaced = LevelAssignment['unplaced'][number];

const FIT_LABEL: Record<Unplaced['fit'], { type: 'success' | 'warning' | 'error'; text: string }> = {
  one: { type: 'success', text: 'Fits one level' },
  several: { type: 'warning', text: 'Fits several' },
  none: { type: 'error', text: 'Fits none' },
};

export function LevelAssignmentPanel({ leagueId, seasonId, enabled }: { leagueId: string; seasonId: string; enabled: boolean }) {
  const toast = useToast();
  const query = useLevelAssignment(leagueId, seasonId, enabled);
  const writes = useLevelAssignmentWrites(leagueId, seasonId);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const data = query.data;
  if (!enabled) return null;
  const options = (data?.levels ?? []).map((l) => ({ value: l.id, label: l.name }));
  const choiceOf = (u: Unplaced) => chosen[u.registration_id] ?? u.candidate_level_ids[0] ?? null;

  async function place(u: Unplaced) {
    const levelId = choiceOf(u);
    if (!levelId) return;
    try {
      await writes.place.mutateAsync({ id: u.registration_id, levelId });
      toast({ type: 'success', header: 'Placed', content: `${u.first_name} ${u.last_name} is in ${options.find((o) => o.value === levelId)?.label ?? 'the level'}.` });
    } catch (e) {
      toast({ type: 'error', header: 'Could not place', content: messageOf(e) });
    }
  }

  async function runNow() {
    try {
      const out = await writes.run.mutateAsync();
      toast({ type: 'success', header: 'Level assignment ran', content: `${out.placed} placed; ${out.unplaced.length} left for you to place.` });
    } catch (e) {
      toast({ type: 'error', header: 'Could not run level assignment', content: messageOf(e) });
    }
  }

  const state = !data ? null : !data.plan_allows
    ? 'Automatic level assignment is not part of your plan: place registrants here by hand.'
    : data.on ? 'Automatic level assignment is on: new registrants are placed as they register.'
      : 'Automatic level assignment is off (switch it on on the Autopilot page): place registrants here by hand.';

  return (
    <Table<Unplaced>
      items={data?.unplaced ?? []}
      trackBy="registration_id"
      loading={query.isPending}
      loadingText="Loading registrants in no level"
      ariaLabels={{ tableLabel: 'Registrants in no level' }}
      wrapLines
      variant="container"
      empty={<Box textAlign="center" color="text-body-secondary">Everyone registered is in a level or on a team.</Box>}
      header={
        <Header variant="h2" counter={data ? `(${data.unplaced.length})` : undefined}
          description={query.error ? messageOf(query.error) : data ? `${state} Ages count on ${data.cutoff_day}.` : undefined}
          actions={data?.on && <Button loading={writes.run.isPending} onClick={() => void runNow()}>Place by the rules now</Button>}>
          Level assignment
        </Header>
      }
      columnDefinitions={[
        { id: 'name', header: 'Registrant', minWidth: 130, cell: (u) => `${u.first_name} ${u.last_name}` },
        { id: 'fit', header: 'Rules', minWidth: 150, cell: (u) => <StatusIndicator type={FIT_LABEL[u.fit].type}>{FIT_LABEL[u.fit].text}</StatusIndicator> },
        { id: 'reason', header: 'Why', minWidth: 300, cell: (u) => u.reason },
        {
          id: 'place', header: 'Place in', minWidth: 280, cell: (u) => (
            <SpaceBetween direction="horizontal" size="xs">
              <Select ariaLabel={`Level for ${u.first_name} ${u.last_name}`} placeholder="Choose a level" expandToViewport
                selectedOption={options.find((o) => o.value === choiceOf(u)) ?? null} options={options}
                onChange={({ detail }) => setChosen((c) => ({ ...c, [u.registration_id]: detail.selectedOption.value! }))} />
              <Button disabled={!choiceOf(u)} loading={writes.place.isPending && writes.place.variables?.id === u.registration_id}
                ariaLabel={`Place ${u.first_name} ${u.last_name}`} onClick={() => void place(u)}>Place</Button>
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}

