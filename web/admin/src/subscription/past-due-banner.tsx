// A failed plan payment, said where the organiser works (the dashboard, League Management), not only on
// /subscription: the deadline is the stored grace date, worded as the e-mail words it, and the action fixes the card.
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { pastDueBanner } from '../../../../shared/plan-billing-words';
import { useBillingActions } from './billing';
import { useSubscription } from './subscription-store';

export function PastDueBanner() {
  const { current } = useSubscription();
  const actions = useBillingActions();
  const sub = current?.subscription;
  if (!current || current.is_free || sub?.status !== 'past_due' || !sub.grace_until) return null;
  return (
    <Alert
      type="warning"
      header="Payment failed"
      action={<Button loading={actions.busy === 'portal'} onClick={() => actions.openPortal()}>Update card</Button>}
    >
      {pastDueBanner(current.plan.name, sub.grace_until)}
    </Alert>
  );
}
