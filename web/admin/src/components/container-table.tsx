// The list tables of the admin, written once: a container table of rows with an id, lines wrapped on a phone,
// its h2 header with the count, and the pagination's labels. Given `phoneCards`, a phone shows each row as a card
// (the same columns as sections) instead of a table it would have to scroll sideways.
import type { ReactNode } from 'react';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination, { type PaginationProps } from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { usePhone } from '../lib/use-phone';
import { cardDefinitionOf, type PhoneCards } from './phone-cards';

interface Props<T> extends Omit<TableProps<T>, 'header' | 'trackBy' | 'variant' | 'wrapLines'> {
  title: string;
  /** Shown as '(n)' beside the title; undefined while unknown. */
  count?: number;
  description?: ReactNode;
  actions?: ReactNode;
  /** On a phone, a card per row (see phone-cards.ts). */
  phoneCards?: PhoneCards<T>;
}

export function ContainerTable<T extends { id: string }>({ title, count, description, actions, phoneCards, ...table }: Props<T>) {
  const phone = usePhone();
  const header = <Header variant="h2" counter={count === undefined ? undefined : `(${count})`} description={description} actions={actions}>{title}</Header>;
  if (phone && phoneCards) {
    return (
      <Cards<T>
        items={table.items}
        trackBy="id"
        variant="container"
        header={header}
        loading={table.loading}
        loadingText={table.loadingText}
        empty={table.empty}
        pagination={table.pagination}
        filter={table.filter}
        cardsPerRow={[{ cards: 1 }]}
        ariaLabels={{ cardsLabel: phoneCards.label, itemSelectionLabel: () => '', selectionGroupLabel: phoneCards.label }}
        cardDefinition={cardDefinitionOf(table.columnDefinitions, phoneCards)}
      />
    );
  }
  return <Table<T> {...table} trackBy="id" variant="container" wrapLines header={header} />;
}

export const PAGINATION_LABELS: PaginationProps.Labels = { nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (n) => `Page ${n}` };

/** The pages of a collection, with the labels screen readers read. */
export function Pages(props: Omit<PaginationProps, 'ariaLabels'>) {
  return <Pagination {...props} ariaLabels={PAGINATION_LABELS} />;
}
