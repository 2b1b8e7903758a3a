import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SPORT_LABELS } from '../../../shared/league-constants';
import type { PublicLeague } from '../../../shared/league-schema';
import { fetchLeagueAsAdmin, fetchPublicLeague, HttpError, storedAccessToken } from './api';
import { NotFound } from './not-found';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; league: PublicLeague; preview: boolean }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

async function loadLeague(key: string): Promise<State> {
  try {
    return { kind: 'ready', league: await fetchPublicLeague(key), preview: false };
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 404) {
      return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
    }
  }
  // Not public (a draft, or no such league): the league's own admin may still preview it.
  const token = await storedAccessToken();
  if (!token) return { kind: 'missing' };
  try {
    return { kind: 'ready', league: await fetchLeagueAsAdmin(key, token), preview: true };
  } catch {
    return { kind: 'missing' };
  }
}

export function LeaguePage() {
  const { key = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void loadLeague(key).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (state.kind === 'ready') document.title = state.league.name;
  }, [state]);

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

  const { league, preview } = state;
  return (
    <>
      {preview && (
        <div className="banner" role="note">
          Draft preview - only you can see this page
        </div>
      )}
      <header className="hero">
        <div className="page">
          <p className="eyebrow">{SPORT_LABELS[league.sport as keyof typeof SPORT_LABELS] ?? league.sport}</p>
          <h1>{league.name}</h1>
        </div>
      </header>
      <main className="page">
        {league.description ? <p className="lead">{league.description}</p> : <p className="muted">Welcome to {league.name}.</p>}
      </main>
    </>
  );
}
