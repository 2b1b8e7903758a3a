import { useEffect } from 'react';
import { SiteFooter } from './chrome/site-footer';
import { CustomPage } from './custom-page';
import { LeagueHeader, LeagueHome, LeagueTheme, leagueBase } from './league-home';
import { ArticlePage, NewsListPage } from './news';
import { PlayersPage } from './pages/players-page';
import { SchedulePage } from './pages/schedule-page';
import { PlayoffsPage } from './pages/playoffs-page';
import { StandingsPage } from './pages/standings-page';
import { StatisticsPage } from './pages/statistics-page';
import { TeamPage } from './pages/team-page';
import { SponsorsPage } from './pages/sponsors-page';
import { TeamsPage } from './pages/teams-page';
import { RegisterPage } from './register/register-page';
import { RegistrationOpenContext } from './register/register-link';
import { GamePage } from './pages/game-page';
import { matchup } from './pages/game-sides';
import type { SitePageData } from './site-page';

/** The page's own title (head tags, server side): see server/head-tags.ts. The browser keeps it in step. */
export function pageTitle(d: SitePageData): string {
  const name = d.league.name;
  switch (d.section) {
    case 'home': return name;
    case 'teams': return `Teams - ${name}`;
    case 'players': return `Players - ${name}`;
    case 'schedule': return `Schedule - ${name}`;
    case 'standings': return `Standings - ${name}`;
    case 'stats': return `Statistics - ${name}`;
    case 'playoffs': return `Playoffs - ${name}`;
    case 'news': return `News - ${name}`;
    case 'article': return d.article ? `${d.article.meta_title || d.article.title} - ${name}` : name;
    case 'page': return d.page ? `${d.page.meta_title || d.page.title} - ${name}` : name;
    case 'team': return d.team ? `${d.team.team.name} - ${name}` : `Team not found - ${name}`;
    case 'sponsors': return `Sponsors - ${name}`;
    case 'register': return d.registration ? `Register for ${d.registration.season_name} - ${name}` : `Registration - ${name}`;
    case 'game': return d.game ? `${matchup(d.game.game)} - ${name}` : name;
  }
}

/**
 * Every page of a league's site, from its data: the one tree the server renders and the browser hydrates.
 * `customDomain`: the league is served at the root of its own domain (links have no /l/{slug} prefix).
 */
export function SitePage({ data, customDomain, preview = false }: { data: SitePageData; customDomain: boolean; preview?: boolean }) {
  const { league, section } = data;
  const base = leagueBase(league, customDomain);
  const title = pageTitle(data);
  useEffect(() => { document.title = title; }, [title]);
  const open = Boolean(data.registrationOpen);
  if (section === 'home') {
    return (
      <RegistrationOpenContext.Provider value={open}>
        <LeagueTheme league={league}>
          <LeagueHome league={league} preview={preview} base={base} news={data.news} recent={data.recent} upcoming={data.upcoming} teams={data.teams} navPages={data.navPages} champions={data.champions} standings={data.homeStandings} playoffs={data.hasPlayoffs} />
          <SiteFooter league={league} base={base} />
        </LeagueTheme>
      </RegistrationOpenContext.Provider>
    );
  }
  const empty = { teams: [], players: [] };
  return (
    <RegistrationOpenContext.Provider value={open}>
      <LeagueTheme league={league}>
        <LeagueHeader league={league} base={base} preview={preview} navPages={data.navPages} current={section === 'article' ? 'news' : section === 'team' ? 'teams' : section === 'game' ? 'schedule' : section} playoffs={data.hasPlayoffs} />
        {section === 'teams' && <TeamsPage leagueName={league.name} teams={data.teams ?? empty} standings={data.standings} sport={league.sport} base={base} />}
        {section === 'team' && <TeamPage data={data.team} sport={league.sport} base={base} origin={data.origin} />}
        {section === 'players' && <PlayersPage leagueName={league.name} teams={data.teams ?? empty} base={base} />}
        {section === 'schedule' && (
          <SchedulePage schedule={data.schedule} leagueId={league.id} grouping={league.schedule_grouping} teams={data.teams?.teams} levels={data.levels} filters={data.filters} paging={data.schedulePaging} base={base} origin={data.origin} />
        )}
        {section === 'standings' && <StandingsPage standings={data.standings} sport={league.sport} champions={data.champions} base={base} form={data.form} />}
        {section === 'playoffs' && <PlayoffsPage playoffs={data.playoffs} />}
        {section === 'stats' && <StatisticsPage statistics={data.statistics} base={base} />}
        {section === 'news' && <NewsListPage leagueId={league.id} base={base} initial={data.news} />}
        {section === 'article' && <ArticlePage leagueId={league.id} slug={data.slug ?? ''} initial={data.article} />}
        {section === 'game' && <GamePage page={data.game} leagueKey={league.custom_slug ?? league.id} base={base} levelName={data.gameLevel ?? null} />}
        {section === 'page' && <CustomPage leagueId={league.id} slug={data.slug ?? ''} initial={data.page} />}
        {section === 'sponsors' && <SponsorsPage leagueName={league.name} sponsors={league.branding?.sponsors ?? []} />}
        {section === 'register' && <RegisterPage league={league} offer={data.registration} base={base} />}
        <SiteFooter league={league} base={base} />
      </LeagueTheme>
    </RegistrationOpenContext.Provider>
  );
}
