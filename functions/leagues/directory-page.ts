// The public league directory (/leagues, GET /api/public/leagues): active leagues, newest first. Its entries are
// spread over 16 index shards so no single key takes every league's writes (models/leagues.ts), which makes a page
// read live cost a Query per shard and a BatchGetItem of logos. The first page, which nearly every view asks for,
// is kept whole in one item instead (data/directory-page.ts): a view reads it with one GetItem. The table's stream
// rebuilds it after a write to a league or its branding (public-site/site-stream.ts), off the request path, and
// only when that write can change it; later pages (a cursor) still read the shards.
import type { DirectoryEntry } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import { brandingSummaries } from '../data/branding';
import { getDirectoryPage, putDirectoryPage, type KeptDirectoryPage } from '../data/directory-page';
import { directoryPageModel } from '../data/keys';
import { directoryCursorAfter, getLeague, listActiveLeagues, newestActiveLeagues } from '../data/leagues';
import { readConsistently } from '../data/write-watch';

/** Leagues a directory page shows. */
export const DIRECTORY_PAGE_SIZE = 24;

const inDirectory = (l: League | null): l is League => l?.status === 'active';

/** The entries of these leagues, with each one's logo and colour (one BatchGetItem). */
async function entriesOf(leagues: League[]): Promise<DirectoryEntry[]> {
  const branding = await brandingSummaries(leagues.map((l) => l.id));
  return leagues.map((l) => ({
    id: l.id, name: l.name, description: l.description, sport: l.sport, custom_slug: l.custom_slug, created_at: l.created_at,
    logo_url: branding.get(l.id)?.logo_url ?? null, primary_color: branding.get(l.id)?.primary_color ?? null,
    primary_domain: l.primary_domain ?? null,
  }));
}

/** A page read from the shards: its entries and the cursor of the next (null on the last). */
export async function liveDirectoryPage(cursor?: string): Promise<{ entries: DirectoryEntry[]; cursor: string | null }> {
  const page = await listActiveLeagues(DIRECTORY_PAGE_SIZE, cursor);
  return { entries: await entriesOf(page.items), cursor: page.cursor };
}

/** The first page as kept, with the cursor of the next; null when none is kept (it is then read live). */
export async function keptDirectoryPage(): Promise<{ entries: DirectoryEntry[]; cursor: string | null } | null> {
  const kept = await getDirectoryPage();
  if (!kept) return null;
  const last = kept.sort_keys.at(-1);
  return { entries: kept.entries, cursor: kept.more && last ? await directoryCursorAfter(last) : null };
}

/**
 * Whether writes to these leagues (each as stored now, null when gone) leave the kept page as it is: a full page
 * with more after it, none of them on it, and each either out of the directory or older than its last entry.
 */
function leavesPageAsItIs(kept: KeptDirectoryPage, changed: { id: string; league: League | null }[]): boolean {
  const last = kept.sort_keys.at(-1);
  if (kept.entries.length < DIRECTORY_PAGE_SIZE || !kept.more || last === undefined) return false;
  return changed.every(({ id, league }) => !kept.entries.some((e) => e.id === id)
    && (!inDirectory(league) || directoryPageModel.sortKeyOf(league) < last));
}

/**
 * Rebuilds the kept first page after writes to these leagues (or their branding), unless those writes cannot change
 * it. The index the shards live in is read eventually consistently, so each written league is read from its own item
 * (strongly consistently) and put where it belongs, or left out. `force`: rebuild whatever was written (the deploy's
 * backfill, a local start). Returns whether it was rebuilt.
 */
export async function refreshDirectoryPage(written: readonly string[], { force = false } = {}): Promise<boolean> {
  return readConsistently(async () => {
    const readAt = new Date().toISOString();
    const [kept, ...leagues] = await Promise.all([getDirectoryPage(), ...written.map((id) => getLeague(id))]);
    const changed = written.map((id, i) => ({ id, league: leagues[i] }));
    if (!force && kept && leavesPageAsItIs(kept, changed)) return false;
    // Enough beyond a page that the written leagues' own entries, left out below, never leave it short.
    const live = await newestActiveLeagues(DIRECTORY_PAGE_SIZE + written.length);
    const byId = new Map(live.items.map((l) => [l.id, l]));
    for (const { id, league } of changed) {
      byId.delete(id);
      if (inDirectory(league)) byId.set(id, league);
    }
    const ordered = [...byId.values()].map((l) => ({ l, sk: directoryPageModel.sortKeyOf(l) }))
      .sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0));
    const page = ordered.slice(0, DIRECTORY_PAGE_SIZE);
    await putDirectoryPage({
      entries: await entriesOf(page.map((p) => p.l)), sort_keys: page.map((p) => p.sk),
      more: ordered.length > DIRECTORY_PAGE_SIZE || live.more, read_at: readAt,
    });
    return true;
  });
}
