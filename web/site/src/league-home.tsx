import type { PlayoffChampion } from '../../../shared/playoff-schema';
import { ChampionBanner } from './pages/playoffs-page';
import { standingsGroupTitle } from '../../../shared/standings-title';
import { Fragment, type ReactNode } from 'react';
import type { PublicLeague } from '../../../shared/league-schema';
import { brandingFromStored, SECTION_FLAG, type LayoutSectionId } from '../../../shared/branding-constants';
import type { NavPage, NewsSummary } from './api';
import { Hero } from './hero';
import { LatestNews } from './news';
import { SiteHeader } from './chrome/site-header';
import { useRegistrationOpen } from './register/register-link';
import { themeStyle } from './theme';
import { gameDay, gameTime } from './pages/format';
import { badgeClass, gameBadge, hasScore } from './pages/schedule-page';
import { LiveScore, useLiveGames } from './pages/live-score';
import { TeamLogo } from './pages/team-logo';
import { GameSide, gameHref, teamHref } from './pages/game-sides';
import { standingsCell, standingsColumns, type StandingsColumn } from '../../../shared/sport-presets';
import type { GameView, PublicTeams, Standings } from './site-page';

/** Where the league's pages live: /l/{slug or id} on the product's host, the root of its own custom domain. */
export const leagueBase = (league: PublicLeague, customDomain: boolean) => (customDomain ? '' : `/l/${encodeURIComponent(league.custom_slug ?? league.id)}`);

/** The home sections a visitor sees: the branding's order, without those switched off (a missing flag shows). */
export function homeSections(league: PublicLeague): LayoutSectionId[] {
  const b = league.branding ?? brandingFromStored(null);
  // A hero nobody has written anything for is not shown (the spec's hero is optional).
  const heroWritten = b.hero_slides.some((s) => s.title || s.subtitle || s.background_url);
  return [...b.layout_sections].sort((x, y) => x.order - y.order)
    .filter((s) => s.enabled && b[SECTION_FLAG[s.id]] !== false && (s.id !== 'hero' || heroWritten)).map((s) => s.id);
}

/**
 * The hero's background photograph when the hero leads the home page (its first slide's; a minimal hero shows none,
 * a split hero shows it as an <img>, which the browser finds in the HTML): the page's largest paint. The head
 * preloads it at high priority, because a CSS background is otherwise found only once the stylesheet has arrived
 * and the hero's style is computed. Encoded as hero.tsx's CSS encodes it, so the browser reuses the response.
 */
export function leadingHeroImage(league: PublicLeague): string | null {
  if (homeSections(league)[0] !== 'hero') return null;
  const b = league.branding ?? brandingFromStored(null);
  const slide = b.hero_slides[0];
  if (b.hero_layout === 'minimal' || b.hero_layout === 'split' || !slide || slide.background_type !== 'image' || !slide.background_url) return null;
  return encodeURI(slide.background_url);
}

/** The league's colours (theme.ts) on everything of its site, from the server's first paint. */
export function LeagueTheme({ league, children }: { league: PublicLeague; children: ReactNode }) {
  return <div className="league-site" style={themeStyle(league.branding)}>{children}</div>;
}

/**
 * The league's name and its site navigation (from its branding, then its published pages shown in navigation),
 * on every page of its site. Each page has its own h1, so the name here is a link home.
 */
export function LeagueHeader({ league, base, preview, navPages = [], current, playoffs = false }: {
  league: PublicLeague; base: string; preview: boolean; navPages?: NavPage[]; current?: string;
  /** The active season has a bracket: the navigation leads to it. */
  playoffs?: boolean;
}) {
  return (
    <>
      {preview && (
        <div className="banner" role="note">
          Draft preview - only you can see this page
        </div>
      )}
      <SiteHeader league={league} base={base} navPages={navPages} current={current} playoffs={playoffs} action={<RegisterButton base={base} current={current} />} />
    </>
  );
}

/** While a season's registration is open: it says so, with the way to /register, on every page but that one. */
function RegisterButton({ base, current }: { base: string; current?: string }) {
  const open = useRegistrationOpen();
  if (!open || current === 'register') return null;
  return <p className="site-register"><span className="site-register__note">Registration is open</span> <a className="cta cta--secondary" href={`${base}/register`}>Register now</a></p>;
}

