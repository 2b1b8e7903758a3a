// The list tables of the admin, written once: a container table of rows with an id, lines wrapped on a phone,
// its h2 header with the count, and the pagination's labels.
import type { ReactNode } from 'react';
import Header from '@cloudscape-design/components/header';
import Pagination, { type PaginationProps } from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';

interface Props<T> extends Omit<TableProps<T>, 'header' | 'trackBy' | 'variant' | 'wrapLines'> {
  title: string;
  /** Shown as '(n)' beside the title; undefined while unknown. */
  count?: number;
  description?: ReactNode;
  actions?: ReactNode;
}

export function ContainerTable<T extends { id: string }>({ title, count, description, actions, ...table }: Props<T>) {
  return (
    <Table<T>
      {...table}
      trackBy="id"
      variant="container"
      wrapLines
      header={<Header variant="h2" counter={count === undefined ? undefined : `(${count})`} description={description} actions={actions}>{title}</Header>}
    />
  );
}

export const PAGINATION_LABELS: PaginationProps.Labels = { nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (n) => `Page ${n}` };

/** The pages of a collection, with the labels screen readers read. */
export function Pages(props: Omit<PaginationProps, 'ariaLabels'>) {
  return <Pagination {...props} ariaLabels={PAGINATION_LABELS} />;
}
