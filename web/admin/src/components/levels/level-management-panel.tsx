// Level Management panel (spec section 2): a card per active level with its name, type badge, description
// summary, team count and order number (order + 1), Edit, Delete and moving up or down; Create Level; the empty
// state 'No levels created yet'. The level limit's banner shows from 80 percent of the plan's levels; at the limit
// Create Level is disabled with the reason, before any form.
import { useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Level } from '../../../../../shared/api-contract';
import { LEVEL_GENDER_LABEL, LEVEL_MESSAGES, LEVEL_TYPE_LABEL } from '../../../../../shared/level-schema';
import { limitReachedMessage } from '../../../../../shared/subscription-schema';
import { messageOf } from '../../lib/form-errors';
import { useEditDialog } from '../../lib/use-edit-dialog';
import { useToast } from '../../toast/toast-context';
import { UsageBanner } from '../usage-banner';
import { useLimitCheck } from '../usage-hooks';
import { LevelFormModal } from './level-form-modal';
import { DivisionsModal } from './divisions-modal';
import { useLevels, useLevelWrites } from './level-hooks';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { EmptyState } from '../empty-state';

const TYPE_BADGE = { age: 'blue', skill: 'green', custom: 'grey' } as const;

function details(l: Level): string {
  const parts: string[] = [];
  if (l.level_type === 'age' && (l.age_min !== null || l.age_max !== null)) parts.push(`Ages ${l.age_min ?? 'any'} to ${l.age_max ?? 'any'}`);
  if (l.level_type === 'skill' && l.skill_level !== null) parts.push(`Skill level ${l.skill_level} of 10`);
  if (l.gender && l.gender !== 'any') parts.push(LEVEL_GENDER_LABEL[l.gender]);
  return parts.join(', ');
}

const summary = (s: string | null) => (!s ? '' : s.length > 120 ? `${s.slice(0, 117)}...` : s);

export function LevelManagementPanel({ league }: { league: { id: string; name: string } }) {
  const toast = useToast();
  const { data: levels = [], isPending, error } = useLevels(league.id);
  const writes = useLevelWrites(league.id);
  const dialog = useEditDialog<Level>();
  const [deleting, setDeleting] = useState<Level | null>(null);
  const [dividing, setDividing] = useState<string | null>(null);
  // At the plan's level limit Create Level says so instead of opening a form the server would refuse.
  const { data: room } = useLimitCheck('max_levels_per_league', league.id);
  const full = room ? !room.allowed : false;

  async function move(index: number, by: -1 | 1) {
    const ids = levels.map((l) => l.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    try {
      await writes.reorder.mutateAsync(ids);
    } catch (err) {
      toast({ type: 'error', header: LEVEL_MESSAGES.updateFailed, content: messageOf(err) });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove.mutateAsync(deleting.id);
      toast({ type: 'success', header: LEVEL_MESSAGES.deleted });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: LEVEL_MESSAGES.deleteFailed, content: messageOf(err) });
    }
  }

  return (
    <SpaceBetween size="l">
      <UsageBanner limitKey="max_levels_per_league" leagueId={league.id} />
      <Cards<Level>
        items={levels}
        loading={isPending}
        loadingText="Loading levels"
        trackBy="id"
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Levels' }}
        cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 960, cards: 3 }]}
        header={
          <Header
            variant="h2"
            counter={isPending ? undefined : `(${levels.length})`}
            description={error ? LEVEL_MESSAGES.fetchFailed : `Levels of ${league.name}, by age, skill or your own grouping; a level can be split into divisions. A team is put in a level when it is created (Create Team).`}
            actions={
              <Button variant="primary" disabled={full} disabledReason={limitReachedMessage('max_levels_per_league')} onClick={dialog.create}>
                Create Level
              </Button>
            }
          >
            Levels
          </Header>
        }
        cardDefinition={{
          header: (l) => (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box variant="h3" padding="n">{l.name}</Box>
              <Badge color={TYPE_BADGE[l.level_type]}>{LEVEL_TYPE_LABEL[l.level_type]}</Badge>
            </SpaceBetween>
          ),
          sections: [
            { id: 'details', content: (l) => details(l) || null },
            { id: 'description', content: (l) => summary(l.description) || <Box color="text-body-secondary">No description</Box> },
            {
              id: 'figures',
              content: (l) => (
                <Box color="text-body-secondary">
                  {l.team_count} {l.team_count === 1 ? 'team' : 'teams'}{l.max_teams_per_level !== null ? ` of ${l.max_teams_per_level}` : ''} · Order {l.display_order + 1}
                </Box>
              ),
            },
            {
              id: 'divisions',
              header: 'Divisions',
              content: (l) => (l.divisions.length === 0 ? <Box color="text-body-secondary">Not split into divisions</Box> : (
                <Box>{l.divisions.map((d) => `${d.name} (${d.team_ids.length})`).join(' · ')}</Box>
              )),
            },
            {
              id: 'actions',
              content: (l) => {
                const i = levels.findIndex((x) => x.id === l.id);
                return (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button onClick={() => dialog.edit(l)} ariaLabel={`Edit ${l.name}`}>Edit</Button>
                    <Button onClick={() => setDeleting(l)} ariaLabel={`Delete ${l.name}`}>Delete</Button>
                    <Button onClick={() => setDividing(l.id)} ariaLabel={`Divisions of ${l.name}`}>Divisions</Button>
                    <Button iconName="arrow-up" variant="icon" ariaLabel={`Move ${l.name} up`} disabled={i === 0 || writes.reorder.isPending} onClick={() => void move(i, -1)} />
                    <Button iconName="arrow-down" variant="icon" ariaLabel={`Move ${l.name} down`} disabled={i === levels.length - 1 || writes.reorder.isPending} onClick={() => void move(i, 1)} />
                  </SpaceBetween>
                );
              },
            },
          ],
        }}
        empty={<EmptyState title={LEVEL_MESSAGES.empty} hint="Create a level to group teams by age, skill or division." />}
      />
      <LevelFormModal leagueId={league.id} level={dialog.editing} visible={dialog.visible} onDismiss={dialog.dismiss} />
      <DivisionsModal leagueId={league.id} levelId={dividing} onDismiss={() => setDividing(null)} />
      <ConfirmDeleteModal visible={deleting !== null} header="Delete Level" busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        Are you sure you want to delete "{deleting?.name}"? Its teams keep their history; the level no longer shows.
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