/** Home, while a season's registration is open: the first thing under the league's name. */
function RegistrationCard({ base }: { base: string }) {
  if (!useRegistrationOpen()) return null;
  return (
    <section className="card registration-card" aria-labelledby="home-registration">
      <h2 id="home-registration">Registration is open</h2>
      <p>Sign up a team or yourself for the coming season.</p>
      <p><a className="cta cta--primary" href={`${base}/register`}>Register now</a></p>
    </section>
  );
}

/** Home's short standings: each level's first rows, with the columns that rank them. */
function HomeStandings({ groups, sport, base }: { groups: Standings['groups']; sport: string; base: string }) {
  if (groups.length === 0) return null;
  const columns = standingsColumns(sport).filter((c) => SHORT_COLUMNS.includes(c.key));
  return (
    <section className="card" aria-labelledby="home-standings">
      <h2 id="home-standings">Standings</h2>
      {groups.map((g) => (
        <div key={`${g.level_id ?? 'all'}-${g.division_id ?? 'all'}`} className="home-standings">
          {standingsGroupTitle(g) && <h3>{standingsGroupTitle(g)}</h3>}
          <table aria-label={standingsGroupTitle(g) ? `${standingsGroupTitle(g)} standings` : 'Standings'}>
            <thead><tr><th scope="col"><abbr title="Rank">#</abbr></th><th scope="col">Team</th>{columns.map((c) => <th key={c.key} scope="col"><abbr title={c.title}>{c.abbr}</abbr></th>)}</tr></thead>
            <tbody>
              {g.rows.map((r) => (
                <tr key={r.team_id}>
                  <td>{r.rank}</td>
                  <th scope="row"><a href={teamHref(base, r.team_id)}>{r.team_name}</a></th>
                  {columns.map((c) => <td key={c.key}>{standingsCell(r, c.key, sport)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <p><a href={`${base}/standings`}>Full standings</a></p>
    </section>
  );
}

/** The columns home's short table keeps of the sport's: games, the record and what ranks it. */
const SHORT_COLUMNS: readonly StandingsColumn[] = ['played', 'wins', 'ties', 'losses', 'pct', 'points'];

/**
 * A game on home, "home vs away" as the spec has it, each side captioned and linked to its team; the date (stretched
 * over the row) leads to the game's page.
 */
function HomeGame({ g, base }: { g: GameView; base: string }) {
  return (
    <li className="home-game">
      <span className="home-game__teams"><GameSide g={g} side="home" base={base} logo={24} /> <span className="muted">vs</span> <GameSide g={g} side="away" base={base} logo={24} /></span>
      <a className="game-row__link muted" href={gameHref(base, g.id)}>
        {gameDay(g.scheduled_at, g.time_zone)}{hasScore(g) ? '' : ` ${gameTime(g.scheduled_at, g.time_zone)}`}
        <span className="sr-only">: {g.home_team.name} vs {g.away_team.name}</span>
      </a>
      {hasScore(g) && <span><strong>{g.home_score} - {g.away_score}</strong> <span className={badgeClass(gameBadge(g))}>{gameBadge(g)}</span></span>}
      <LiveScore g={g} />
    </li>
  );
}

/** 'Recent Games': the latest results (home vs away, the date, the score with 'Final') and the next games. */
function RecentGames({ results: renderedResults, upcoming: renderedUpcoming, base }: { results: GameView[]; upcoming: GameView[]; base: string }) {
  // A game in progress shows its running score (polled), in whichever list it is.
  const results = useLiveGames(renderedResults);
  const upcoming = useLiveGames(renderedUpcoming);
  return (
    <section className="card" aria-labelledby="recent-games">
      <h2 id="recent-games">Recent Games</h2>
      {results.length === 0 && upcoming.length === 0 ? <p className="muted">No Games Scheduled</p> : (
        <div className="home-games">
          <div>
            <h3 id="latest-results">Latest Results</h3>
            {results.length === 0 ? <p className="muted">No results yet</p> : <ul className="recent" aria-labelledby="latest-results">{results.map((g) => <HomeGame key={g.id} g={g} base={base} />)}</ul>}
          </div>
          <div>
            <h3 id="next-games">Next Games</h3>
            {upcoming.length === 0 ? <p className="muted">No games scheduled</p> : <ul className="recent" aria-labelledby="next-games">{upcoming.map((g) => <HomeGame key={g.id} g={g} base={base} />)}</ul>}
          </div>
        </div>
      )}
      <p><a href={`${base}/schedule`}>View Full Schedule</a></p>
    </section>
  );
}

function TeamsList({ teams, base }: { teams: PublicTeams['teams']; base: string }) {
  return (
    <section className="card" aria-labelledby="home-teams">
      <h2 id="home-teams">Teams</h2>
      {teams.length === 0 ? <p className="muted">No Teams Yet</p> : (
        <ul className="team-list">
          {teams.map((t) => <li key={t.id}><TeamLogo name={t.name} url={t.logo_url} size={28} /> <a href={`${base}/teams/${encodeURIComponent(t.id)}`}>{t.name}</a></li>)}
        </ul>
      )}
      <p><a href={`${base}/teams`}>All Teams</a></p>
    </section>
  );
}

function QuickLinks({ base }: { base: string }) {
  return (
    <section className="card" aria-labelledby="quick-links">
      <h2 id="quick-links">Quick Links</h2>
      <ul className="quick-links">
        <li><a href={`${base}/schedule`}>View Full Schedule</a></li>
        <li><a href={`${base}/standings`}>League Standings</a></li>
        <li><a href={`${base}/teams`}>All Teams</a></li>
      </ul>
    </section>
  );
}

type HomeSectionId = LayoutSectionId;

/**
 * A league's home page once its data is known. Rendered by the server renderer (server/render-shell.tsx) and
 * hydrated by the browser with the same data, so both show the same markup. `slots` lets other work put a
 * section in (the branding's hero, custom pages); a section without content renders nothing.
 */
export function LeagueHome({ league, preview, base = leagueBase(league, false), news, recent, upcoming, teams, navPages, slots = {}, champions = [], standings = [], playoffs = false }: {
  league: PublicLeague; preview: boolean; base?: string; news?: NewsSummary[]; recent?: GameView[]; upcoming?: GameView[]; teams?: PublicTeams;
  navPages?: NavPage[]; slots?: Partial<Record<HomeSectionId, ReactNode>>; champions?: PlayoffChampion[];
  /** The short standings table (each level's first rows). */
  standings?: Standings['groups']; playoffs?: boolean;
}) {
  // The branding's order and on/off flags (spec: layout_sections, show_*).
  const order = homeSections(league);
  const branding = league.branding ?? brandingFromStored(null);
  const hero = slots.hero ?? <Hero branding={branding} base={base} keys={[league.id, league.custom_slug]} fallbackTitle={`Welcome to ${league.name}`} />;
  // A hero the organiser put first spans the page above everything; moved down, it takes its place in the column.
  const heroOnTop = order[0] === 'hero';
  const main: Partial<Record<HomeSectionId, ReactNode>> = {
    news: <LatestNews leagueId={league.id} base={base} initial={news} />,
    games: <RecentGames results={recent ?? []} upcoming={upcoming ?? []} base={base} />,
    ...slots,
    hero: heroOnTop ? null : hero,
  };
  return (
    <>
      <LeagueHeader league={league} base={base} preview={preview} navPages={navPages} current="home" playoffs={playoffs} />
      {heroOnTop && hero}
      <main className="page">
        <h1>{league.name}</h1>
        {league.description ? <p className="lead">{league.description}</p> : <p className="muted">Welcome to {league.name}.</p>}
        {league.contact_email && (
          <p className="contact">
            Contact the organiser: <a href={`mailto:${league.contact_email}`}>{league.contact_email}</a>
          </p>
        )}
        <RegistrationCard base={base} />
        <ChampionBanner champions={champions} base={base} />
        <div className="home-grid">
          <div>{order.filter((id) => id !== 'teams').map((id) => <Fragment key={id}>{main[id]}</Fragment>)}</div>
          <aside>
            <HomeStandings groups={standings} sport={league.sport} base={base} />
            {order.includes('teams') && (slots.teams ?? <TeamsList teams={teams?.teams ?? []} base={base} />)}
            <QuickLinks base={base} />
          </aside>
        </div>
      </main>
    </>
  );
}
