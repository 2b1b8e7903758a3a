import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface FormActionsProps {
  /** The link-styled secondary action (Cancel, Reset, Back to sign in, Forgot password?). */
  secondaryLabel: string;
  onSecondary: () => void;
  submitLabel: string;
  busy: boolean;
  /** Cancel in a dialog stays usable while the form submits, so the person can always close it. */
  secondaryEnabledWhileBusy?: boolean;
  /** The submit cannot be sent yet (a required field is empty) or cannot succeed (a plan limit is reached; the form says why). */
  submitDisabled?: boolean;
}

/** The action bar every admin form ends with: a secondary link action, then the form's primary submit button. */
export function FormActions({ secondaryLabel, onSecondary, submitLabel, busy, secondaryEnabledWhileBusy, submitDisabled }: FormActionsProps) {
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      <Button variant="link" formAction="none" onClick={onSecondary} disabled={busy && !secondaryEnabledWhileBusy}>
        {secondaryLabel}
      </Button>
      <Button variant="primary" formAction="submit" loading={busy} disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </SpaceBetween>
  );
}
