import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { MSG } from '../../../../../shared/messages';
import type { Plan } from '../../../../../shared/plan-catalogue';
import { TRIAL_DAYS } from '../../../../../shared/subscription-schema';
import { useAuth } from '../../auth/auth-context';
import { formatLongDate } from '../../lib/format';
import { promotionOff, type BillingCycle } from '../../subscription/format';
import { PromoCodeForm } from '../../subscription/promo-code-form';
import { useSubscription } from '../../subscription/subscription-store';
import { usePlans } from '../../subscription/use-plans';
import { usePlanChange } from './hooks';
import { useBillingActions, useCheckout } from '../../subscription/billing';
import { getConfig } from '../../config';
import { useNoticeParam } from '../../lib/use-notice-param';
import { BILLING_OPTIONS, TRIAL_LABEL } from './pricing-config';
import { RouterButton } from '../../components/router-link';
import { PlanCard } from '../../subscription/plan-card';
import { DialogFooter } from '../../components/dialog-footer';

export default function PricingPage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const { plans, loading, failed } = usePlans();
  const subscription = useSubscription();
  const { change, busySlug: changingSlug } = usePlanChange();
  const checkout = useCheckout();
  const billing = useBillingActions();
  const busySlug = changingSlug ?? checkout.busySlug;
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [confirmDowngrade, setConfirmDowngrade] = useState<Plan | null>(null);
  // The provider's hosted checkout sends a buyer who cancels back here with checkout=cancelled.
  const [checkoutReturn, dismissCancelled] = useNoticeParam('checkout');
  const checkoutCancelled = checkoutReturn === 'cancelled';

  const current = subscription.current;
  const promotion = current?.promotion ?? null;
  const currentSlug = current?.plan.slug ?? 'free';
  const sub = current?.subscription ?? null;
  const downgradeScheduled = Boolean(sub?.cancel_at_period_end && current && !current.is_free);
  const periodEnd = sub?.current_period_end ? formatLongDate(sub.current_period_end) : '';
  // A user has one trial: a live subscription moves between paid plans; once it has ended there is none to start.
  const onPaidPlan = Boolean(current && !current.is_free && sub);
  const trialUsed = Boolean(current?.is_free && sub);
  // Paid by card: plan changes go through the payment provider (its portal), a downgrade is a cancel at period end.
  const paysByCard = Boolean(onPaidPlan && sub?.is_paid);
  const trialing = Boolean(onPaidPlan && sub?.status === 'trialing' && !sub?.is_paid);
  // Without a payment provider (a cloud stage with no payment secret yet) only the trial is offered.
  const canPay = getConfig().payments === true;
  const subscribeButton = (plan: Plan, variant: 'primary' | 'normal', label = `Subscribe to ${plan.name}`) => !canPay ? null : (
    <Button variant={variant} fullWidth loading={checkout.busySlug === plan.slug} disabled={busySlug !== null} onClick={() => checkout.checkout(plan, cycle)}>
      {label}
    </Button>
  );

  function actionsFor(plan: Plan) {
    const paid = plan.price_monthly > 0;
    if (auth.loading || (subscription.signedIn && subscription.loading)) {
      return <Button disabled loading fullWidth>{paid ? TRIAL_LABEL : 'Get Started'}</Button>;
    }
    if (!subscription.signedIn) {
      return (
        <Button variant={paid ? 'primary' : 'normal'} fullWidth onClick={() => navigate('/auth')}>
          {paid ? TRIAL_LABEL : 'Get Started'}
        </Button>
      );
    }
    if (plan.slug === currentSlug) {
      return (
        <>
          <Button disabled fullWidth>
            Current plan
          </Button>
          {paid && downgradeScheduled && (
            <>
              <Box variant="small" color="text-body-secondary">
                Ends {periodEnd}. Keep it to stay on {plan.name}.
              </Box>
              <Button
                fullWidth
                loading={busySlug === plan.slug || billing.busy === 'resume'}
                onClick={() => (paysByCard ? billing.resume() : void change(plan, sub?.billing_cycle ?? cycle, 'keep'))}
              >
                Keep {plan.name}
              </Button>
            </>
          )}
          {paid && trialing && canPay && (
            <>
              <Box variant="small" color="text-body-secondary">
                Your trial ends {periodEnd}. Subscribe to keep {plan.name}: the first payment is taken then.
              </Box>
              {subscribeButton(plan, 'primary')}
            </>
          )}
        </>
      );
    }
    if (!paid) {
      return downgradeScheduled ? (
        <>
          <Button disabled fullWidth>
            Downgrade scheduled
          </Button>
          <Box variant="small" color="text-body-secondary">
            Your plan moves to {plan.name} on {periodEnd}.
          </Box>
        </>
      ) : (
        <>
          <Button fullWidth loading={busySlug === plan.slug} onClick={() => setConfirmDowngrade(plan)}>
            Downgrade to Free
          </Button>
          <Box variant="small" color="text-body-secondary">
            Takes effect at the end of your current billing period{periodEnd ? ` (${periodEnd})` : ''}.
          </Box>
        </>
      );
    }
    if (paysByCard) {
      // A plan paid by card moves at a prorated price: the Subscription page shows what it costs before confirming.
      return (
        <>
          <RouterButton variant="primary" href={`/subscription?change=${plan.slug}-${cycle}`}>{`Switch to ${plan.name}`}</RouterButton>
          <Box variant="small" color="text-body-secondary">
            Prorated: the unused part of {current?.plan.name} is credited. You see the amount before confirming.
          </Box>
        </>
      );
    }
    if (trialUsed) {
      return (
        <>
          {subscribeButton(plan, 'primary') ?? <Button disabled fullWidth>Free trial used</Button>}
          <Box variant="small" color="text-body-secondary">
            {canPay ? MSG.subscription.trialUsed : MSG.subscription.trialUsedNoPayments}
          </Box>
        </>
      );
    }
    if (!onPaidPlan) {
      return (
        <>
          <Button variant="primary" fullWidth loading={changingSlug === plan.slug} disabled={busySlug !== null} onClick={() => void change(plan, cycle, 'trial')}>
            {TRIAL_LABEL}
          </Button>
          {subscribeButton(plan, 'normal', 'Subscribe now')}
        </>
      );
    }
    return (
      <Button
        variant="primary"
        fullWidth
        loading={busySlug === plan.slug}
        disabled={busySlug !== null}
        onClick={() => void change(plan, onPaidPlan ? sub?.billing_cycle ?? cycle : cycle, onPaidPlan ? 'switch' : 'trial')}
      >
        {onPaidPlan ? `Switch to ${plan.name}` : TRIAL_LABEL}
      </Button>
    );
  }

  let body;
  if (loading) {
    body = <StatusIndicator type="loading">Loading pricing plans...</StatusIndicator>;
  } else if (failed) {
    body = <Alert type="error">{MSG.subscription.plansLoadFailed}</Alert>;
  } else if (plans.length === 0) {
    body = (
      <Container>
        <Box textAlign="center" color="text-body-secondary" padding="l">
          {MSG.subscription.plansUnavailable}
        </Box>
      </Container>
    );
  } else {
    body = (
      <ColumnLayout columns={Math.min(plans.length, 3) as 1 | 2 | 3}>
        {plans.map((plan, i) => (
          <PlanCard key={plan.id} plan={plan} previous={plans[i - 1]} cycle={cycle} promotion={promotion} actions={actionsFor(plan)} />
        ))}
      </ColumnLayout>
    );
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={getConfig().payments
          ? `Choose the plan that fits your league. Try a paid plan free for ${TRIAL_DAYS} days without a card, or subscribe by card at once; at the trial's end your account moves to Free unless you subscribe.`
          : `Choose the plan that fits your league. Paid plans start with a ${TRIAL_DAYS}-day free trial.`}>
          Pricing
        </Header>
      }
    >
      <SpaceBetween size="l">
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <SegmentedControl
            label="Billing period"
            selectedId={cycle}
            onChange={({ detail }) => setCycle(detail.selectedId as BillingCycle)}
            options={BILLING_OPTIONS}
          />
          {cycle === 'yearly' && <Badge color="green">{MSG.subscription.saveYearly}</Badge>}
        </SpaceBetween>
        {promotion && (
          <StatusIndicator type="success">
            Promo code {promotion.code} applied: {promotion.name}, {promotionOff(promotion)}
            {promotion.plan_slug ? ` ${plans.find((p) => p.slug === promotion.plan_slug)?.name ?? promotion.plan_slug}` : ' every paid plan'}.
          </StatusIndicator>
        )}
        {checkoutCancelled && (
          <Alert type="info" header="Checkout cancelled" dismissible onDismiss={dismissCancelled}>
            Nothing was charged and your plan has not changed.
          </Alert>
        )}
        {trialing && (
          <Alert type="info">
            Your free trial of {current?.plan.name} ends {periodEnd}. After that your account moves to the Free League plan
            (your leagues, teams and players are kept) unless you subscribe.
          </Alert>
        )}
        {body}
        <Container header={<Header variant="h2" description="Enter a code to see your discounted price on every plan it applies to.">Have a promo code?</Header>}>
          <PromoCodeForm />
        </Container>
      </SpaceBetween>
      <Modal
        visible={confirmDowngrade !== null}
        onDismiss={() => setConfirmDowngrade(null)}
        header="Downgrade to Free?"
        footer={
          <DialogFooter onCancel={() => setConfirmDowngrade(null)}>
            <Button
              variant="primary"
              loading={busySlug === 'free' || billing.busy === 'cancel'}
              onClick={() => {
                const plan = confirmDowngrade;
                if (plan && paysByCard) void billing.cancel().then(() => setConfirmDowngrade(null));
                else if (plan) void change(plan, cycle, 'downgrade').then(() => setConfirmDowngrade(null));
              }}
            >
              Downgrade
            </Button>
          </DialogFooter>
        }
      >
        You keep {current?.plan.name ?? 'your plan'} and its features until the end of the current period
        {periodEnd ? ` (${periodEnd})` : ''}. After that your account moves to the Free League plan and its limits.
      </Modal>
    </ContentLayout>
  );
}
