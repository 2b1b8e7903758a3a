// Season Management panel (spec section 2): a card per season with its name, status badge (active green, upcoming
// blue, completed grey), date range 'MMM d - MMM d, yyyy', team count and games count, Edit and Delete, and the
// status actions: Activate (asking to complete the current active season) and Complete. Create Season; the empty
// state 'No seasons created yet'; the season limit's banner from 80 percent of the plan's seasons. A season with
// re-invitations says how many are pending and how many teams were not invited; Invitations lists them.
import { useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Season } from '../../../../../shared/api-contract';
import { SEASON_MESSAGES, SEASON_STATUS_LABEL } from '../../../../../shared/season-schema';
import { messageOf } from '../../lib/form-errors';
import { leaguePath } from '../../lib/league-pages';
import { useEditDialog } from '../../lib/use-edit-dialog';
import { useToast } from '../../toast/toast-context';
import { UsageBanner } from '../usage-banner';
import { seasonDateRange } from './season-dates';
import { SeasonFormModal } from './season-form-modal';
import { useSeasons, useSeasonWrites } from './season-hooks';
import { SeasonInvitationsModal } from './season-invitations-modal';
import { useLeagueInvitations } from '../invitations/pending-invitation-hooks';
import { DialogFooter } from '../dialog-footer';
import { EmptyState } from '../empty-state';
import { RouterButton } from '../router-link';

export const SEASON_BADGE = { active: 'green', upcoming: 'blue', completed: 'grey' } as const;

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

type Confirm = { kind: 'delete' | 'activate' | 'complete'; season: Season } | null;

