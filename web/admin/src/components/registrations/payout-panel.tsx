// Where online registration fees go: the league's payout account (Stripe Connect Express). Its status, and the
// button that opens the provider's onboarding to connect it or finish connecting it. Only plans with the catalogue's
// has_payments take fees online; on the others this says which plans do, and registrations are paid offline.
// The provider's onboarding sends the organiser back here with `payouts=done` (finished) or `payouts=refresh` (left
// or expired); the panel then says how the set-up went, from the account's status as the provider reports it now.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { League } from '../../../../../shared/league-schema';
import { hasFeature, PLAN_CATALOGUE } from '../../../../../shared/plan-catalogue';
import { messageOf } from '../../lib/form-errors';
import { useSubscription } from '../../subscription/subscription-store';
import { useToast } from '../../toast/toast-context';
import { useNoticeParam } from '../../lib/use-notice-param';
import { RouterButton } from '../router-link';
import { usePayoutAccount, usePayoutOnboarding } from './registration-hooks';

const PAYMENT_PLANS = PLAN_CATALOGUE.filter((p) => hasFeature(p, 'has_payments')).map((p) => p.name);

export function PayoutPanel({ league }: { league: League }) {
  const toast = useToast();
  const { current, loading } = useSubscription();
  const allowed = Boolean(current && hasFeature(current.plan, 'has_payments'));
  const { data: account, isPending, error } = usePayoutAccount(league.id, allowed);
  const [opening, setOpening] = useState(false);
  const onboarding = usePayoutOnboarding(league.id);
  const [back, dismissBack] = useNoticeParam('payouts');

  async function onboard() {
    setOpening(true);
    try {
      window.location.assign((await onboarding.mutateAsync()).url);
    } catch (e) {
      toast({ type: 'error', header: 'Could not open the payout set-up', content: messageOf(e) });
      setOpening(false);
    }
  }

  const header = <Header variant="h2" description="Online registration fees are paid into the league's own payout account.">Online payments</Header>;
  if (loading) return <Container header={header}><StatusIndicator type="loading">Checking your plan</StatusIndicator></Container>;
  if (!allowed) {
    return (
      <Container header={header}>
        <SpaceBetween size="s">
          <Box color="text-body-secondary">
            Taking registration fees online by card is part of the {PAYMENT_PLANS.join(' and ')} plan{PAYMENT_PLANS.length === 1 ? '' : 's'}. On your plan, registrants pay the league directly and you mark them paid.
          </Box>
          <RouterButton href="/pricing">See plans</RouterButton>
        </SpaceBetween>
      </Container>
    );
  }
  const status = account?.status ?? 'not_connected';
  return (
    <Container header={header}>
      <SpaceBetween size="m">
        {back && account && <OnboardingOutcome status={status} left={back !== 'done'} onDismiss={dismissBack} />}
        {error && <StatusIndicator type="error">{messageOf(error)}</StatusIndicator>}
        {isPending ? <StatusIndicator type="loading">Loading the payout account</StatusIndicator> : account && (
          <KeyValuePairs columns={3} items={[
            {
              label: 'Payout account',
              value: status === 'active' ? <StatusIndicator type="success">Connected</StatusIndicator>
                : status === 'pending' ? <StatusIndicator type="pending">Set-up not finished</StatusIndicator>
                  : <StatusIndicator type="stopped">Not connected</StatusIndicator>,
            },
            { label: 'Card payments', value: account.charges_enabled ? 'Enabled' : 'Not yet' },
            { label: 'Platform fee', value: `${account.application_fee_percent}% of each online payment` },
          ]} />
        )}
        {!isPending && status !== 'active' && (
          <Button variant="primary" loading={opening} onClick={() => void onboard()}>
            {status === 'pending' ? 'Finish connecting' : 'Connect a payout account'}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** What the organiser reads on coming back from the provider's onboarding. */
function OnboardingOutcome({ status, left, onDismiss }: { status: string; left: boolean; onDismiss: () => void }) {
  if (status === 'active') {
    return <Alert type="success" dismissible onDismiss={onDismiss} header="Payout account connected">Registration fees paid online now go to the league's account.</Alert>;
  }
  return (
    <Alert type={left ? 'warning' : 'info'} dismissible onDismiss={onDismiss} header={left ? 'Payout set-up not finished' : 'The provider is still checking the account'}>
      {left ? 'Registrants cannot pay online until the payout account is connected. Finish connecting when you are ready.'
        : 'Card payments start once the provider has checked the details. Come back to this tab to see the status.'}
    </Alert>
  );
}
