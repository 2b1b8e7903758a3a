// /leagues: the public league directory (GET /api/public/leagues, newest first, cursor pagination).
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { DirectoryEntry } from '../../../../../shared/api-contract';
import { publicLeaguePath } from '../../components/league-domains-panel';
import { sportLabel } from '../../lib/format';
import { useDirectory } from './hooks';
import './directory.css';

const SNIPPET = 160;
const snippet = (s: string) => (s.length > SNIPPET ? `${s.slice(0, SNIPPET).trimEnd()}…` : s);

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
  const { leagues, loading, loadingMore, hasMore, error, loadMore, retry } = useDirectory();

  return (
    <ContentLayout header={<Header variant="h1" description="Browse the leagues running on the platform.">Leagues</Header>}>
      <SpaceBetween size="l">
        {error && (
          <Alert type="error" header="Failed to load leagues" action={<Button onClick={retry}>Retry</Button>}>
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
          header={<Header variant="h2" counter={loading ? undefined : `(${leagues.length}${hasMore ? '+' : ''})`}>Public leagues</Header>}
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
        {hasMore && !loading && (
          <Box textAlign="center">
            <Button onClick={loadMore} loading={loadingMore}>
              Load more
            </Button>
          </Box>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
