import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { MSG } from '../../../../../shared/messages';
import type { CurrentSubscriptionResponse } from '../../../../../shared/subscription-schema';
import { useAuth } from '../../auth/auth-context';
import { planEndedWords } from '../../../../../shared/plan-billing-words';
import { useBillingActions } from '../../subscription/billing';
import { RouterButton } from '../../components/router-link';
import { periodLabel, promotionOff, promotionApplies, statusLabel, statusTone } from '../../subscription/format';
import { PlanCard, PlanPrice } from '../../subscription/plan-card';
import { PromoCodeForm } from '../../subscription/promo-code-form';
import { useSubscription } from '../../subscription/subscription-store';
import { usePlans } from '../../subscription/use-plans';
import { useUsage } from './hooks';
import { UsagePanel } from './usage-panel';
import { BillingPanel, CheckoutReturn, stateInWords } from './billing-panel';
import { BillingDetailsPanel } from './billing-details-panel';

function QuickActions({ canUpgrade, pastDue }: { canUpgrade: boolean | null; pastDue: boolean }) {
  return (
    <Container fitHeight header={<Header variant="h2">Quick actions</Header>}>
      <SpaceBetween direction="horizontal" size="xs">
        {canUpgrade && !pastDue && (
          <RouterButton variant="primary" href="/pricing">
            Upgrade plan
          </RouterButton>
        )}
        <RouterButton href="/pricing">Compare plans</RouterButton>
        <RouterButton href="/create-league">Create League</RouterButton>
        <RouterButton href="/dashboard">Dashboard</RouterButton>
      </SpaceBetween>
    </Container>
  );
}

/** Signed out: the spec's message and the free plan, from the plans list. */
function SignedOut() {
  const { plans, loading, failed } = usePlans();
  const free = plans.find((p) => p.slug === 'free');
  return (
    <SpaceBetween size="l">
      <Alert
        type="info"
        action={
          <RouterButton href="/auth">Sign In</RouterButton>
        }
      >
        {MSG.subscription.loginToView}
      </Alert>
      {loading && <StatusIndicator type="loading">Loading plans...</StatusIndicator>}
      {failed && <Alert type="error">{MSG.subscription.plansLoadFailed}</Alert>}
      {free && (
        <div className="subscription-free-plan">
          <PlanCard
            plan={free}
            cycle="monthly"
            promotion={null}
            actions={
              <RouterButton href="/pricing" ariaLabel="Compare plans">
                Compare plans
              </RouterButton>
            }
          />
        </div>
      )}
    </SpaceBetween>
  );
}

/** The current plan's main action: fix the card while a payment failed, else upgrade (or change) plan. */
function PlanAction({ current, canUpgrade }: { current: CurrentSubscriptionResponse; canUpgrade: boolean | null }) {
  const actions = useBillingActions();
  if (!current.is_free && current.subscription?.status === 'past_due') {
    return <Button variant="primary" loading={actions.busy === 'portal'} onClick={() => actions.openPortal()}>Update card</Button>;
  }
  if (canUpgrade === null) return null;
  return canUpgrade
    ? <RouterButton variant="primary" href="/pricing">Upgrade plan</RouterButton>
    : <RouterButton href="/pricing">Change plan</RouterButton>;
}

function CurrentPlan({ current, canUpgrade }: { current: CurrentSubscriptionResponse; canUpgrade: boolean | null }) {
  const { plans } = usePlans();
  const sub = current.subscription;
  // A user who never had a paid plan has no subscription record, and one whose trial ended is back on free: either
  // way the free plan is simply active (what ended is said below, not shown as an error).
  const status = current.is_free ? 'active' : sub?.status ?? 'active';
  const ended = current.is_free && sub?.current_period_end ? sub : null;
  const cycle = sub?.billing_cycle ?? 'monthly';
  const promotion = promotionApplies(current.promotion, current.plan) ? current.promotion : null;
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={<PlanAction current={current} canUpgrade={canUpgrade} />}
        >
          Current plan
        </Header>
      }
    >
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Plan', value: <Box variant="h3" padding="n">{current.plan.name}</Box> },
          { label: 'Price', value: <PlanPrice plan={current.plan} cycle={cycle} promotion={promotion} /> },
          {
            label: 'Status',
            // Only a status that needs the user's action is destructive; a running trial is as healthy as active.
            value: (
              <StatusIndicator type={statusTone(status).type} iconAriaLabel={statusTone(status).iconLabel}>
                {statusLabel(status)}
              </StatusIndicator>
            ),
          },
          {
            label: sub?.status === 'trialing' ? 'Trial' : 'Billing period',
            value: (current.is_free ? null : periodLabel(sub)) ?? (current.is_free ? 'No end date' : '-'),
          },
        ]}
      />
      {stateInWords(current) && (
        <Box padding={{ top: 'm' }}>
          <Alert type={sub?.status === 'past_due' ? 'warning' : 'info'} header={sub?.status === 'past_due' ? 'Payment failed' : undefined}>
            {stateInWords(current)}
          </Alert>
        </Box>
      )}
      {ended && (
        <Box padding={{ top: 'm' }}>
          <Alert type="info">
            {planEndedWords(plans.find((p) => p.slug === ended.plan_slug)?.name ?? ended.plan_slug, ended.ended_reason, ended.ended_at ?? ended.current_period_end!)}
          </Alert>
        </Box>
      )}
      {current.promotion && (
        <Box padding={{ top: 'm' }}>
          <StatusIndicator type="success">
            Promotion {current.promotion.code}: {current.promotion.name}, {promotionOff(current.promotion)}
            {current.promotion.plan_slug ? ` ${current.promotion.plan_slug === current.plan.slug ? current.plan.name : 'a paid plan'}` : ' every paid plan'}
          </StatusIndicator>
        </Box>
      )}
    </Container>
  );
}

function SignedIn() {
  const { loading, current, error, refresh } = useSubscription();
  const usage = useUsage(true);
  const { plans } = usePlans();
  // Someone on the top plan is not offered an upgrade (null while the plans load: nothing offered yet).
  const canUpgrade = current && plans.length > 0 ? plans.some((p) => p.display_order > current.plan.display_order) : null;
  if (loading) return <StatusIndicator type="loading">Loading your subscription...</StatusIndicator>;
  if (!current) {
    return (
      <Alert
        type="error"
        action={<Button onClick={() => void refresh()}>Retry</Button>}
        header={MSG.subscription.loadFailed}
      >
        {error}
      </Alert>
    );
  }
  return (
    <SpaceBetween size="l">
      <CheckoutReturn />
      <CurrentPlan current={current} canUpgrade={canUpgrade} />
      <BillingPanel current={current} />
      <BillingDetailsPanel />
      <UsagePanel plan={current.plan} usage={usage.usage} loading={usage.loading} failed={usage.failed} />
      <ColumnLayout columns={2}>
        <Container
          fitHeight
          header={
            <Header variant="h2" description="Have a promo code? Apply it to your account.">
              Promo code
            </Header>
          }
        >
          <PromoCodeForm />
        </Container>
        <QuickActions canUpgrade={canUpgrade} pastDue={!current.is_free && current.subscription?.status === 'past_due'} />
      </ColumnLayout>
    </SpaceBetween>
  );
}

export default function SubscriptionPage() {
  const auth = useAuth();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description="Your plan, what you use of it, and promotions.">
          Subscription
        </Header>
      }
    >
      {auth.loading ? <StatusIndicator type="loading">{MSG.auth.loading}</StatusIndicator> : auth.user ? <SignedIn /> : <SignedOut />}
    </ContentLayout>
  );
}
