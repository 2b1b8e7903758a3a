import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PublicLeague } from '../../../shared/league-schema';
import { fetchLeagueAsAdmin, fetchPublicLeague, fetchPublicLeagueByDomain, HttpError, preloadedLeague, storedAccessToken } from './api';
import { LeagueHeader, LeagueHome, LeagueTheme, leagueBase } from './league-home';
import { CustomPage } from './custom-page';
import { ArticlePage, NewsListPage } from './news';
import { NotFound } from './not-found';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; league: PublicLeague; preview: boolean }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

/** The league the server rendered into the page, when it is the one this address names. */
function preloaded(key: string, domain?: string): PublicLeague | null {
  return preloadedLeague((l) => (domain ? true : l.id === key || l.custom_slug?.toLowerCase() === key.toLowerCase()));
}

async function loadLeague(key: string, domain?: string): Promise<State> {
  const inlined = preloaded(key, domain);
  if (inlined) return { kind: 'ready', league: inlined, preview: false };
  try {
    const league = domain ? await fetchPublicLeagueByDomain(domain) : await fetchPublicLeague(key);
    return { kind: 'ready', league, preview: false };
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 404) {
      return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
    }
  }
  // Not public (a draft, or no such league): the league's own admin may still preview it.
  if (domain) return { kind: 'missing' };
  const token = await storedAccessToken();
  if (!token) return { kind: 'missing' };
  try {
    return { kind: 'ready', league: await fetchLeagueAsAdmin(key, token), preview: true };
  } catch {
    return { kind: 'missing' };
  }
}

/** A page of a league's site: its home, /news, /news/{slug} or /page/{slug}; under /l/{slug or id} or on its own custom domain. */
export function LeaguePage({ domain, section = 'home' }: { domain?: string; section?: 'home' | 'news' | 'article' | 'page' }) {
  const { key = '', newsSlug = '', pageSlug = '' } = useParams();
  // The answer remembers which league it is for, so a new address shows 'loading' without resetting state in an effect.
  const requestKey = `${domain ?? ''}|${key}`;
  const [result, setResult] = useState<{ for: string; state: State } | null>(null);

  useEffect(() => {
    let live = true;
    void loadLeague(key, domain).then((s) => live && setResult({ for: requestKey, state: s }));
    return () => {
      live = false;
    };
  }, [key, domain, requestKey]);
  // The server's first paint stays as it is when the page already carries this league (no spinner in between).
  const inlined = result?.for === requestKey ? null : preloaded(key, domain);
  const state: State = result?.for === requestKey ? result.state : inlined ? { kind: 'ready', league: inlined, preview: false } : { kind: 'loading' };

  const title = state.kind === 'ready' ? state.league.name : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (state.kind === 'loading') {
    return (
      <main className="page center" aria-busy="true">
        <div className="spinner" role="status" aria-label="Loading" />
        <p className="muted">Loading league...</p>
      </main>
    );
  }
  if (state.kind === 'missing') return <NotFound />;
  if (state.kind === 'error') {
    return (
      <main className="page center">
        <p className="lead" role="alert">{state.message}</p>
      </main>
    );
  }

  const base = leagueBase(state.league, Boolean(domain));
  if (section === 'home') return <LeagueHome league={state.league} preview={state.preview} base={base} />;
  return (
    <LeagueTheme league={state.league}>
      <LeagueHeader league={state.league} base={base} preview={state.preview} />
      {section === 'news' && <NewsListPage leagueId={state.league.id} base={base} />}
      {section === 'article' && <ArticlePage leagueId={state.league.id} slug={newsSlug} />}
      {section === 'page' && <CustomPage leagueId={state.league.id} slug={pageSlug} />}
    </LeagueTheme>
  );
}
