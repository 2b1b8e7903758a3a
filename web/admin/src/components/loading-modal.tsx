import Modal from '@cloudscape-design/components/modal';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

/**
 * A dialog whose form is a chunk of its own (lib/lazy-named.ts) shows this while that chunk loads: the dialog is
 * open at once, with its title, and can be closed.
 */
export function LoadingModal({ header, onDismiss }: { header: string; onDismiss: () => void }) {
  return (
    <Modal visible onDismiss={onDismiss} header={header} closeAriaLabel="Close dialog">
      <StatusIndicator type="loading">Loading...</StatusIndicator>
    </Modal>
  );
}
