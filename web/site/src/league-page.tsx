import { useEffect, useState } from 'react';
import type { PublicLeague } from '../../../shared/league-schema';
import { fetchLeagueAsAdmin, fetchPublicLeague, fetchPublicLeagueByDomain, preloadedLeague } from './api';
import { ApiError } from './lib/fetch-json';
import { storedAccessToken } from './lib/session';
import { NotFound } from './not-found';
import { SitePage } from './site-app';
import { browserGet, loadSitePage, type SitePageData, type SiteSection } from './site-page';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; league: PublicLeague; preview: boolean; page?: SitePageData }
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
    if (!(err instanceof ApiError) || err.status !== 404) {
      return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
    }
  }
  // Not public (a draft, or no such league): the league's own admin may still preview it.
  if (domain) return { kind: 'missing' };
  const token = storedAccessToken();
  if (!token) return { kind: 'missing' };
  try {
    return { kind: 'ready', league: await fetchLeagueAsAdmin(key, token), preview: true };
  } catch {
    return { kind: 'missing' };
  }
}

/**
 * A page of a league's site read in the browser (the server renders public leagues itself; this path serves an
 * admin's draft preview): under /l/{slug or id} or on its own custom domain.
 */
export function LeaguePage({ domain, leagueKey: key, section, slug }: { domain?: string; leagueKey: string; section: SiteSection; slug: string }) {
  // The answer remembers which league it is for, so a new address shows 'loading' without resetting state in an effect.
  const requestKey = `${domain ?? ''}|${key}|${section}|${slug}`;
  const [result, setResult] = useState<{ for: string; state: State } | null>(null);

  useEffect(() => {
    let live = true;
    void loadLeague(key, domain)
      .then(async (s) => (s.kind === 'ready' ? { ...s, page: await loadSitePage(browserGet, s.league, section, slug) } : s))
      .then((s) => live && setResult({ for: requestKey, state: s }));
    return () => {
      live = false;
    };
  }, [key, domain, requestKey, section, slug]);
  // The server's first paint stays as it is when the page already carries this league (no spinner in between).
  const inlined = result?.for === requestKey ? null : preloaded(key, domain);
  const state: State = result?.for === requestKey ? result.state : inlined ? { kind: 'ready', league: inlined, preview: false } : { kind: 'loading' };

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

  if (!state.page) return <main className="page center" aria-busy="true"><div className="spinner" role="status" aria-label="Loading" /><p className="muted">Loading league...</p></main>;
  return <SitePage data={state.page} customDomain={Boolean(domain)} preview={state.preview} />;
}
