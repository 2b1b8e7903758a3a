// The league's admin previews an article or a custom page that visitors cannot see yet (a draft, or an article
// dated later): the public site answers 404 for it, as for a missing one, and this reads it with the admin's own
// session (shared with the admin app on this origin) once the page is in their browser. Anyone else keeps the 404.
import { useEffect, useState, type ReactNode } from 'react';
import { NEWS_MESSAGES } from '../../../shared/news-constants';
import { fetchArticleAsAdmin, fetchPageAsAdmin, type CustomPageData, type NewsArticle } from './api';
import type { Load } from './use-load';

type Reader<T> = (leagueId: string, slug: string, token: string) => Promise<T | null>;

// The reader shows the spec's byline and no excerpt, as for a published article.
const readArticle: Reader<NewsArticle> = async (leagueId, slug, token) => {
  const a = await fetchArticleAsAdmin(leagueId, slug, token);
  return a ? { ...a, byline: NEWS_MESSAGES.byline, excerpt: '' } : null;
};
const readPage: Reader<CustomPageData> = fetchPageAsAdmin;

/** What `read` finds with the signed-in visitor's session once `missing` (the public site has nothing there). */
function useAsAdmin<T>(read: Reader<T>, leagueId: string, slug: string, missing: boolean): T | null {
  const key = `${leagueId}|${slug}`;
  const [found, setFound] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void (async () => {
      // Loaded only for a missing article or page: the session reader stays out of every page's first load.
      const token = (await import('./lib/session')).storedAccessToken();
      const value = token ? await read(leagueId, slug, token).catch(() => null) : null;
      if (live && value) setFound({ key, value });
    })();
    return () => {
      live = false;
    };
  }, [read, leagueId, slug, missing, key]);
  return found?.key === key ? found.value : null;
}

/** The published one, else (to the league's admin) its draft; the browser tab's title follows what is shown. */
function useShown<T extends { title: string; meta_title: string | null }>(published: Load<T>, read: Reader<T>, leagueId: string, slug: string) {
  const draft = useAsAdmin(read, leagueId, slug, published.kind === 'missing');
  const shown = published.kind === 'ready' ? published.data : draft;
  const title = shown ? shown.meta_title || shown.title : null;
  useEffect(() => { if (title) document.title = title; }, [title]);
  return { shown, draft: draft !== null && shown === draft };
}

export const useShownArticle = (published: Load<NewsArticle>, leagueId: string, slug: string) => useShown(published, readArticle, leagueId, slug);
export const useShownPage = (published: Load<CustomPageData>, leagueId: string, slug: string) => useShown(published, readPage, leagueId, slug);

/** What an article's or a page's address shows while nothing can be: the spinner, the failure, or the 404. */
export function NothingShown({ state, failed, notFound, children }: { state: Load<unknown>['kind']; failed: string; notFound: string; children?: ReactNode }) {
  if (state === 'loading') return <main className="page center" aria-busy="true"><div className="spinner" role="status" aria-label="Loading" /></main>;
  if (state === 'error') return <main className="page center"><p className="lead" role="alert">{failed}</p>{children}</main>;
  return <main className="page center"><h1 className="big">404</h1><p className="lead">{notFound}</p>{children}</main>;
}

/** The banner over a previewed draft, like a draft league's (league-home.tsx). */
export function DraftBanner({ what }: { what: 'article' | 'page' }) {
  return <div className="banner" role="note">Draft preview - only you can see this {what}</div>;
}
