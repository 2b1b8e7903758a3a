// /sponsors: the league's sponsors by tier, highest first, each with its logo, name and link.
import { SPONSOR_TIER_LABEL, sponsorsByTier, type Sponsor } from '../../../../shared/branding-constants';
import { SponsorMark } from '../chrome/site-footer';

export function SponsorsPage({ leagueName, sponsors }: { leagueName: string; sponsors: readonly Sponsor[] }) {
  const tiers = sponsorsByTier(sponsors);
  return (
    <main className="page">
      <h1>Sponsors</h1>
      {tiers.length === 0 ? <p className="empty muted">{leagueName} has no sponsors listed yet.</p> : (
        <>
          <p className="lead">{leagueName} thanks the sponsors who support the league.</p>
          {tiers.map(({ tier, sponsors: inTier }) => (
            <section key={tier} className="sponsor-tier" aria-labelledby={`tier-${tier}`}>
              <h2 id={`tier-${tier}`}>{SPONSOR_TIER_LABEL[tier]}</h2>
              <ul className="grid" aria-labelledby={`tier-${tier}`}>
                {inTier.map((s) => <li key={s.id} className="card"><SponsorMark sponsor={s} showName /></li>)}
              </ul>
            </section>
          ))}
        </>
      )}
    </main>
  );
}
