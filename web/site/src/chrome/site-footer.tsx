// Every league page ends with this footer: how to reach the organiser, the league's social links and its sponsors
// (from its branding, which comes with the league: no extra read). A part with nothing in it is left out.
import { brandingFromStored, SOCIAL_PLATFORM_LABEL, sponsorsByTier, type Sponsor } from '../../../../shared/branding-constants';
import type { PublicLeague } from '../../../../shared/league-schema';

/** A sponsor's logo (or name), linked to its site when it has one; a sponsor's link is an advert, so rel=sponsored. */
export function SponsorMark({ sponsor, showName = false }: { sponsor: Sponsor; showName?: boolean }) {
  const body = (
    <>
      {sponsor.logo_url ? <img src={sponsor.logo_url} alt={showName ? '' : sponsor.name} loading="lazy" /> : !showName && <span className="sponsor-card__name">{sponsor.name}</span>}
      {showName && <span className="sponsor-card__name">{sponsor.name}</span>}
    </>
  );
  return sponsor.url ? <a className="sponsor-card" href={sponsor.url} rel="sponsored noopener noreferrer">{body}</a> : <span className="sponsor-card">{body}</span>;
}

export function SiteFooter({ league, base }: { league: PublicLeague; base: string }) {
  const b = league.branding ?? brandingFromStored(null);
  const sponsors = sponsorsByTier(b.sponsors).flatMap((g) => g.sponsors);
  return (
    <footer className="site-footer">
      <div className="page site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{league.name}</h2>
          {league.contact_email
            ? <p className="contact">Contact: <a href={`mailto:${league.contact_email}`}>{league.contact_email}</a></p>
            : <p><a href={`${base}/news`}>League news</a></p>}
        </section>
        {b.social_links.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul>
              {b.social_links.map((l) => <li key={l.platform}><a href={l.url} rel="noopener noreferrer me">{SOCIAL_PLATFORM_LABEL[l.platform]}</a></li>)}
            </ul>
          </section>
        )}
        {sponsors.length > 0 && (
          <section aria-labelledby="footer-sponsors">
            <h2 id="footer-sponsors">Our sponsors</h2>
            <ul className="sponsor-strip">
              {sponsors.map((s) => <li key={s.id}><SponsorMark sponsor={s} /></li>)}
            </ul>
            <p><a href={`${base}/sponsors`}>All sponsors</a></p>
          </section>
        )}
      </div>
    </footer>
  );
}
