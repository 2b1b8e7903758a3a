// /leagues: the public league directory (GET /api/public/leagues, newest first, cursor pagination). The local
// gateway renders it with the first page already in it; the cloud serves the prerendered page without leagues and
// this island reads them in the browser. Either way the browser takes over for 'Load more' and 'Retry'.
import { useCallback, useEffect, useState } from 'react';
import type { DirectoryEntry, ResponseOf, Routes } from '../../../../shared/api-contract';
import { sportLabel } from '../../../../shared/league-constants';
import { fetchJson } from '../lib/fetch-json';

export const DIRECTORY_ISLAND = 'directory';
const DIRECTORY_PATH: Routes['leagueDirectory']['path'] = '/api/public/leagues';

type DirectoryPage = ResponseOf<'leagueDirectory'>;

/** Where links to a league's own domain point: this site's scheme and port (so the local gateway answers). */
export interface LinkBase {
  protocol: string;
  port: string;
}

export interface DirectoryProps {
  /** The first page, when the server read it; null means the browser reads it. */
  initial: DirectoryPage | null;
  linkBase: LinkBase | null;
}

const SNIPPET = 160;
const snippet = (s: string) => (s.length > SNIPPET ? `${s.slice(0, SNIPPET).trimEnd()}…` : s);

/** The league's own address: its primary custom domain, else /league/{id}. */
function leagueHref(l: Pick<DirectoryEntry, 'id' | 'primary_domain'>, base: LinkBase): string {
  if (!l.primary_domain) return `/league/${encodeURIComponent(l.id)}`;
  return `${base.protocol}//${l.primary_domain}${base.port ? `:${base.port}` : ''}`;
}

const publicLeaguePath = (l: Pick<DirectoryEntry, 'id' | 'custom_slug'>) => `/l/${encodeURIComponent(l.custom_slug || l.id)}`;

/** Only a colour written as hex, rgb() or hsl() becomes the accent (the same answer on the server and in the browser). */
function accent(color: string | null): string | undefined {
  if (!color) return undefined;
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i.test(color.trim()) ? color.trim() : undefined;
}

function readPage(cursor?: string): Promise<DirectoryPage> {
  const url = cursor ? `${DIRECTORY_PATH}?cursor=${encodeURIComponent(cursor)}` : DIRECTORY_PATH;
  return fetchJson<DirectoryPage>(url, { fallback: 'Failed to load leagues' });
}

/** Adds a page, each league once (a league may move between pages while the visitor reads). */
function merge(list: DirectoryEntry[], more: DirectoryEntry[]): DirectoryEntry[] {
  const seen = new Set(list.map((l) => l.id));
  return [...list, ...more.filter((l) => !seen.has(l.id))];
}

function LeagueCard({ league, base }: { league: DirectoryEntry; base: LinkBase }) {
  const color = accent(league.primary_color);
  const href = leagueHref(league, base);
  return (
    <li className="card directory-card">
      <div className="directory-card__head" style={color ? { borderLeftColor: color } : undefined} data-accent={color ? 'true' : undefined}>
        {league.logo_url && <img className="directory-card__logo" src={league.logo_url} alt={`${league.name} logo`} width={40} height={40} loading="lazy" />}
        <h3>
          <a href={href} aria-label={league.name}>
            {league.name}
          </a>
        </h3>
      </div>
      <div>
        <p className="directory-card__label">Sport</p>
        <p>{sportLabel(league.sport)}</p>
      </div>
      <p className={league.description ? undefined : 'muted'}>{league.description ? snippet(league.description) : 'No description yet.'}</p>
      <p className="directory-card__links">
        <a href={href} aria-label={`Visit league ${league.name}`}>
          Visit league
        </a>
        <a href={publicLeaguePath(league)} aria-label={`Preview ${league.name}`}>
          Preview
        </a>
        {league.primary_domain && <span className="muted">{league.primary_domain}</span>}
      </p>
    </li>
  );
}

export function DirectoryIsland({ initial, linkBase }: DirectoryProps) {
  const [leagues, setLeagues] = useState<DirectoryEntry[] | null>(initial?.leagues ?? null);
  const [cursor, setCursor] = useState<string | null>(initial?.next_cursor ?? null);
  const [busy, setBusy] = useState<'first' | 'more' | null>(initial ? null : 'first');
  const [error, setError] = useState('');
  // Read in the browser only once the leagues are in: the server's copy without leagues has no links to build.
  const base = linkBase ?? (leagues !== null && typeof window !== 'undefined' ? { protocol: window.location.protocol, port: window.location.port } : null);

  const load = useCallback(async (after?: string) => {
    setBusy(after ? 'more' : 'first');
    setError('');
    try {
      const page = await readPage(after);
      setLeagues((list) => (after && list ? merge(list, page.leagues) : page.leagues));
      setCursor(page.next_cursor);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to load leagues');
    } finally {
      setBusy(null);
    }
  }, []);

  // The prerendered copy has no leagues: read the first page once, in the browser.
  const [first] = useState(initial);
  useEffect(() => {
    if (!first) void Promise.resolve().then(() => load());
  }, [first, load]);

  const counter = leagues === null ? '' : ` (${leagues.length}${cursor ? '+' : ''})`;
  return (
    <div className="stack-l">
      {error && (
        <div className="alert alert--error" role="alert">
          <div>
            <p className="alert__title">Failed to load leagues</p>
            <p>{error}</p>
          </div>
          <button type="button" className="btn" onClick={() => void load(leagues && cursor ? cursor : undefined)}>
            Retry
          </button>
        </div>
      )}
      <section className="stack-m" aria-labelledby="directory-heading">
        <h2 id="directory-heading">
          Public leagues<span className="muted">{counter}</span>
        </h2>
        {leagues === null || !base ? (
          busy === 'first' && (
            <p className="muted" role="status">
              <span className="status-icon status-icon--loading" aria-hidden="true" /> Loading leagues
            </p>
          )
        ) : leagues.length === 0 ? (
          <div className="card empty">
            <p>
              <b>No leagues yet</b>
            </p>
            <p>Active leagues appear here once their organisers publish them.</p>
          </div>
        ) : (
          <ul className="directory-grid" aria-label="Leagues">
            {leagues.map((l) => (
              <LeagueCard key={l.id} league={l} base={base} />
            ))}
          </ul>
        )}
      </section>
      {cursor && leagues !== null && (
        <div className="center">
          <button type="button" className="btn" disabled={busy !== null} aria-busy={busy === 'more'} onClick={() => void load(cursor)}>
            {busy === 'more' ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
