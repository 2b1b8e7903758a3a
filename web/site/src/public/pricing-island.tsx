// The public pricing page's interactive part: the monthly/yearly toggle, the plan cards whose prices follow it,
// and the promo-code box. Rendered on the server at build time (web/site/prerender.ts) and hydrated in the browser
// (islands.ts), so the figures are in the HTML and the page needs only React for this one block.
//
// Both controls work from the first paint, before this script runs: each is a plain GET form back to /pricing
// (?cycle=yearly, ?promo=CODE), and the island applies what the address asks for once it hydrates. A tap made
// while the script is still on its way is therefore kept, not lost; once hydrated the same controls act in place.
//
// Signed out, a plan's button leads to sign-up and a promo code asks to sign in first (the code belongs to the
// account). Signed in, the page hands over to the admin's pricing screen (hand-over.ts), which knows the current
// plan, trials and applied promotions.
import { useId, useState, type FormEvent } from 'react';
import { MSG } from '../../../../shared/messages';
import type { Plan } from '../../../../shared/plan-catalogue';
import type { PlanHighlights } from '../../../../shared/plan-highlights';
import { cycleSuffix, formatCents, PROMO_MESSAGES, shownPrice, TRIAL_DAYS, type BillingCycle } from '../../../../shared/plan-prices';
import { useClientValue } from '../use-client-value';

export const PRICING_ISLAND = 'pricing';

/** A plan as the card shows it: the catalogue's fields plus its highlights, worked out on the server. */
export type PricingPlan = Pick<Plan, 'id' | 'slug' | 'name' | 'description' | 'price_monthly' | 'price_yearly'> & { highlights: PlanHighlights };

export interface PricingProps {
  plans: PricingPlan[];
}

/** The plan marked 'Most Popular' (spec: the Awesome plan). */
const MOST_POPULAR_SLUG = 'awesome';
export const TRIAL_LABEL = `Start ${TRIAL_DAYS}-day free trial`;
const CYCLES: [BillingCycle, string][] = [['monthly', 'Monthly'], ['yearly', 'Yearly']];
/** Where the no-script forms send their choice (this page), and the names they use. */
const PRICING_PATH = '/pricing';
const CYCLE_PARAM = 'cycle';
const PROMO_PARAM = 'promo';

/**
 * A choice the address carries (from a control used before hydration): none in the server's render and while
 * hydrating it (so the markup matches), then the address's value once the island runs.
 */
function useFromAddress(name: string): string | null {
  return useClientValue(() => new URLSearchParams(window.location.search).get(name), null);
}

/** Keeps an address that carries a choice in step with the one made in place, so a reload shows the same. */
function setAddressParam(name: string, value: string) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', url);
}

