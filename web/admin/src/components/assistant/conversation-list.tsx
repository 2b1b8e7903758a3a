// The person's earlier conversations with the assistant (kept 30 days): each opens to read and continue, or is
// deleted (after a confirmation).
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatWhen } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { EmptyState } from '../empty-state';
import { useConversations, useDeleteConversation } from './assistant-hooks';

export function ConversationList({ onOpen, onDeleted }: { onOpen: (id: string) => void; onDeleted: (id: string) => void }) {
  const list = useConversations(true);
  const remove = useDeleteConversation();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  if (list.error) return <Alert type="error" header="Could not load your conversations">{messageOf(list.error)}</Alert>;
  if (!list.data) return <StatusIndicator type="loading">Loading your conversations...</StatusIndicator>;
  const conversations = list.data.conversations;
  return (
    <>
      {conversations.length === 0 ? (
        <EmptyState title="No earlier conversations" hint="Conversations are kept for 30 days." padding="s" />
      ) : (
        <ul className="assistant-history" aria-label="Earlier conversations">
          {conversations.map((c) => (
            <li key={c.id}>
              <div className="assistant-history__title">
                <Button variant="inline-link" onClick={() => onOpen(c.id)} ariaLabel={`Open conversation: ${c.title}`}>{c.title}</Button>
                <Box variant="small" display="block" color="text-body-secondary">{formatWhen(c.updated_at)}</Box>
              </div>
              <Button variant="icon" iconName="remove" ariaLabel={`Delete conversation: ${c.title}`} onClick={() => setDeleting({ id: c.id, title: c.title })} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteModal
        visible={deleting !== null}
        header="Delete conversation"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => { onDeleted(deleting.id); setDeleting(null); } })}
      >
        <SpaceBetween size="s">
          <span>Delete “{deleting?.title}”? Its questions and answers go; what was changed stays changed.</span>
          {remove.error && <Alert type="error">{messageOf(remove.error)}</Alert>}
        </SpaceBetween>
      </ConfirmDeleteModal>
    </>
  );
}
