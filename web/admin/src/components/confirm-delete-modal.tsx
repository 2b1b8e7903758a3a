// The confirmation every delete asks for (spec: 'Deleting a team, article or page asks for confirmation'): a
// sentence saying what goes, Cancel, and a Delete that shows it is working until the write answers.
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

export function ConfirmDeleteModal({ visible, header, busy, onCancel, onConfirm, children }: {
  visible: boolean; header: string; busy: boolean; onCancel: () => void; onConfirm: () => void; children: ReactNode;
}) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={header}
      closeAriaLabel="Close dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>Cancel</Button>
            <Button variant="primary" loading={busy} onClick={onConfirm}>Delete</Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
