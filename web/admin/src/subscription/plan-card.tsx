import type { ReactNode } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import { MSG } from '../../../../shared/messages';
import type { Plan } from '../../../../shared/plan-catalogue';
import type { PublicPromotion } from '../../../../shared/subscription-schema';
import { formatCents } from '../lib/format';
import { cycleSuffix, shownPrice, type BillingCycle } from './format';
import { planHighlights } from '../../../../shared/plan-highlights';
import './subscription.css';

/** The plan marked 'Most Popular' (spec: the Awesome plan). */
export const MOST_POPULAR_SLUG = 'awesome';

export function PlanPrice({ plan, cycle, promotion }: { plan: Plan; cycle: BillingCycle; promotion: PublicPromotion | null }) {
  const price = shownPrice(plan, cycle, promotion);
  return (
    <div className="plan-price">
      {price.discounted && (
        <s className="plan-price__original" aria-label={`Was ${formatCents(price.original)}`}>
          {formatCents(price.original)}
        </s>
      )}
      <span className="plan-price__amount">{formatCents(price.final)}</span>
      <Box variant="span" color="text-body-secondary">
        {cycleSuffix(cycle)}
      </Box>
    </div>
  );
}

interface Props {
  plan: Plan;
  previous?: Plan;
  cycle: BillingCycle;
  promotion: PublicPromotion | null;
  actions: ReactNode;
}

export function PlanCard({ plan, previous, cycle, promotion, actions }: Props) {
  const highlights = planHighlights(plan, previous);
  return (
    <section aria-label={plan.name} className="plan-card">
      <Container
        fitHeight
        header={
          <Header variant="h2" description={plan.description} info={plan.slug === MOST_POPULAR_SLUG ? <Badge color="blue">{MSG.subscription.mostPopular}</Badge> : undefined}>
            {plan.name}
          </Header>
        }
        footer={<div className="plan-card-footer">{actions}</div>}
      >
        <Box padding={{ bottom: 'm' }}>
          <PlanPrice plan={plan} cycle={cycle} promotion={promotion} />
        </Box>
        <ul className="plan-features" aria-label={`${plan.name} features`}>
          {highlights.limits.map((text) => (
            <li key={text}>
              <Icon name="check" variant="success" />
              <span>{text}</span>
            </li>
          ))}
          {highlights.intro && (
            <li className="plan-features__intro">
              <Box variant="span" fontWeight="bold">
                {highlights.intro}
              </Box>
            </li>
          )}
          {highlights.flags.map((text) => (
            <li key={text}>
              <Icon name="check" variant="success" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        {highlights.comingSoon.length > 0 && (
          <Box padding={{ top: 'm' }}>
            <Box variant="p" padding={{ bottom: 'xs', top: 'n' }}>
              <Badge color="grey">Coming soon</Badge>
            </Box>
            <ul className="plan-features plan-features--soon" aria-label={`${plan.name}: coming soon`}>
              {highlights.comingSoon.map((text) => (
                <li key={text}>
                  <Icon name="status-pending" variant="subtle" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          </Box>
        )}
      </Container>
    </section>
  );
}
