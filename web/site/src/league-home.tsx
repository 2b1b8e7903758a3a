import { Fragment, type ReactNode } from 'react';
import { sportLabel } from '../../../shared/league-constants';
import type { PublicLeague } from '../../../shared/league-schema';
import type { NewsSummary } from './api';
import { LatestNews } from './news';
import { gameDay } from './pages/format';
import { hasScore } from './pages/schedule-page';
import { TeamLogo } from './pages/team-logo';
import type { GameView, PublicTeams } from './site-page';

/** Where the league's pages live: /l/{slug or id} on the product's host, the root of its own custom domain. */
export const leagueBase = (league: PublicLeague, customDomain: boolean) => (customDomain ? '' : `/l/${encodeURIComponent(league.custom_slug ?? league.id)}`);

/** One entry of the site's navigation; the branding work may build this list from the league's branding instead. */
export interface NavItem { id: string; label: string; href: string }

/** The spec's default navigation: home, teams, schedule, standings, players, stats, news. */
export function defaultNav(base: string): NavItem[] {
  return [
    { id: 'home', label: 'Home', href: base || '/' },
    { id: 'teams', label: 'Teams', href: `${base}/teams` },
    { id: 'schedule', label: 'Schedule', href: `${base}/schedule` },
    { id: 'standings', label: 'Standings', href: `${base}/standings` },
    { id: 'players', label: 'Players', href: `${base}/players` },
    { id: 'stats', label: 'Statistics', href: `${base}/stats` },
    { id: 'news', label: 'News', href: `${base}/news` },
  ];
}

/** The league's name and its site navigation, on every page of its site. */
export function LeagueHeader({ league, base, preview, nav = defaultNav(base), current }: { league: PublicLeague; base: string; preview: boolean; nav?: NavItem[]; current?: string }) {
  return (
    <>
      {preview && (
        <div className="banner" role="note">
          Draft preview - only you can see this page
        </div>
      )}
      <header className="hero">
        <div className="page">
          <p className="eyebrow">{sportLabel(league.sport)}</p>
          <p className="hero__name"><a href={base || '/'}>{league.name}</a></p>
          <nav className="site-nav" aria-label="League site">
            {nav.map((item) => <a key={item.id} href={item.href} aria-current={item.id === current ? 'page' : undefined}>{item.label}</a>)}
          </nav>
        </div>
      </header>
    </>
  );
}

/** 'Recent Games': the first 5 games, home vs away, the date, and the score with 'Final' once completed. */
function RecentGames({ games, base }: { games: GameView[]; base: string }) {
  return (
    <section className="card" aria-labelledby="recent-games">
      <h2 id="recent-games">Recent Games</h2>
      {games.length === 0 ? <p className="muted">No Games Scheduled</p> : (
        <ul className="recent">
          {games.slice(0, 5).map((g) => (
            <li key={g.id}>
              <span>{g.home_team.name} vs {g.away_team.name}</span>
              <span className="muted">{gameDay(g.scheduled_at, g.time_zone)}</span>
              {hasScore(g) && <span><strong>{g.home_score} - {g.away_score}</strong> <span className="chip badge badge--final">Final</span></span>}
            </li>
          ))}
        </ul>
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
          {teams.map((t) => <li key={t.id}><TeamLogo name={t.name} url={t.logo_url} size={28} /> {t.name}</li>)}
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

/** The home's sections by the spec's ids, in its default order; branding may reorder or hide them (show_* flags). */
export const HOME_SECTIONS = ['hero', 'news', 'games', 'teams', 'custom_pages'] as const;
export type HomeSectionId = (typeof HOME_SECTIONS)[number];

/**
 * A league's home page once its data is known. Rendered by the server renderer (server/render-shell.tsx) and
 * hydrated by the browser with the same data, so both show the same markup. `slots` lets other work put a
 * section in (the branding's hero, custom pages); a section without content renders nothing.
 */
export function LeagueHome({ league, preview, base = leagueBase(league, false), news, recent, teams, order = HOME_SECTIONS, slots = {} }: {
  league: PublicLeague; preview: boolean; base?: string; news?: NewsSummary[]; recent?: GameView[]; teams?: PublicTeams;
  order?: readonly HomeSectionId[]; slots?: Partial<Record<HomeSectionId, ReactNode>>;
}) {
  const main: Partial<Record<HomeSectionId, ReactNode>> = {
    news: <LatestNews leagueId={league.id} base={base} initial={news} />,
    games: <RecentGames games={recent ?? []} base={base} />,
    ...slots,
  };
  return (
    <>
      <LeagueHeader league={league} base={base} preview={preview} current="home" />
      {order.includes('hero') && slots.hero}
      <main className="page">
        <h1>{league.name}</h1>
        {league.description ? <p className="lead">{league.description}</p> : <p className="muted">Welcome to {league.name}.</p>}
        {league.contact_email && (
          <p className="contact">
            Contact the organiser: <a href={`mailto:${league.contact_email}`}>{league.contact_email}</a>
          </p>
        )}
        <div className="home-grid">
          <div>{order.filter((id) => id === 'news' || id === 'games' || id === 'custom_pages').map((id) => <Fragment key={id}>{main[id]}</Fragment>)}</div>
          <aside>
            {order.includes('teams') && (slots.teams ?? <TeamsList teams={teams?.teams ?? []} base={base} />)}
            <QuickLinks base={base} />
          </aside>
        </div>
      </main>
    </>
  );
}
