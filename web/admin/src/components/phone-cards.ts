// On a phone a table of many columns scrolls sideways and hides its last columns, where a row's status and actions
// are. There each row becomes a card instead, whose sections are the table's own columns: one definition of what a
// row shows serves both.
import type { ReactNode } from 'react';
import type { CardsProps } from '@cloudscape-design/components/cards';
import type { TableProps } from '@cloudscape-design/components/table';

export interface PhoneCards<T> {
  /** Names the list of cards for screen readers, e.g. 'Your Leagues'. */
  label: string;
  /** What heads a card: a column's id (its cell), or the card's own heading. */
  header: string | ((item: T) => ReactNode);
  /** Columns shown first, in this order (e.g. a row's actions); the rest follow in the table's order. */
  first?: string[];
  /** Columns two to a line (short values: a status, a score). */
  half?: string[];
  /** Columns the card leaves out (e.g. those its heading already says). */
  omit?: string[];
}

/** The card of a row: the header column (or heading), then every other column as a labelled section. */
export function cardDefinitionOf<T>(columns: readonly TableProps.ColumnDefinition<T>[], cards: PhoneCards<T>): CardsProps.CardDefinition<T> {
  const { header, first = [], half = [], omit = [] } = cards;
  const headerColumn = typeof header === 'string' ? columns.find((c) => c.id === header) : undefined;
  const shown = columns.filter((c) => c !== headerColumn && !omit.includes(c.id ?? ''));
  const rank = (c: TableProps.ColumnDefinition<T>) => {
    const i = first.indexOf(c.id ?? '');
    return i === -1 ? first.length : i;
  };
  const ordered = [...shown].sort((a, b) => rank(a) - rank(b));
  return {
    header: typeof header === 'function' ? header : (item) => headerColumn?.cell(item),
    sections: ordered.map((c) => ({
      id: c.id,
      header: c.header,
      content: (item: T) => c.cell(item),
      width: half.includes(c.id ?? '') ? 50 : undefined,
    })),
  };
}
