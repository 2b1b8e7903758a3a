// The confirmation every delete asks for (spec: 'Deleting a team, article or page asks for confirmation'): a
// sentence saying what goes, Cancel, and a Delete that shows it is working until the write answers.
import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { DialogFooter } from './dialog-footer';

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
        <DialogFooter onCancel={onCancel}>
          <Button variant="primary" loading={busy} onClick={onConfirm}>Delete</Button>
        </DialogFooter>
      }
    >
      {children}
    </Modal>
  );
}
