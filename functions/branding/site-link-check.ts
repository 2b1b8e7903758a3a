// A branding link to a page of the league's own site is stored site-relative, so it works on /l/{slug} and on every
// custom domain, and only when that page is there: a link a visitor would follow to 'not found' is refused, naming
// the field. Links to other sites (https://...) are left as written.
import type { League } from '../../shared/league-schema';
import { leaguePathOf, notASitePage, siteRelativeLink, siteTargetOf } from '../../shared/site-links';
import { getTeam } from '../data/teams';
import { badRequest, HttpError } from '../lib/errors';
import { publishedArticleOf } from '../news/service';
import { publishedPageOf } from '../pages/service';

/** True when the read answers, false when it answers 'not found'. */
async function exists(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read();
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return false;
    throw err;
  }
}

/** The link to store for `url`, or a 400 on `field` when it would lead a visitor nowhere. */
export async function checkedSiteLink(league: Pick<League, 'id' | 'custom_slug'>, url: string, field: string, label: string): Promise<string> {
  if (!url.startsWith('/')) return url;
  const refuse = (why: string) => badRequest(`${field}: ${why}`, field);
  const path = siteRelativeLink(url, [league.id, league.custom_slug]);
  if (leaguePathOf(path)) throw refuse(`${label} "${url}" leads to another league's site: use its full https:// address`);
  const target = siteTargetOf(path);
  if (!target) throw refuse(notASitePage(label, url));
  if (target.kind === 'page' && !(await exists(() => publishedPageOf(league.id, target.slug)))) {
    throw refuse(`${label} "${url}": this league has no published page at that address`);
  }
  if (target.kind === 'article' && !(await exists(() => publishedArticleOf(league.id, target.slug)))) {
    throw refuse(`${label} "${url}": this league has no published article at that address`);
  }
  if (target.kind === 'team' && !(await getTeam(league.id, target.slug))) {
    throw refuse(`${label} "${url}": this league has no team at that address`);
  }
  return path;
}
