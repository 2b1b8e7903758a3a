// The league's payout account for registration fees (Stripe Connect Express): created once, onboarded through the
// provider's hosted link, and its status read fresh from the provider.
import { hasFeature, PLAN_CATALOGUE } from '../../shared/plan-catalogue';
import { REGISTRATION_MESSAGES as RM } from '../../shared/registration-schema';
import { BILLING_MESSAGES } from '../../shared/billing-schema';
import { leaguePayments } from '../payments/provider-config';
import type { LeaguePayments } from '../payments/league-payments';
import { getPayoutAccountRecord, putPayoutAccountRecord, setPayoutActive } from '../data/registrations';
import { getUserProfile } from '../data/users';
import { HttpError, planFeatureRequired } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { currentPlanOf } from '../access/plan';
import { appUrl } from '../lib/app-url';

export async function payments(): Promise<LeaguePayments> {
  const p = await leaguePayments();
  if (!p) throw new HttpError(503, 'unavailable', BILLING_MESSAGES.notConfigured);
  return p;
}

export type PayoutStatus = 'not_connected' | 'pending' | 'active';

/** The league's account and its status at the provider; null when it has none or no provider is set up. */
export async function payoutState(leagueId: string) {
  const rec = await getPayoutAccountRecord(leagueId);
  const p = rec && await leaguePayments();
  const account = p && rec ? await p.getPayoutAccount(rec.account_id) : null;
  if (!rec || !account) return null;
  const status: PayoutStatus = account.chargesEnabled && account.payoutsEnabled ? 'active' : 'pending';
  if ((status === 'active') !== (rec.active === true)) await setPayoutActive(leagueId, status === 'active');
  return { status, account };
}

/** The platform's percent on the plan the league's admin is on (from the catalogue in shared/). */
export function applicationFeePercent(planSlug: string): number {
  return PLAN_CATALOGUE.find((p) => p.slug === planSlug)?.application_fee_percent ?? 0;
}

export async function getPayout(userId: string, leagueId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  const [state, plan] = await Promise.all([payoutState(leagueId), currentPlanOf(league.admin_id)]);
  return {
    status: state?.status ?? 'not_connected' as PayoutStatus,
    account_id: state?.account.id ?? null,
    charges_enabled: state?.account.chargesEnabled ?? false,
    payouts_enabled: state?.account.payoutsEnabled ?? false,
    application_fee_percent: applicationFeePercent(plan.slug),
    plan_allows: hasFeature(plan, 'has_payments'),
  };
}

/** Creates the league's Express account if needed and answers its onboarding page (the provider's hosted form). */
export async function startOnboarding(userId: string, leagueId: string, now = new Date()): Promise<{ url: string }> {
  const league = await requireOwnLeague(userId, leagueId);
  if (!hasFeature(await currentPlanOf(league.admin_id), 'has_payments')) throw planFeatureRequired(RM.paymentsUpgrade);
  const p = await payments();
  let rec = await getPayoutAccountRecord(leagueId);
  if (!rec) {
    const profile = await getUserProfile(userId);
    const accountId = await p.createPayoutAccount(leagueId, league.contact_email ?? profile?.email ?? null);
    rec = await putPayoutAccountRecord({ league_id: leagueId, account_id: accountId, created_at: now.toISOString() });
  }
  // Back to the Registrations tab, whose payout panel reads `payouts` to say how the set-up went.
  const back = `${appUrl()}/league-management?league=${encodeURIComponent(leagueId)}&tab=registrations&payouts=`;
  return { url: await p.onboardingLink(rec.account_id, `${back}done`, `${back}refresh`) };
}
