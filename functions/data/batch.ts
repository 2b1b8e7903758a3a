// Every BatchGetItem and BatchWriteItem of the data layer goes through here: requests are cut into DynamoDB's
// chunks (100 keys, 25 writes), and what DynamoDB leaves unprocessed (throttling, size limits) is sent again
// after an exponential backoff with full jitter, a bounded number of times; then the call throws.
import { BatchGetCommand, BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item, Key } from './keys';
import { db, tableName } from './table';

export interface BatchOptions {
  /** Requests sent per chunk before giving up on what is still unprocessed. @default 8 */
  maxAttempts?: number;
  /** First backoff ceiling; doubles on every retry. @default 50 */
  baseDelayMs?: number;
  /** Largest backoff ceiling. @default 2000 */
  maxDelayMs?: number;
  /** For tests: the client and the pause. */
  client?: Pick<DynamoDBDocumentClient, 'send'>;
  sleep?: (ms: number) => Promise<void>;
}

export type WriteRequest = { put: Item } | { delete: Key };

export class BatchIncompleteError extends Error {
  constructor(readonly operation: 'BatchGetItem' | 'BatchWriteItem', readonly remaining: number, attempts: number) {
    super(`${operation}: ${remaining} request(s) still unprocessed after ${attempts} attempts`);
    this.name = 'BatchIncompleteError';
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one chunk and its unprocessed remainder until nothing is left. `send` answers what is still unprocessed
 * (empty when done). Full jitter: the n-th retry waits a random time below min(maxDelay, baseDelay * 2^(n-1)).
 */
async function untilProcessed<R>(operation: BatchIncompleteError['operation'], first: R[], send: (requests: R[]) => Promise<R[]>, opts: BatchOptions) {
  const maxAttempts = opts.maxAttempts ?? 8;
  const sleep = opts.sleep ?? pause;
  let pending = first;
  for (let attempt = 1; ; attempt++) {
    pending = await send(pending);
    if (!pending.length) return;
    if (attempt >= maxAttempts) throw new BatchIncompleteError(operation, pending.length, attempt);
    const ceiling = Math.min(opts.maxDelayMs ?? 2000, (opts.baseDelayMs ?? 50) * 2 ** (attempt - 1));
    await sleep(Math.random() * ceiling);
  }
}

function chunks<T>(all: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.slice(i, i + size));
  return out;
}

/** The items stored under these keys, in no particular order; missing items are left out. Duplicate keys are read once. */
export async function batchGet(keys: Key[], opts: BatchOptions & { attributes?: string[]; consistent?: boolean } = {}): Promise<Item[]> {
  const client = opts.client ?? db();
  const table = tableName();
  const unique = [...new Map(keys.map((k) => [`${k.pk}\n${k.sk}`, k])).values()];
  const names = opts.attributes ? Object.fromEntries(opts.attributes.map((a, i) => [`#a${i}`, a])) : undefined;
  const out: Item[] = [];
  for (const chunk of chunks(unique, 100)) {
    await untilProcessed('BatchGetItem', chunk as Item[], async (pending) => {
      const r = await client.send(new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: pending, ...(opts.consistent ? { ConsistentRead: true } : {}),
            ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
          },
        },
      }));
      out.push(...(r.Responses?.[table] ?? []));
      return (r.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
    }, opts);
  }
  return out;
}

/** Puts and deletes, 25 to a request; not atomic (use a transaction where all-or-nothing matters). */
export async function batchWrite(requests: WriteRequest[], opts: BatchOptions = {}): Promise<void> {
  const client = opts.client ?? db();
  const table = tableName();
  const wire = requests.map((r) => ('put' in r ? { PutRequest: { Item: r.put } } : { DeleteRequest: { Key: r.delete } }));
  for (const chunk of chunks(wire, 25)) {
    await untilProcessed('BatchWriteItem', chunk as Item[], async (pending) => {
      const r = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      return (r.UnprocessedItems?.[table] ?? []) as Item[];
    }, opts);
  }
}