function Check({ soon }: { soon?: boolean }) {
  return soon ? (
    <svg className="icon icon--subtle" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  ) : (
    <svg className="icon icon--success" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2.5 8.5 6 12l7.5-8" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function PlanCard({ plan, cycle }: { plan: PricingPlan; cycle: BillingCycle }) {
  const price = shownPrice(plan, cycle, null);
  const paid = plan.price_monthly > 0;
  const { highlights } = plan;
  return (
    <section aria-label={plan.name} className="card plan-card">
      <div className="plan-card__head">
        <h2>{plan.name}</h2>
        {plan.slug === MOST_POPULAR_SLUG && <span className="badge badge--blue">{MSG.subscription.mostPopular}</span>}
      </div>
      <p className="muted">{plan.description}</p>
      <p className="plan-price">
        <span className="plan-price__amount">{formatCents(price.final)}</span>
        <span className="muted">{cycleSuffix(cycle)}</span>
      </p>
      <ul className="plan-features" aria-label={`${plan.name} features`}>
        {highlights.limits.map((text) => (
          <li key={text}>
            <Check />
            <span>{text}</span>
          </li>
        ))}
        {highlights.intro && (
          <li className="plan-features__intro">
            <b>{highlights.intro}</b>
          </li>
        )}
        {highlights.flags.map((text) => (
          <li key={text}>
            <Check />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {highlights.comingSoon.length > 0 && (
        <div className="plan-card__soon">
          <span className="badge badge--grey">Coming soon</span>
          <ul className="plan-features plan-features--soon" aria-label={`${plan.name}: coming soon`}>
            {highlights.comingSoon.map((text) => (
              <li key={text}>
                <Check soon />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="plan-card__footer">
        <a className={paid ? 'btn btn--primary btn--full' : 'btn btn--full'} href="/auth">
          {paid ? TRIAL_LABEL : 'Get Started'}
        </a>
      </div>
    </section>
  );
}

/** Promo code entry, signed out: a blank code is refused as the admin's form does; any other asks to sign in. */
function PromoCodeBox() {
  // A code sent before the script ran arrives in the address, and is answered as the form would have answered it.
  const sent = useFromAddress(PROMO_PARAM);
  const [typed, setCode] = useState<string | null>(null);
  const [checked, setProblem] = useState<'blank' | 'sign-in' | null | undefined>(undefined);
  const code = typed ?? sent?.toUpperCase() ?? '';
  const problem = checked !== undefined ? checked : sent === null ? null : sent.trim() === '' ? 'blank' : 'sign-in';
  const id = useId();
  const errorId = `${id}-error`;

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(code.trim() === '' ? 'blank' : 'sign-in');
  }

  return (
    <section className="card stack-s" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`}>Have a promo code?</h2>
        <p className="muted">Enter a code to see your discounted price on every plan it applies to.</p>
      </div>
      <form onSubmit={submit} noValidate className="stack-xs" method="get" action={PRICING_PATH}>
        <label className="field-label" htmlFor={`${id}-code`}>
          Promo code
        </label>
        <div className="promo-row">
          <input
            id={`${id}-code`}
            name={PROMO_PARAM}
            className="input"
            value={code}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              setProblem(null);
            }}
            placeholder="ENTER CODE"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
          />
          <button type="submit" className="btn">
            Apply
          </button>
        </div>
        {problem && (
          <p id={errorId} className="field-error" role="alert">
            {problem === 'blank' ? (
              <span>{PROMO_MESSAGES.enterCode}</span>
            ) : (
              <>
                <span>{MSG.subscription.signInForPromo}</span> <a href="/auth">Sign in</a>
              </>
            )}
          </p>
        )}
      </form>
    </section>
  );
}

export function PricingIsland({ plans }: PricingProps) {
  // A period chosen before the script ran arrives in the address (the form below): shown once hydrated.
  const sent = useFromAddress(CYCLE_PARAM);
  const [chosen, setCycle] = useState<BillingCycle | null>(null);
  const cycle: BillingCycle = chosen ?? (sent === 'yearly' ? 'yearly' : 'monthly');
  function choose(next: BillingCycle) {
    setCycle(next);
    setAddressParam(CYCLE_PARAM, next);
  }
  return (
    <div className="stack-l">
      <form className="cycle-row" method="get" action={PRICING_PATH} onSubmit={(e) => e.preventDefault()}>
        <div role="group" aria-label="Billing period" className="segmented">
          {CYCLES.map(([value, label]) => (
            <button
              key={value} type="submit" name={CYCLE_PARAM} value={value} aria-pressed={cycle === value}
              onClick={(e) => {
                e.preventDefault();
                choose(value);
              }}
            >
              {label}
            </button>
          ))}
        </div>
        {cycle === 'yearly' && <span className="badge badge--green">{MSG.subscription.saveYearly}</span>}
      </form>
      {plans.length === 0 ? (
        <p className="card muted">{MSG.subscription.plansUnavailable}</p>
      ) : (
        <div className="plan-grid">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} cycle={cycle} />
          ))}
        </div>
      )}
      <PromoCodeBox />
    </div>
  );
}
