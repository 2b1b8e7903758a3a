// The league's custom pages (spec: Custom pages editor), on the League Management page's Pages tab: every page
// newest written first, with its type, state (Draft or Published), parent, navigation order and whether it shows
// in the site's navigation; New Page, Edit and Delete (with confirmation). Writing needs the plan feature
// custom_pages; without it the list stays, and pages can still be taken down.
import { useEffect, useState } from 'react';
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
import type { LeaguePage } from '../../../../../shared/api-contract';
import { FEATURE_GATE_HINT, FEATURE_GATE_MESSAGES } from '../../../../../shared/feature-names';
import { PAGE_MESSAGES, PAGE_TYPE_LABELS } from '../../../../../shared/page-schema';
import { hasFeature } from '../../../../../shared/plan-catalogue';
import { messageOf } from '../../lib/form-errors';
import { useSubscription } from '../../subscription/subscription-store';
import { useToast } from '../../toast/toast-context';
import { RouterButton } from '../router-link';
import { PageFormModal } from './page-form-modal';
import { usePages, usePageWrites } from './page-hooks';
import { ConfirmDeleteModal } from '../confirm-delete-modal';

const PAGE_SIZE = 10;

export function PageManagementPanel({ league }: { league: { id: string; name: string } }) {
  const toast = useToast();
  const { current } = useSubscription();
  const allowed = Boolean(current && hasFeature(current.plan, 'custom_pages'));
  const { data: pages = [], isPending, error } = usePages(league.id);
  const writes = usePageWrites(league.id);
  const [editing, setEditing] = useState<LeaguePage | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LeaguePage | null>(null);
  // The spec's failures are destructive toasts; the table keeps saying it too.
  useEffect(() => {
    if (error) toast({ type: 'error', header: PAGE_MESSAGES.loadFailed, content: messageOf(error) });
  }, [error, toast]);
  const titleOf = (id: string | null) => (id ? pages.find((p) => p.id === id)?.title || pages.find((p) => p.id === id)?.slug : undefined);
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(pages, {
    filtering: {
      filteringFunction: (p, text) => `${p.title} ${p.slug} ${p.page_type}`.toLowerCase().includes(text.toLowerCase()),
      empty: (
        <Box textAlign="center" color="inherit" padding="l">
          <SpaceBetween size="s">
            <b>No pages yet</b>
            <Box color="text-body-secondary">Pages you publish appear on the league site, and in its navigation when you choose.</Box>
          </SpaceBetween>
        </Box>
      ),
      noMatch: <Box textAlign="center" color="inherit" padding="l"><b>No pages match the filter</b></Box>,
    },
    pagination: { pageSize: PAGE_SIZE },
  });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove.mutateAsync(deleting.id);
      toast({ type: 'success', header: PAGE_MESSAGES.deleted });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: PAGE_MESSAGES.deleteFailed, content: messageOf(err) });
    }
  }

  return (
    <SpaceBetween size="l">
      {current && !allowed && (
        <Alert type="info" header={FEATURE_GATE_MESSAGES.custom_pages} action={<RouterButton href="/subscription">View plans</RouterButton>}>
          {FEATURE_GATE_HINT} Existing pages stay listed here and can still be deleted.
        </Alert>
      )}
      <Table<LeaguePage>
        {...collectionProps}
        items={items}
        loading={isPending}
        loadingText="Loading pages"
        trackBy="id"
        variant="container"
        wrapLines
        header={
          <Header
            variant="h2"
            counter={isPending ? undefined : `(${pages.length})`}
            description={error ? PAGE_MESSAGES.loadFailed : `Pages of ${league.name}'s site. Drafts are not shown to visitors.`}
            actions={<Button variant="primary" disabled={!allowed} onClick={() => setCreating(true)}>New Page</Button>}
          >
            Pages
          </Header>
        }
        filter={<TextFilter {...filterProps} filteringPlaceholder="Find pages" filteringAriaLabel="Find pages" countText={`${filteredItemsCount ?? 0} matches`} />}
        pagination={<Pagination {...paginationProps} ariaLabels={{ nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (n) => `Page ${n}` }} />}
        columnDefinitions={[
          {
            id: 'title', header: 'Title', isRowHeader: true,
            cell: (p) => (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <span>{p.title || <Box color="text-body-secondary" variant="span">(untitled)</Box>}</span>
                {p.show_in_navigation && <Badge color="blue">In navigation</Badge>}
              </SpaceBetween>
            ),
          },
          { id: 'type', header: 'Type', cell: (p) => PAGE_TYPE_LABELS[p.page_type] },
          { id: 'state', header: 'State', minWidth: 120, cell: (p) => (p.is_published ? <StatusIndicator type="success">Published</StatusIndicator> : <StatusIndicator type="stopped">Draft</StatusIndicator>) },
          { id: 'parent', header: 'Parent', cell: (p) => titleOf(p.parent_page_id) ?? '-' },
          { id: 'order', header: 'Order', cell: (p) => p.navigation_order },
          {
            id: 'address', header: 'Address',
            // The site page itself; a draft opens there as a preview only its admin sees (web/site/src/draft-preview.tsx).
            cell: (p) => <Link external href={`/l/${encodeURIComponent(league.id)}/page/${encodeURIComponent(p.slug)}`}><Box variant="code" fontSize="body-s">/page/{p.slug}</Box></Link>,
          },
          {
            id: 'actions', header: 'Actions',
            cell: (p) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" disabled={!allowed} ariaLabel={`Edit ${p.title || p.slug}`} onClick={() => setEditing(p)}>Edit</Button>
                <Button variant="inline-link" ariaLabel={`Delete ${p.title || p.slug}`} onClick={() => setDeleting(p)}>Delete</Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      <PageFormModal leagueId={league.id} page={editing} pages={pages} visible={creating || editing !== null} onDismiss={() => { setCreating(false); setEditing(null); }} />
      <ConfirmDeleteModal visible={deleting !== null} header="Delete Page" busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        Are you sure you want to delete "{deleting?.title || deleting?.slug}"? This action cannot be undone. Pages under it move to the top level.
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
