// League custom pages: the league's admin writes pages (plan feature custom_pages); visitors read the published
// ones of an active league. Drafts answer exactly like missing pages. HTML is sanitised here, when saved, so
// nothing unsafe is ever stored.
import { ulid } from 'ulid';
import type { LeaguePage, PublicNavPage, PublicLeaguePage } from '../../shared/api-contract';
import { MSG } from '../../shared/messages';
import { PAGE_MESSAGES, pageSlugFromTitle, type PageInput, type PageUpdateInput } from '../../shared/page-schema';
import { changedElsewhere } from '../../shared/item-version';
import { versionedWrite } from '../lib/versioned-write';
import { deletePage, getPageById, getPageBySlug, insertPage, listLeaguePages, replacePage, type PageRecord } from '../data/pages';
import { storedRichText } from '../lib/html-sanitiser';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { getPublicLeague } from '../leagues/public-league';
import { requireFeature } from '../access/plan';

/** How many numbered slugs ('-2', '-3', ...) are tried for a title before asking for a slug of the admin's own. */
const SLUG_TRIES = 20;

const newestFirst = (a: PageRecord, b: PageRecord) => b.created_at.localeCompare(a.created_at);
const navigationOrder = (a: PageRecord, b: PageRecord) => a.navigation_order - b.navigation_order || a.created_at.localeCompare(b.created_at);
const slugTaken = (slug: string) => conflict(`slug: The address "${slug}" is already used by another page in this league`, 'slug_taken');
const parentMissing = () => badRequest(`parent_page_id: ${PAGE_MESSAGES.parentMissing}`, 'parent_page_id');

export async function listPagesOf(userId: string, leagueId: string): Promise<LeaguePage[]> {
  await requireOwnLeague(userId, leagueId);
  return (await listLeaguePages(leagueId)).sort(newestFirst);
}

/**
 * A parent must be another page of the league, and not one placed (directly or further down) under this page,
 * so the navigation never loops. The transaction re-checks that the parent still exists when the page is written.
 */
function checkParent(pages: PageRecord[], pageId: string, parentId: string | null) {
  if (!parentId) return;
  if (parentId === pageId) throw badRequest(`parent_page_id: ${PAGE_MESSAGES.ownParent}`, 'parent_page_id');
  const byId = new Map(pages.map((p) => [p.id, p]));
  let at = byId.get(parentId);
  if (!at) throw parentMissing();
  for (let hops = 0; at && hops <= pages.length; hops++) {
    if (at.parent_page_id === pageId) throw badRequest(`parent_page_id: ${PAGE_MESSAGES.parentLoop}`, 'parent_page_id');
    at = at.parent_page_id ? byId.get(at.parent_page_id) : undefined;
  }
}

function fields(input: PageInput) {
  return {
    title: input.title, content: storedRichText(input.content), page_type: input.page_type, is_published: input.is_published,
    meta_title: input.meta_title, meta_description: input.meta_description, parent_page_id: input.parent_page_id,
    show_in_navigation: input.show_in_navigation,
  };
}

function failed(failure: 'gone' | 'taken' | 'parent', slug: string, gone: string): never {
  if (failure === 'gone') throw notFound(gone);
  if (failure === 'parent') throw parentMissing();
  throw slugTaken(slug);
}

export async function createPageIn(userId: string, leagueId: string, input: PageInput): Promise<LeaguePage> {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'custom_pages');
  const pages = await listLeaguePages(leagueId);
  const now = new Date().toISOString();
  const id = ulid();
  checkParent(pages, id, input.parent_page_id);
  const base: Omit<PageRecord, 'slug'> = {
    id, league_id: leagueId, ...fields(input), navigation_order: input.navigation_order ?? pages.length, created_at: now, updated_at: now, version: 0,
  };
  // A slug the admin typed is theirs or refused; one derived from the title is numbered until it is free.
  const candidates = input.slug ? [input.slug] : Array.from({ length: SLUG_TRIES }, (_, i) => {
    const s = pageSlugFromTitle(input.title);
    return i === 0 ? s : `${s.slice(0, 75)}-${i + 1}`;
  });
  for (const slug of candidates) {
    const failure = await insertPage({ ...base, slug });
    if (!failure) return { ...base, slug };
    if (failure !== 'taken') failed(failure, slug, MSG.league.notFound);
  }
  throw slugTaken(candidates[0]!);
}

/**
 * The slug stays unless the admin types a new one: links to the page keep working when its title changes. With
 * `version`, only if nobody changed the page since (409); without, on the page as stored.
 */
export async function updatePageIn(userId: string, leagueId: string, pageId: string, { version: clientVersion, ...input }: PageUpdateInput): Promise<LeaguePage> {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'custom_pages');
  return versionedWrite(clientVersion, changedElsewhere('page'), async () => {
    // The page itself by a consistent read (its version decides); the list only for the parent's place.
    const [current, pages] = await Promise.all([getPageById(leagueId, pageId), listLeaguePages(leagueId)]);
    if (!current) throw notFound(PAGE_MESSAGES.notFound);
    checkParent(pages, pageId, input.parent_page_id);
    const next: PageRecord = {
      ...current, ...fields(input), slug: input.slug ?? current.slug, navigation_order: input.navigation_order ?? current.navigation_order,
      updated_at: new Date().toISOString(), version: (current.version ?? 0) + 1,
    };
    return {
      version: current.version ?? 0,
      write: async () => {
        const failure = await replacePage(current.slug, next, current.version ?? 0);
        if (!failure) return next;
        // Still there: another save changed it since this read.
        if (failure === 'gone' && await getPageById(leagueId, pageId)) return 'stale';
        return failed(failure, next.slug, PAGE_MESSAGES.notFound);
      },
    };
  });
}

/** Deleting needs no plan feature: an admin whose plan lapsed can still take a page down. Its children move up. */
export async function deletePageIn(userId: string, leagueId: string, pageId: string): Promise<void> {
  await requireOwnLeague(userId, leagueId);
  const current = await getPageById(leagueId, pageId);
  if (!current) throw notFound(PAGE_MESSAGES.notFound);
  const children = (await listLeaguePages(leagueId)).filter((p) => p.parent_page_id === pageId);
  const failure = await deletePage(current, children);
  if (failure === 'gone') throw notFound(PAGE_MESSAGES.notFound);
  if (failure === 'conflict') throw conflict('Another change to these pages got there first; please try again');
}

/** The published pages shown in the league site's navigation, by navigation order. */
/** A league's published pages shown in its site's navigation, in navigation order. */
export async function navigationPagesOf(leagueId: string): Promise<PublicNavPage[]> {
  return (await listLeaguePages(leagueId)).filter((p) => p.is_published && p.show_in_navigation).sort(navigationOrder)
    .map(({ id, slug, title, page_type, parent_page_id, navigation_order }) => ({ id, slug, title, page_type, parent_page_id, navigation_order }));
}

export async function publicNavigationPages(key: string): Promise<PublicNavPage[]> {
  return navigationPagesOf((await getPublicLeague(key)).id);
}

/** A published page of a league by its slug; the not-found error when it is missing or a draft. */
export async function publishedPageOf(leagueId: string, slug: string): Promise<PublicLeaguePage> {
  const page = await getPageBySlug(leagueId, slug);
  if (!page?.is_published) throw notFound(PAGE_MESSAGES.notFound);
  const { is_published: _p, ...rest } = page;
  return rest;
}

export async function publicPage(key: string, slug: string): Promise<PublicLeaguePage> {
  return publishedPageOf((await getPublicLeague(key)).id, slug);
}
