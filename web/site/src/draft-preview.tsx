// The league's admin previews an article or a custom page that visitors cannot see yet (a draft, or an article
// dated later): the public site answers 404 for it, as for a missing one, and this reads it with the admin's own
// session (shared with the admin app on this origin) once the page is in their browser. Anyone else keeps the 404.
import { useEffect, useState } from 'react';
import { NEWS_MESSAGES } from '../../../shared/news-constants';
import { fetchArticleAsAdmin, fetchPageAsAdmin, type CustomPageData, type NewsArticle } from './api';
import { storedAccessToken } from './lib/session';

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
      const token = storedAccessToken();
      const value = token ? await read(leagueId, slug, token).catch(() => null) : null;
      if (live && value) setFound({ key, value });
    })();
    return () => {
      live = false;
    };
  }, [read, leagueId, slug, missing, key]);
  return found?.key === key ? found.value : null;
}

export const useDraftArticle = (leagueId: string, slug: string, missing: boolean) => useAsAdmin(readArticle, leagueId, slug, missing);
export const useDraftPage = (leagueId: string, slug: string, missing: boolean) => useAsAdmin(readPage, leagueId, slug, missing);

/** The banner over a previewed draft, like a draft league's (league-home.tsx). */
export function DraftBanner({ what }: { what: 'article' | 'page' }) {
  return <div className="banner" role="note">Draft preview - only you can see this {what}</div>;
}
