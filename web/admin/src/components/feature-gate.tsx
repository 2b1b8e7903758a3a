// Spec 'Feature-gate wrapper': the content when the current plan has the feature, otherwise a lock card with
// upgrade and refresh buttons (or the given fallback).
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { FEATURE_DISPLAY_NAMES, FEATURE_GATE_HINT, FEATURE_GATE_MESSAGES, type GatedFeature } from '../../../../shared/feature-names';
import { MSG } from '../../../../shared/messages';
import { hasFeature } from '../../../../shared/plan-catalogue';
import { useSubscription } from '../subscription/subscription-store';
import { useToast } from '../toast/toast-context';
import { RouterButton } from './router-link';

interface Props {
  feature: GatedFeature;
  /** Shown instead of the lock card when the plan lacks the feature. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function FeatureGate({ feature, fallback, children }: Props) {
  const toast = useToast();
  const { loading, current, error, refresh } = useSubscription();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (error) toast({ type: 'error', header: MSG.subscription.featureCheckTitle, content: MSG.subscription.featureCheckFailed });
  }, [error, toast]);

  if (loading) return <StatusIndicator type="loading">Checking feature access</StatusIndicator>;
  if (current && hasFeature(current.plan, feature)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;

  const name = FEATURE_DISPLAY_NAMES[feature];

  async function recheck() {
    setChecking(true);
    try {
      const next = await refresh();
      if (!next) toast({ type: 'error', header: MSG.subscription.featureCheckTitle, content: MSG.subscription.featureCheckFailed });
    } finally {
      setChecking(false);
    }
  }

  return (
    <section aria-label={`${name} (locked)`} className="feature-gate">
      <Container>
        <SpaceBetween size="s">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Icon name="lock-private" variant="subtle" />
            <Box variant="h3" padding="n">
              {name}
            </Box>
          </SpaceBetween>
          <Box variant="p" padding="n" color="text-body-secondary">
            {FEATURE_GATE_MESSAGES[feature]} {FEATURE_GATE_HINT}
          </Box>
          <SpaceBetween direction="horizontal" size="xs">
            <RouterButton variant="primary" href="/pricing">
              Upgrade
            </RouterButton>
            <Button iconName="refresh" onClick={() => void recheck()} loading={checking}>
              Refresh
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </section>
  );
}
