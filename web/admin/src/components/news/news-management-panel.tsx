// The league's news (spec: News and announcements editor), on the League Management page's News tab: every
// article newest written first, with its state (Draft, Scheduled or Published), category, featured flag and
// publish date; New Article, Edit and Delete (with confirmation). Writing needs the plan feature news_management;
// without it the list stays, and articles can still be taken down.
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { format, parseISO } from 'date-fns';
import type { NewsArticle } from '../../../../../shared/api-contract';
import { FEATURE_GATE_HINT, FEATURE_GATE_MESSAGES } from '../../../../../shared/feature-names';
import { NEWS_MESSAGES } from '../../../../../shared/news-schema';
import { hasFeature } from '../../../../../shared/plan-catalogue';
import { messageOf } from '../../lib/form-errors';
import { useSubscription } from '../../subscription/subscription-store';
import { useToast } from '../../toast/toast-context';
import { RouterButton } from '../router-link';
import { CATEGORY_LABEL, NewsFormModal } from './news-form-modal';
import { useNews, useNewsWrites } from './news-hooks';
import { ConfirmDeleteModal } from '../confirm-delete-modal';

const PAGE_SIZE = 10;
const day = (d: string) => format(parseISO(d), 'MMM d, yyyy');

function State({ article }: { article: NewsArticle }) {
  if (!article.is_published) return <StatusIndicator type="stopped">Draft</StatusIndicator>;
  if (article.publish_date > format(new Date(), 'yyyy-MM-dd')) return <StatusIndicator type="pending">Scheduled</StatusIndicator>;
  return <StatusIndicator type="success">Published</StatusIndicator>;
}

export function NewsManagementPanel({ league }: { league: { id: string; name: string } }) {
  const toast = useToast();
  const { current } = useSubscription();
  const allowed = Boolean(current && hasFeature(current.plan, 'news_management'));
  const { data: articles = [], isPending, error } = useNews(league.id);
  const writes = useNewsWrites(league.id);
  const [editing, setEditing] = useState<NewsArticle | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<NewsArticle | null>(null);
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(articles, {
    filtering: {
      filteringFunction: (a, text) => `${a.title} ${a.slug} ${a.category}`.toLowerCase().includes(text.toLowerCase()),
      empty: (
        <Box textAlign="center" color="inherit" padding="l">
          <SpaceBetween size="s">
            <b>No articles yet</b>
            <Box color="text-body-secondary">Articles you publish appear in the league site's news and on its home page.</Box>
          </SpaceBetween>
        </Box>
      ),
      noMatch: <Box textAlign="center" color="inherit" padding="l"><b>No articles match the filter</b></Box>,
    },
    pagination: { pageSize: PAGE_SIZE },
  });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove.mutateAsync(deleting.id);
      toast({ type: 'success', header: NEWS_MESSAGES.deleted });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: NEWS_MESSAGES.deleteFailed, content: messageOf(err) });
    }
  }

  return (
    <SpaceBetween size="l">
      {current && !allowed && (
        <Alert type="info" header={FEATURE_GATE_MESSAGES.news_management} action={<RouterButton href="/subscription">View plans</RouterButton>}>
          {FEATURE_GATE_HINT} Existing articles stay listed here and can still be deleted.
        </Alert>
      )}
      <Table<NewsArticle>
        {...collectionProps}
        items={items}
        loading={isPending}
        loadingText="Loading articles"
        trackBy="id"
        variant="container"
        wrapLines
        header={
          <Header
            variant="h2"
            counter={isPending ? undefined : `(${articles.length})`}
            description={error ? NEWS_MESSAGES.loadFailed : `Articles of ${league.name}'s site. Drafts and articles dated in the future are not shown to visitors.`}
            actions={<Button variant="primary" disabled={!allowed} onClick={() => setCreating(true)}>New Article</Button>}
          >
            News
          </Header>
        }
        filter={<TextFilter {...filterProps} filteringPlaceholder="Find articles" filteringAriaLabel="Find articles" countText={`${filteredItemsCount ?? 0} matches`} />}
        pagination={<Pagination {...paginationProps} ariaLabels={{ nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (n) => `Page ${n}` }} />}
        columnDefinitions={[
          {
            id: 'title', header: 'Title', isRowHeader: true,
            cell: (a) => (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <span>{a.title || <Box color="text-body-secondary" variant="span">(untitled)</Box>}</span>
                {a.is_featured && <Badge color="blue">Featured</Badge>}
              </SpaceBetween>
            ),
          },
          { id: 'category', header: 'Category', cell: (a) => CATEGORY_LABEL[a.category] },
          { id: 'state', header: 'State', minWidth: 120, cell: (a) => <State article={a} /> },
          { id: 'date', header: 'Publish date', cell: (a) => day(a.publish_date) },
          {
            id: 'address', header: 'Address',
            // The site page itself; a draft opens there as a preview only its admin sees (web/site/src/draft-preview.tsx).
            cell: (a) => <Link external href={`/l/${encodeURIComponent(league.id)}/news/${encodeURIComponent(a.slug)}`}><Box variant="code" fontSize="body-s">/news/{a.slug}</Box></Link>,
          },
          {
            id: 'actions', header: 'Actions',
            cell: (a) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" disabled={!allowed} ariaLabel={`Edit ${a.title || a.slug}`} onClick={() => setEditing(a)}>Edit</Button>
                <Button variant="inline-link" ariaLabel={`Delete ${a.title || a.slug}`} onClick={() => setDeleting(a)}>Delete</Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      <NewsFormModal leagueId={league.id} article={editing} visible={creating || editing !== null} onDismiss={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDeleteModal visible={deleting !== null} header="Delete Article" busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        Are you sure you want to delete "{deleting?.title || deleting?.slug}"? This action cannot be undone.
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
