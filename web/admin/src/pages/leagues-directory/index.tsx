// /leagues: the public league directory (GET /api/public/leagues, newest first, cursor pagination).
import { useCallback, useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DirectoryEntry } from '../../../../../shared/api-contract';
import { SPORT_LABELS } from '../../../../../shared/league-constants';
import { api } from '../../api/client';
import { publicLeaguePath } from '../../components/league-domains-panel';
import './directory.css';

const SNIPPET = 160;
const snippet = (s: string) => (s.length > SNIPPET ? `${s.slice(0, SNIPPET).trimEnd()}…` : s);
const sportLabel = (s: string) => SPORT_LABELS[s as keyof typeof SPORT_LABELS] ?? s;

/** The league's own address: its primary custom domain (same scheme and port as this site, so the local gateway answers), else /league/{id}. */
export function leagueHref(l: Pick<DirectoryEntry, 'id' | 'primary_domain'>): string {
  if (!l.primary_domain) return `/league/${encodeURIComponent(l.id)}`;
  return `${location.protocol}//${l.primary_domain}${location.port ? `:${location.port}` : ''}`;
}

/** Only a real CSS colour becomes the accent. */
function accent(color: string | null): string | undefined {
  if (!color) return undefined;
  return typeof CSS !== 'undefined' && CSS.supports?.('color', color) ? color : undefined;
}

export default function LeaguesDirectoryPage() {
  const [leagues, setLeagues] = useState<DirectoryEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(async (from?: string) => {
    setError('');
    if (from) setLoadingMore(true);
    else setLoading(true);
    try {
      const page = await api.leagueDirectory(from);
      setLeagues((prev) => {
        const base = from ? prev : [];
        const seen = new Set(base.map((l) => l.id));
        return [...base, ...page.leagues.filter((l) => !seen.has(l.id))];
      });
      setCursor(page.next_cursor);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to load leagues');
    } finally {
      setLoading(false);
      setLoadingMore(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <ContentLayout header={<Header variant="h1" description="Browse the leagues running on the platform.">Leagues</Header>}>
      <SpaceBetween size="l">
        {error && (
          <Alert type="error" header="Failed to load leagues" action={<Button onClick={() => void load(cursor ?? undefined)}>Retry</Button>}>
            {error}
          </Alert>
        )}
        <Cards
          items={leagues}
          loading={loading}
          loadingText="Loading leagues"
          trackBy="id"
          cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1100, cards: 3 }]}
          ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Leagues' }}
          header={<Header variant="h2" counter={loading ? undefined : `(${leagues.length}${cursor ? '+' : ''})`}>Public leagues</Header>}
          cardDefinition={{
            header: (l) => (
              <div className="directory-card__head" style={{ borderLeftColor: accent(l.primary_color) }} data-accent={accent(l.primary_color) ? 'true' : undefined}>
                {l.logo_url && <img className="directory-card__logo" src={l.logo_url} alt={`${l.name} logo`} />}
                <Link href={leagueHref(l)} fontSize="heading-m" ariaLabel={l.name}>
                  {l.name}
                </Link>
              </div>
            ),
            sections: [
              { id: 'sport', header: 'Sport', content: (l) => sportLabel(l.sport) },
              {
                id: 'description',
                content: (l) => (l.description ? snippet(l.description) : <Box color="text-body-secondary">No description yet.</Box>),
              },
              {
                id: 'links',
                content: (l) => (
                  <SpaceBetween direction="horizontal" size="m">
                    <Link href={leagueHref(l)} ariaLabel={`Visit ${l.name}`}>
                      Visit league
                    </Link>
                    <Link href={publicLeaguePath({ id: l.id, custom_slug: l.custom_slug })} ariaLabel={`Preview ${l.name}`}>
                      Preview
                    </Link>
                    {l.primary_domain && <Box color="text-body-secondary">{l.primary_domain}</Box>}
                  </SpaceBetween>
                ),
              },
            ],
          }}
          empty={
            <Box textAlign="center" color="inherit" padding="l">
              <SpaceBetween size="xs">
                <b>No leagues yet</b>
                <Box variant="p" color="inherit">
                  Active leagues appear here once their organisers publish them.
                </Box>
              </SpaceBetween>
            </Box>
          }
        />
        {cursor && !loading && (
          <Box textAlign="center">
            <Button onClick={() => void load(cursor)} loading={loadingMore}>
              Load more
            </Button>
          </Box>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
