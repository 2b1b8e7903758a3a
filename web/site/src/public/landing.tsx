// The landing page (/): hero with the call to try the assistant free and 'See AI in Action', the marketing figures,
// and the eight-card feature grid (spec: Landing page). `soon` marks what is not built yet, so a visitor never
// signs up for something missing; `plan` names the plan feature the server gates a card's feature on, and the card
// names the plans that have it, read from the catalogue (tests/unit/plan-copy-matches-gates.test.ts holds both).
// What the page says of the assistant follows the live list (shared/feature-names.ts LIVE_FEATURES): while it is not
// built the page calls it coming soon; once it works the call leads to it.
import type { FeatureFlag } from '../../../../shared/plan-catalogue';
import { isLiveFeature } from '../../../../shared/feature-names';
import { plansLabel } from '../../../../shared/plan-highlights';

export interface LandingFeature { title: string; text: string; soon?: true; plan?: FeatureFlag }

/** Where the calls to try the assistant lead: sign up (or in), then the dashboard with the assistant's panel open. */
export const TRY_ASSISTANT_HREF = `/auth?tab=signup&next=${encodeURIComponent('/dashboard?assistant=open')}`;

const assistantLive = isLiveFeature('has_asim_ai');
const autopilotLive = isLiveFeature('has_ai_autopilot');

export const LANDING_FEATURES: LandingFeature[] = [
  { title: 'Teams and rosters', text: 'Name a manager for each team by e-mail; managers keep their roster of players, positions and jersey numbers.' },
  { title: 'Public league pages', text: 'Publish each league on its own page, with a custom URL or your own domain on paid plans.' },
  { title: 'Automatic scheduling', text: 'Generate a season of round-robin games around your venues, time slots and blackout dates, then edit any game.', plan: 'has_auto_scheduling' },
  { title: 'Season re-invitations', text: "Invite last season's teams back: each manager gets an e-mail, and the team joins the new season when they accept.", plan: 'has_season_reinvitation' },
  { title: 'Player recruitment', text: 'Fill open roster spots by matching free agents to teams that need them.', soon: true },
  { title: 'Communications', text: 'Write to a league, a level, a team or the unpaid registrants by e-mail, text or push; moved and cancelled games reach both teams, each person on the channels they chose.' },
  autopilotLive
    ? { title: 'Autopilot mode', text: 'Once a week the assistant proposes a plan: unpaid fees to remind, games without a venue, players who have not answered. Approve it in one step, or item by item.', plan: 'has_ai_autopilot' }
    : { title: 'Autopilot mode', text: 'Let the assistant handle the routine work and ask you only when it matters.', soon: true },
  { title: 'Predictive analytics', text: 'Playoff and relegation chances on the standings, and registration against the same point of last season with a projection.' },
];

const STATS: [string, string][] = [
  ['10,000+', 'Active players'],
  ['500+', 'Leagues'],
  ['50+', 'Sports'],
];

export function LandingPage() {
  return (
    <div className="stack-xxl">
      <section className="hero">
        <h1 className="hero__title">Run your league in one place</h1>
        <p className="hero__lead">
          {assistantLive
            ? 'Leagues, seasons, teams, rosters, schedules and a public page for each league, with an AI assistant: ask it who has not paid or when a team plays next, and have it do the routine work once you confirm.'
            : 'Leagues, seasons, teams, rosters, schedules and a public page for each league. The AI assistant for renewals, recruitment and communications is coming soon.'}
        </p>
        <div className="hero__actions">
          {assistantLive ? (
            <a className="btn btn--primary" href={TRY_ASSISTANT_HREF}>
              Try the assistant free
            </a>
          ) : (
            <a className="btn btn--primary" href="/auth">
              Get started free
            </a>
          )}
          <a className="btn" href="/demo">
            See AI in Action
          </a>
        </div>
        <dl className="stats">
          {STATS.map(([value, label]) => (
            <div key={label}>
              <dt className="muted">{label}</dt>
              <dd className="stats__value">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="stack-m" aria-labelledby="features-heading">
        <div>
          <h2 id="features-heading">Everything your league needs</h2>
          <p className="muted">
            {assistantLive ? 'What you can use today, and what is coming.' : 'What you can use today, and what the assistant adds soon.'} Basketball, soccer, football, baseball, hockey, volleyball and
            tennis come with their own standings and tie-breakers today; 45+ other sports are on the way.
          </p>
        </div>
        <ul className="card-grid" aria-label="Features">
          {LANDING_FEATURES.map((f) => (
            <li key={f.title} className="card">
              <h3 className="card__title">
                <span>{f.title}</span>
                {f.soon && <span className="badge badge--grey">Coming soon</span>}
                {f.plan && <span className="badge badge--blue">{plansLabel(f.plan)}</span>}
              </h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
