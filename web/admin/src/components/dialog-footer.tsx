// The footer of an admin dialog that asks before acting: Cancel (a link action that closes it), then the dialog's
// own buttons, at the right.
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface Props {
  onCancel: () => void;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** While a write that cannot be called back runs (deleting a league or an account). */
  cancelDisabled?: boolean;
  children: ReactNode;
}

export function DialogFooter({ onCancel, cancelLabel = 'Cancel', cancelDisabled, children }: Props) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onCancel} disabled={cancelDisabled}>{cancelLabel}</Button>
        {children}
      </SpaceBetween>
    </Box>
  );
}
