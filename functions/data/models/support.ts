// Support requests (issue 45 point 6): each in its own partition (SUPPORT#<id>: the request and its replies), listed
// for its author through gsi1 (USER#<sub> / SUPPORT#<created>) and, while open, for the operators through gsi2
// (SUPPORTQ, sparse: priority first, then oldest first), so an operator's reply finds the request by its id alone.
import type { SupportRequest } from '../../../shared/support-schema';
import { USER } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export type SupportRequestRecord = Omit<SupportRequest, 'replies'> & { author_id: string };
export interface SupportReplyRecord { id: string; request_id: string; body: string; from_operator: boolean; author_id: string; created_at: string }

export const supportRequestModel = {
  entity: 'support_request',
  key: (id: string): Key => ({ pk: `SUPPORT#${id}`, sk: 'REQUEST' }),
  /** The request and its replies, in one Query. */
  thread: (id: string): KeyQuery => ({ pk: `SUPPORT#${id}` }),
  ofAuthor: (userId: string): KeyQuery => ({ index: 'byOwner', pk: USER(userId), skPrefix: 'SUPPORT#' }),
  /** The operators' queue: open requests only, in the order to answer them (ascending sort key). */
  queue: (): KeyQuery => ({ index: 'directory', pk: 'SUPPORTQ' }),
  /** A request's place in the queue while it is open: priority ones first (P0), each group oldest first. */
  queueEntry: (r: Pick<SupportRequestRecord, 'priority' | 'created_at' | 'id'>) => ({ gsi2pk: 'SUPPORTQ', gsi2sk: `${r.priority ? 'P0' : 'P1'}#${r.created_at}#${r.id}` }),
  item: (r: SupportRequestRecord): Item => ({
    ...supportRequestModel.key(r.id), entity: supportRequestModel.entity, ...r,
    gsi1pk: USER(r.author_id), gsi1sk: `SUPPORT#${r.created_at}#${r.id}`, ...(r.status === 'open' ? supportRequestModel.queueEntry(r) : {}),
  }),
  fromItem: (i: Item) => storedAs<SupportRequestRecord>(i),
} as const;

export const supportReplyModel = {
  entity: 'support_reply',
  key: (requestId: string, id: string): Key => ({ pk: `SUPPORT#${requestId}`, sk: `REPLY#${id}` }),
  item: (r: SupportReplyRecord): Item => ({ ...supportReplyModel.key(r.request_id, r.id), entity: supportReplyModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<SupportReplyRecord>(i),
} as const;