export function SeasonManagementPanel({ league }: { league: { id: string; name: string } }) {
  const toast = useToast();
  const { data: seasons = [], isPending, error } = useSeasons(league.id);
  const writes = useSeasonWrites(league.id);
  const dialog = useEditDialog<Season>();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [invitationsOf, setInvitationsOf] = useState<Season | null>(null);
  const active = seasons.find((s) => s.status === 'active') ?? null;
  const { invitations } = useLeagueInvitations(league.id);
  const reinvitationLine = (s: Season) => {
    const pending = invitations.filter((i) => i.kind === 'season_team' && i.season_id === s.id).length;
    const left = s.not_invited?.length ?? 0;
    return [pending ? `${pending} re-invitation${pending === 1 ? '' : 's'} pending` : '', left ? `${plural(left, 'team')} not invited` : ''].filter(Boolean).join(' · ');
  };

  async function run() {
    if (!confirm) return;
    const { kind, season } = confirm;
    try {
      if (kind === 'delete') {
        await writes.remove.mutateAsync(season.id);
        toast({ type: 'success', header: SEASON_MESSAGES.deleted });
      } else {
        await writes.status.mutateAsync({ id: season.id, body: kind === 'activate' ? { status: 'active', complete_current: true } : { status: 'completed' } });
        toast({ type: 'success', header: SEASON_MESSAGES.updated, content: kind === 'activate' ? `${season.name} is now the active season.` : `${season.name} is completed.` });
      }
      setConfirm(null);
    } catch (err) {
      toast({ type: 'error', header: kind === 'delete' ? SEASON_MESSAGES.deleteFailed : SEASON_MESSAGES.updateFailed, content: messageOf(err) });
    }
  }

  async function activate(season: Season) {
    // With another season active, ask first: activating completes it.
    if (active) {
      setConfirm({ kind: 'activate', season });
      return;
    }
    try {
      await writes.status.mutateAsync({ id: season.id, body: { status: 'active' } });
      toast({ type: 'success', header: SEASON_MESSAGES.updated, content: `${season.name} is now the active season.` });
    } catch (err) {
      toast({ type: 'error', header: SEASON_MESSAGES.updateFailed, content: messageOf(err) });
    }
  }

  const confirmText = !confirm ? '' : {
    delete: `Are you sure you want to delete "${confirm.season.name}"? This action cannot be undone.`,
    activate: `"${active?.name}" is the active season. Complete it and make "${confirm.season.name}" the active season? A completed season cannot become active again.`,
    complete: `Complete "${confirm.season.name}"? A completed season cannot become active again.`,
  }[confirm.kind];
  const confirmLabel = !confirm ? '' : { delete: 'Delete', activate: 'Complete and activate', complete: 'Complete season' }[confirm.kind];
  const confirmHeader = !confirm ? '' : { delete: 'Delete Season', activate: 'Activate Season', complete: 'Complete Season' }[confirm.kind];

  return (
    <SpaceBetween size="l">
      <UsageBanner limitKey="max_seasons_per_league" leagueId={league.id} />
      <Cards<Season>
        items={seasons}
        loading={isPending}
        loadingText="Loading seasons"
        trackBy="id"
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Seasons' }}
        cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 960, cards: 3 }]}
        header={
          <Header
            variant="h2"
            counter={isPending ? undefined : `(${seasons.length})`}
            description={error ? SEASON_MESSAGES.fetchFailed : `Seasons of ${league.name}: upcoming, then active (one at a time), then completed.`}
            actions={<Button variant="primary" onClick={dialog.create}>Create Season</Button>}
          >
            Seasons
          </Header>
        }
        cardDefinition={{
          header: (s) => (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box variant="h3" padding="n">{s.name}</Box>
              <Badge color={SEASON_BADGE[s.status]}>{SEASON_STATUS_LABEL[s.status]}</Badge>
              {s.draft && <Badge color="grey">Draft: not public</Badge>}
            </SpaceBetween>
          ),
          sections: [
            { id: 'dates', content: (s) => seasonDateRange(s.start_date, s.end_date) },
            { id: 'figures', content: (s) => <Box color="text-body-secondary">{plural(s.team_count, 'team')} · {plural(s.games_count, 'game')}</Box> },
            { id: 'reinvitations', content: (s) => (reinvitationLine(s) ? <Box color="text-status-info">{reinvitationLine(s)}</Box> : null) },
            {
              id: 'actions',
              content: (s) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => dialog.edit(s)} ariaLabel={`Edit ${s.name}`}>Edit</Button>
                  <Button onClick={() => setConfirm({ kind: 'delete', season: s })} ariaLabel={`Delete ${s.name}`}>Delete</Button>
                  {/* A season the autopilot drafted goes live from the Autopilot page (confirm, or its day). */}
                  {s.draft && <RouterButton href={leaguePath(league.id, 'autopilot')} ariaLabel={`Review ${s.name} on the Autopilot page`}>Review draft</RouterButton>}
                  {s.status === 'upcoming' && !s.draft && (
                    <Button onClick={() => void activate(s)} ariaLabel={`Activate ${s.name}`} loading={writes.status.isPending && writes.status.variables?.id === s.id}>Activate</Button>
                  )}
                  {s.status === 'active' && (
                    <Button onClick={() => setConfirm({ kind: 'complete', season: s })} ariaLabel={`Complete ${s.name}`}>Complete</Button>
                  )}
                  <Button onClick={() => setInvitationsOf(s)} ariaLabel={`Invitations of ${s.name}`}>Invitations</Button>
                </SpaceBetween>
              ),
            },
          ],
        }}
        empty={<EmptyState title={SEASON_MESSAGES.empty} hint="Create a season to set its dates and the teams taking part." />}
      />
      <SeasonFormModal
        leagueId={league.id}
        season={dialog.editing}
        seasons={seasons}
        visible={dialog.visible}
        onDismiss={dialog.dismiss}
      />
      <SeasonInvitationsModal leagueId={league.id} season={invitationsOf} onDismiss={() => setInvitationsOf(null)} />
      <Modal
        visible={confirm !== null}
        onDismiss={() => setConfirm(null)}
        header={confirmHeader}
        closeAriaLabel="Close dialog"
        footer={
          <DialogFooter onCancel={() => setConfirm(null)}>
            <Button variant="primary" loading={writes.remove.isPending || writes.status.isPending} onClick={() => void run()}>{confirmLabel}</Button>
          </DialogFooter>
        }
      >
        {confirmText}
      </Modal>
    </SpaceBetween>
  );
}
