import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** The action bar of the password-reset forms: back to sign in, and the form's own submit button. */
export function BackAndSubmit({ submitLabel, busy, onBack }: { submitLabel: string; busy: boolean; onBack: () => void }) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="link" formAction="none" onClick={onBack} disabled={busy}>
        Back to sign in
      </Button>
      <Button variant="primary" formAction="submit" loading={busy} disabled={busy}>
        {submitLabel}
      </Button>
    </SpaceBetween>
  );
}
