// The table the News and Pages tabs share (spec: News and announcements editor, Custom pages editor): a league's
// articles or pages with a filter and pages of ten, each row's title with its badge, the panel's own columns, its
// address on the site (a draft opens there as a preview only the admin sees, web/site/src/draft-preview.tsx), Edit
// and Delete with confirmation. Without the plan feature the list stays and rows can still be deleted.
import { useEffect, useState, type ReactNode } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { FEATURE_GATE_HINT, FEATURE_GATE_MESSAGES, type GatedFeature } from '../../../../shared/feature-names';
import { hasFeature } from '../../../../shared/plan-catalogue';
import { messageOf } from '../lib/form-errors';
import { useEditDialog, type EditDialog } from '../lib/use-edit-dialog';
import { useSubscription } from '../subscription/subscription-store';
import { useToast } from '../toast/toast-context';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { ContainerTable, Pages } from './container-table';
import { RouterButton } from './router-link';
import { EmptyState } from './empty-state';

const PAGE_SIZE = 10;
/** One empty list, so a table still loading keeps the same rows between renders. */
const EMPTY: never[] = [];

export interface SiteContentRow { id: string; slug: string; title: string }

/** The words of one kind of content: 'article' / 'Article' / 'articles', its tab's title and its path on the site. */
export interface ContentWords { one: string; One: string; many: string; header: string; path: 'news' | 'page' }

/** One kind of content (articles, pages) as its table shows it. */
export interface SiteContentKind<T extends SiteContentRow> {
  words: ContentWords;
  /** The kind's toasts: its list failing to load, a delete done or refused. */
  messages: { loadFailed: string; deleted: string; deleteFailed: string };
  /** The plan feature writing needs; without it its upgrade message shows (the list stays, and rows can still be deleted). */
  feature: GatedFeature;
  /** Under the title once loaded: what visitors see of them. */
  description: (leagueName: string) => string;
  /** Under 'No articles yet': what publishing one does. */
  emptyHint: string;
  filterText: (row: T) => string;
  badge: (row: T) => ReactNode;
  /** Said in the delete confirmation after the spec's sentence, when deleting does more. */
  removeWarning?: string;
}

export interface SiteContentTableProps<T extends SiteContentRow> {
  league: { id: string; name: string };
  kind: SiteContentKind<T>;
  /** The list's query (an area's hook): rows, loading, and the error its toast and description say. */
  list: { data?: T[]; isPending: boolean; error: unknown };
  /** The area's writes; Delete runs `remove`. */
  writes: { remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean } };
  /** The panel's own columns, between the title and the address. */
  columns: TableProps.ColumnDefinition<T>[];
  /** The New/Edit dialog, open on nothing (New) or on the row whose Edit was chosen. */
  form: (dialog: EditDialog<T>) => ReactNode;
}

export function SiteContentTable<T extends SiteContentRow>(p: SiteContentTableProps<T>) {
  const toast = useToast();
  const { current } = useSubscription();
  const { kind, list, writes } = p;
  const { words, messages } = kind;
  const allowed = Boolean(current && hasFeature(current.plan, kind.feature));
  const rows = list.data ?? EMPTY;
  // The spec's failures are destructive toasts; the table's description keeps saying it too.
  useEffect(() => {
    if (list.error) toast({ type: 'error', header: messages.loadFailed, content: messageOf(list.error) });
  }, [list.error, messages.loadFailed, toast]);
  const [deleting, setDeleting] = useState<T | null>(null);
  const dialog = useEditDialog<T>();
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(rows, {
    filtering: {
      filteringFunction: (row, text) => kind.filterText(row).toLowerCase().includes(text.toLowerCase()),
      empty: <EmptyState title={`No ${words.many} yet`} hint={kind.emptyHint} />,
      noMatch: <Box textAlign="center" color="inherit" padding="l"><b>No {words.many} match the filter</b></Box>,
    },
    pagination: { pageSize: PAGE_SIZE },
  });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await writes.remove.mutateAsync(deleting.id);
      toast({ type: 'success', header: messages.deleted });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: messages.deleteFailed, content: messageOf(err) });
    }
  }

  const name = (row: T) => row.title || row.slug;
  return (
    <>
      <SpaceBetween size="l">
        {current && !allowed && (
          <Alert type="info" header={FEATURE_GATE_MESSAGES[kind.feature]} action={<RouterButton href="/subscription">View plans</RouterButton>}>
            {FEATURE_GATE_HINT} Existing {words.many} stay listed here and can still be deleted.
          </Alert>
        )}
        <ContainerTable<T>
          {...collectionProps}
          items={items}
          loading={list.isPending}
          loadingText={`Loading ${words.many}`}
          title={words.header}
          count={list.isPending ? undefined : rows.length}
          description={list.error ? messages.loadFailed : kind.description(p.league.name)}
          actions={<Button variant="primary" disabled={!allowed} onClick={dialog.create}>New {words.One}</Button>}
          filter={<TextFilter {...filterProps} filteringPlaceholder={`Find ${words.many}`} filteringAriaLabel={`Find ${words.many}`} countText={`${filteredItemsCount ?? 0} matches`} />}
          pagination={<Pages {...paginationProps} />}
          columnDefinitions={[
            {
              id: 'title', header: 'Title', isRowHeader: true,
              cell: (row) => (
                <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                  <span>{row.title || <Box color="text-body-secondary" variant="span">(untitled)</Box>}</span>
                  {kind.badge(row)}
                </SpaceBetween>
              ),
            },
            ...p.columns,
            {
              id: 'address', header: 'Address',
              cell: (row) => (
                <Link external href={`/l/${encodeURIComponent(p.league.id)}/${words.path}/${encodeURIComponent(row.slug)}`}>
                  <Box variant="code" fontSize="body-s">/{words.path}/{row.slug}</Box>
                </Link>
              ),
            },
            {
              id: 'actions', header: 'Actions',
              cell: (row) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button variant="inline-link" disabled={!allowed} ariaLabel={`Edit ${name(row)}`} onClick={() => dialog.edit(row)}>Edit</Button>
                  <Button variant="inline-link" ariaLabel={`Delete ${name(row)}`} onClick={() => setDeleting(row)}>Delete</Button>
                </SpaceBetween>
              ),
            },
          ]}
        />
        <ConfirmDeleteModal visible={deleting !== null} header={`Delete ${words.One}`} busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
          Are you sure you want to delete "{deleting ? name(deleting) : ''}"? This action cannot be undone.{kind.removeWarning ? ` ${kind.removeWarning}` : ''}
        </ConfirmDeleteModal>
      </SpaceBetween>
      {p.form(dialog)}
    </>
  );
}
