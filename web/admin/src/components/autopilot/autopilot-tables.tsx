// The Autopilot page's two lists: what each automation will do next and when (the dry run: nothing is done by
// reading it), and the log of what it did, newest first, with Undo where the act can be taken back.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { AUTOPILOT_ACT_LABELS } from '../../../../../shared/autopilot-schema';
import { formatDateTime } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { ContainerTable } from '../container-table';
import { EmptyState } from '../empty-state';
import { useAutopilotLog, useAutopilotPlan, useAutopilotWrites } from './autopilot-hooks';

type Act = ResponseOf<'autopilotPlan'>['acts'][number] & { id: string };
type Entry = ResponseOf<'autopilotLog'>['entries'][number];

const labelOf = (automation: string) => AUTOPILOT_ACT_LABELS[automation] ?? automation;

const ACT_COLUMNS: TableProps.ColumnDefinition<Act>[] = [
  { id: 'at', header: 'When', minWidth: 140, cell: (a) => (Date.parse(a.at) <= Date.now() ? 'On the next run' : formatDateTime(a.at)) },
  { id: 'automation', header: 'Automation', cell: (a) => labelOf(a.automation) },
  { id: 'summary', header: 'What happens', cell: (a) => a.summary },
  { id: 'status', header: 'Status', minWidth: 130, cell: (a) => (a.paused ? <Badge color="red">Paused</Badge> : <StatusIndicator type="pending">Planned</StatusIndicator>) },
];

export function WhatHappensNext({ leagueId }: { leagueId: string }) {
  const plan = useAutopilotPlan(leagueId);
  const items: Act[] = (plan.data ?? []).map((a, i) => ({ ...a, id: `${a.at}-${i}` }));
  return (
    <ContainerTable<Act>
      title="What happens next" count={plan.data?.length} description="A dry run: what each automation that is on will do, and when. Nothing is done by showing it."
      items={items} columnDefinitions={ACT_COLUMNS} loading={plan.isLoading} loadingText="Working out what happens next"
      empty={<EmptyState title="Nothing planned" hint="Turn an automation on, or give it something to do." />}
      phoneCards={{ label: 'What happens next', header: 'summary', half: ['at', 'status'] }}
    />
  );
}

export function AutopilotLog({ leagueId }: { leagueId: string }) {
  const toast = useToast();
  const log = useAutopilotLog(leagueId);
  const { undo } = useAutopilotWrites(leagueId);
  const onUndo = async (e: Entry) => {
    try {
      await undo.mutateAsync(e.id);
      toast({ type: 'success', header: 'Undone' });
    } catch (err) {
      toast({ type: 'error', header: 'Could not undo', content: messageOf(err) });
    }
  };
  const columns: TableProps.ColumnDefinition<Entry>[] = [
    { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at) },
    { id: 'automation', header: 'Automation', cell: (e) => labelOf(e.automation) },
    { id: 'summary', header: 'What it did', cell: (e) => e.summary },
    {
      id: 'undo', header: 'Undo', minWidth: 120, cell: (e) => (e.undone_at
        ? <Box color="text-status-inactive">Undone {formatDateTime(e.undone_at)}</Box>
        : e.can_undo ? <Button onClick={() => void onUndo(e)} loading={undo.isPending && undo.variables === e.id} ariaLabel={`Undo: ${e.summary}`}>Undo</Button> : '-'),
    },
  ];
  return (
    <ContainerTable<Entry>
      title="Log" count={log.data?.length} description="What the automations did, newest first."
      items={log.data ?? []} columnDefinitions={columns} loading={log.isLoading} loadingText="Loading the log"
      empty={<EmptyState title="Nothing done yet" hint="What the automations do shows here." />}
      phoneCards={{ label: 'Log', header: 'summary', half: ['at', 'automation'] }}
    />
  );
}
