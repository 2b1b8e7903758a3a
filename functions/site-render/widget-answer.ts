// An embeddable widget of a league's site (/l/{key}/widgets/{standings|schedule|results}, /widgets/... on its
// custom domain; ?team={id} for one team): one GetItem for the site, one read of the season's standings or its kept
// schedule (public-site/kept-schedule.ts). Its answer may be framed by any site (frame-ancestors *, no
// X-Frame-Options: see FRAMABLE below) and sets no cookie.
import { standingsFor } from '../games/standings-board';
import { siteScheduleOf } from '../public-site/kept-schedule';
import { toPublicLeague } from '../leagues/public-league';
import { siteAt } from '../public-site/site-pages';
import { inLevelOrder } from '../public-site/standings-extras';
import type { SiteAnswer, SiteRequest } from './site-request';
import { canonicalBase, renderWidget, WIDGET_GAMES, type SiteAssets, type WidgetKind, type WidgetPage } from './renderer';

/** The answer header that tells the server in front (the local gateway, CloudFront) this page may be framed. */
export const FRAMABLE_HEADER = 'x-framable';

const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=30', [FRAMABLE_HEADER]: '1' };

export async function answerWidget(req: SiteRequest, kind: WidgetKind, assets: SiteAssets, now = new Date()): Promise<SiteAnswer> {
  const site = await siteAt(req.address);
  if (!site) return { status: 404, headers: HEADERS, body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><p>No league here.</p></body></html>' };
  const league = toPublicLeague(site.league, site.branding);
  const teamId = new URLSearchParams(req.query ?? '').get('team');
  const team = teamId ? site.teams.find((t) => t.id === teamId) ?? null : null;
  const page: WidgetPage = { league, kind, team: team && { id: team.id, name: team.name }, siteUrl: canonicalBase(league, req.siteOrigin) };
  if (kind === 'standings') {
    const standings = league.public_standings ? await standingsFor(site.league, site.season_id, site.levels) : null;
    page.standings = standings && { ...standings, groups: inLevelOrder(standings.groups, site.levels) };
  } else if (league.public_schedule) {
    const games = (await siteScheduleOf(site.league, site.season_id)).games
      .filter((g) => !team || g.home_team_id === team.id || g.away_team_id === team.id);
    page.games = kind === 'results'
      ? games.filter((g) => g.status === 'completed').reverse().slice(0, WIDGET_GAMES)
      : games.filter((g) => g.status !== 'completed' && g.status !== 'cancelled' && new Date(g.scheduled_at).getTime() >= now.getTime() - 3 * 3600_000).slice(0, WIDGET_GAMES);
  } else page.games = null;
  // A team id that is no team of this league: 404, so a wrong snippet shows up when it is pasted.
  return { status: teamId && !team ? 404 : 200, headers: HEADERS, body: renderWidget(page, assets.widget) };
}
