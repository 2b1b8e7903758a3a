// What each page of a league's site shows, for the server renderer (web/site/src/server/render-shell.tsx): the
// league's site item at the page's address (public-site/site-snapshot.ts: one GetItem), and for pages other than
// home at most one more read: the season's board (teams, schedule, standings), the statistics or the players list
// kept with the site, the news list, the article or the custom page. `npm run bench -- --games` counts them.
import type { SitePageData, SiteSection } from '../../web/site/src/site-page';
import { siteAddressModel } from '../data/keys';
import { getSiteItem, getSitePlayers } from '../data/site';
import { keptStatisticsOr, recentGamesFrom, scheduleFor, standingsFor } from '../games/service';
import { HttpError } from '../lib/errors';
import { resolveLeague, ULID } from '../leagues/service';
import { publishedArticleOf, publishedBy, publishedNewsOf } from '../news/service';
import { publishedPageOf } from '../pages/service';
import { leagueOfActiveDomain, toPublicLeague } from './service';
import { readSite, type KeptPlayers, type SiteSnapshot } from './site-snapshot';
import { publicPlayersOf } from './teams';
import { publicGamePageOf } from '../game-day/game-page';

/** Where a page was asked for: /l/{key} (an id or custom URL), or a custom domain's Host. */
export type SiteAddress = { key: string } | { host: string };

/** The league behind an address when its site item is missing: the same rules as the public API's. */
async function leagueIdAt(address: SiteAddress): Promise<string | null> {
  if ('key' in address) return (await resolveLeague(address.key))?.id ?? null;
  return leagueOfActiveDomain(address.host);
}

/** The site at an address (null: no active league answers there). One GetItem; read live if it is not kept. */
export async function siteAt(address: SiteAddress): Promise<SiteSnapshot | null> {
  const kept = await getSiteItem('host' in address ? siteAddressModel.byHost(address.host)
    : ULID.test(address.key) ? siteAddressModel.byId(address.key) : siteAddressModel.bySlug(address.key));
  if (kept) return JSON.parse(kept.site) as SiteSnapshot;
  const leagueId = await leagueIdAt(address);
  return leagueId ? readSite(leagueId) : null;
}

/** A missing article or page renders the site's not-found page (null), not an error. */
async function orMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return null;
    throw err;
  }
}

async function playersOf(site: SiteSnapshot): Promise<KeptPlayers> {
  const kept = await getSitePlayers(site.league.id);
  return kept ? (JSON.parse(kept) as KeptPlayers) : publicPlayersOf(site.league.id, site.teams);
}

/** One page's data from its league's site and the page's own read (if any). */
export async function sitePageOf(site: SiteSnapshot, section: SiteSection, slug?: string, now = new Date()): Promise<SitePageData> {
  const { league, season_id: seasonId } = site;
  const data: SitePageData = { league: toPublicLeague(league, site.branding), section, slug, navPages: site.nav_pages };
  const teams = { teams: site.teams, players: [] };
  switch (section) {
    case 'home':
      data.news = site.news.filter((n) => publishedBy(n.publish_date, now));
      data.recent = recentGamesFrom(site.games, league, now);
      data.teams = teams;
      break;
    case 'teams':
      data.teams = teams;
      // The teams' W-L badges come from the standings.
      data.standings = league.public_standings ? await standingsFor(league, seasonId) : null;
      break;
    case 'players': data.teams = { teams: site.teams, players: await playersOf(site) }; break;
    case 'schedule': data.schedule = league.public_schedule ? await scheduleFor(league, seasonId) : null; break;
    case 'standings': data.standings = league.public_standings ? await standingsFor(league, seasonId) : null; break;
    case 'stats': data.statistics = await keptStatisticsOr(site.league, seasonId); break;
    case 'news': data.news = await publishedNewsOf(league.id, now); break;
    case 'article': data.article = await orMissing(publishedArticleOf(league.id, slug ?? '', now)); break;
    case 'page': data.page = await orMissing(publishedPageOf(league.id, slug ?? '')); break;
    case 'game': data.game = await orMissing(publicGamePageOf(league.id, slug ?? '')); break;
  }
  return data;
}
