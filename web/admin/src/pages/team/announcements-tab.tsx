// The announcements tab: pinned first, then newest; the team's admin and manager post (New Announcement), edit and
// delete them. Content is plain text, shown with its line breaks and never as HTML.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import Toggle from '@cloudscape-design/components/toggle';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TeamAnnouncement, TeamDetail } from '../../../../../shared/api-contract';
import { TEAM_PAGE_MESSAGES } from '../../../../../shared/team-page-schema';
import { formatDateTime } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { useEditDialog } from '../../lib/use-edit-dialog';
import { useAuth } from '../../auth/auth-context';
import { useToast } from '../../toast/toast-context';
import { AnnouncementFormModal } from './announcement-form-modal';
import { useAnnouncementWrites, useMyTeamMail, useTeamAnnouncements } from './team-page-hooks';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';

function AnnouncementCard({ a, canManage, onEdit, onDelete }: { a: TeamAnnouncement; canManage: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <Container
      header={
        <Header
          variant="h3"
          description={`${a.author_name || 'Team'} · ${formatDateTime(a.created_at)}`}
          actions={canManage && (
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={onEdit} ariaLabel={`Edit ${a.title}`}>Edit</Button>
              <Button onClick={onDelete} ariaLabel={`Delete ${a.title}`}>Delete</Button>
            </SpaceBetween>
          )}
        >
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <span>{a.title}</span>
            {a.is_pinned && <Badge color="blue">Pinned</Badge>}
            <Badge color={a.is_public ? 'green' : 'grey'}>{a.is_public ? 'Public' : 'Team only'}</Badge>
          </SpaceBetween>
        </Header>
      }
    >
      <div className="team-announcement__content">{a.content}</div>
    </Container>
  );
}

/** The member's own switch for this team's announcement e-mails (the same choice as each e-mail's unsubscribe link). */
function MyMailSwitch({ teamId }: { teamId: string }) {
  const toast = useToast();
  const { query, set } = useMyTeamMail(teamId);
  if (!query.data) return null;
  return (
    <Toggle
      checked={query.data.announcements_email}
      disabled={set.isPending}
      onChange={({ detail }) => set.mutate(detail.checked, { onError: (err) => toast({ type: 'error', header: 'Could not change your e-mails', content: messageOf(err) }) })}
    >
      {TEAM_PAGE_MESSAGES.mailChoiceLabel}
    </Toggle>
  );
}

export function AnnouncementsTab({ team }: { team: TeamDetail }) {
  const toast = useToast();
  const { user } = useAuth();
  // Announcements are e-mailed to the team's manager and players: only they have e-mails to start or stop.
  const onTeam = Boolean(user && (team.manager.id === user.id || team.players.some((p) => p.user_id === user.id)));
  const list = useTeamAnnouncements(team.id);
  const writes = useAnnouncementWrites(team.id);
  const dialog = useEditDialog<TeamAnnouncement>();
  const [deleting, setDeleting] = useState<TeamAnnouncement | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove.mutateAsync(deleting.id);
      toast({ type: 'success', header: TEAM_PAGE_MESSAGES.announcementDeleted });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: TEAM_PAGE_MESSAGES.announcementDeleteFailed, content: messageOf(err) });
    }
  }

  return (
    <SpaceBetween size="l">
      <Header
        variant="h2"
        counter={list.data ? `(${list.data.length})` : undefined}
        description="Pinned first, then newest."
        actions={team.can_manage && <Button variant="primary" onClick={dialog.create}>New Announcement</Button>}
      >
        Announcements
      </Header>
      {onTeam && <MyMailSwitch teamId={team.id} />}
      {list.isPending && (
        <div role="status" aria-label="Loading announcements">
          <SpaceBetween size="m">{[0, 1].map((i) => <Skeleton key={i} height="96px" width="100%" />)}</SpaceBetween>
        </div>
      )}
      {list.isError && (
        <Alert type="error" header="Could not load the announcements" action={<Button onClick={() => void list.refetch()}>Retry</Button>}>
          {messageOf(list.error)}
        </Alert>
      )}
      {list.data?.length === 0 && (
        <Box textAlign="center" color="inherit" padding="l">{TEAM_PAGE_MESSAGES.announcementsEmpty}</Box>
      )}
      {list.data?.map((a) => (
        <AnnouncementCard key={a.id} a={a} canManage={team.can_manage} onEdit={() => dialog.edit(a)} onDelete={() => setDeleting(a)} />
      ))}
      <AnnouncementFormModal teamId={team.id} announcement={dialog.editing} visible={dialog.visible} onDismiss={dialog.dismiss} />
      <ConfirmDeleteModal visible={deleting !== null} header="Delete Announcement" busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        {deleting && `Are you sure you want to delete "${deleting.title}"? This action cannot be undone.`}
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
