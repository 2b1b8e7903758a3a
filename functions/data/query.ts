// Every Query of the data layer goes through here: one page with an opaque cursor (the API's paginated lists),
// or every page (a collection read whole). The key condition comes from a model's KeyQuery (keys.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { badRequest } from '../lib/errors';
import { cursorKey } from '../lib/cursor-key';
import { TABLE_INDEXES, type Item, type KeyQuery } from './keys';
import { db, tableName } from './table';

export interface Page<T> { items: T[]; cursor: string | null }

export interface QueryOptions {
  /** Descending sort-key order (newest first for time-ordered keys). @default false */
  newestFirst?: boolean;
  /** Attributes to read (any names: reserved words are aliased here). @default every attribute */
  attributes?: string[];
  /** Strongly consistent read (the table only, not an index). @default false */
  consistent?: boolean;
  /** Keeps only items whose attribute equals the value (a FilterExpression: read capacity is still spent). */
  where?: { attribute: string; equals: string };
  /** Only sort keys past this one in the reading order (after it ascending, before it newest first). */
  beyond?: string;
}

/** Attribute names of the key a Query on this table or index returns as LastEvaluatedKey. */
function keyAttributes(q: KeyQuery): { pk: string; sk: string; all: string[] } {
  if (!q.index) return { pk: 'pk', sk: 'sk', all: ['pk', 'sk'] };
  const idx = TABLE_INDEXES[q.index];
  return { pk: idx.pk, sk: idx.sk, all: ['pk', 'sk', idx.pk, idx.sk] };
}

function queryInput(q: KeyQuery, opts: QueryOptions): QueryCommandInput {
  const { pk, sk } = keyAttributes(q);
  const names: Record<string, string> = { '#pk': pk, ...(q.skPrefix !== undefined || opts.beyond !== undefined ? { '#sk': sk } : {}) };
  const projection = opts.attributes?.map((a, i) => { names[`#a${i}`] = a; return `#a${i}`; }).join(', ');
  if (opts.where) names['#w'] = opts.where.attribute;
  return {
    TableName: tableName(),
    ...(q.index ? { IndexName: TABLE_INDEXES[q.index].name } : {}),
    KeyConditionExpression: q.skPrefix !== undefined ? '#pk = :pk AND begins_with(#sk, :sk)'
      : opts.beyond !== undefined ? `#pk = :pk AND #sk ${opts.newestFirst ? '<' : '>'} :beyond` : '#pk = :pk',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: {
      ':pk': q.pk, ...(q.skPrefix !== undefined ? { ':sk': q.skPrefix } : {}), ...(opts.where ? { ':w': opts.where.equals } : {}),
      ...(opts.beyond !== undefined && q.skPrefix === undefined ? { ':beyond': opts.beyond } : {}),
    },
    ...(opts.where ? { FilterExpression: '#w = :w' } : {}),
    ...(projection ? { ProjectionExpression: projection } : {}),
    ...(opts.newestFirst ? { ScanIndexForward: false } : {}),
    ...(opts.consistent ? { ConsistentRead: true } : {}),
  };
}

// --- Cursors ------------------------------------------------------------------------------------------------------
// A cursor is `<base64url JSON of LastEvaluatedKey>.<base64url HMAC-SHA256>`. The MAC covers the index and the
// partition queried, so a cursor only continues the list it came from; the key is also checked to lie in that
// partition and to have exactly the key attributes DynamoDB expects, so no cursor can turn into a DynamoDB error.

// The key comes from lib/cursor-key.ts (Secrets Manager in the cloud, loaded once per container).

async function mac(q: KeyQuery, payload: string): Promise<Buffer> {
  return createHmac('sha256', await cursorKey()).update(`${q.index ?? 'table'}\n${q.pk}\n${payload}`).digest();
}

export async function encodeCursor(q: KeyQuery, lastKey: Item | undefined): Promise<string | null> {
  if (!lastKey) return null;
  const payload = Buffer.from(JSON.stringify(lastKey)).toString('base64url');
  return `${payload}.${(await mac(q, payload)).toString('base64url')}`;
}

/** The ExclusiveStartKey a cursor stands for; a cursor that is not one this query handed out is a 400. */
export async function decodeCursor(
  q: KeyQuery, cursor: string | null | undefined, position?: Record<string, 'string'>,
): Promise<Item | undefined> {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  const invalid = () => badRequest('Cursor is not valid', 'cursor');
  const [payload, signature, ...rest] = cursor.split('.');
  if (!payload || !signature || rest.length) throw invalid();
  const given = Buffer.from(signature, 'base64url');
  const expected = await mac(q, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let key: unknown;
  try { key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')); } catch { throw invalid(); }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw invalid();
  const k = key as Item;
  const names = Object.keys(k);
  // A merged page's cursor is a position (sort key values), not a key of one partition.
  if (position) {
    if (names.length !== Object.keys(position).length || !Object.keys(position).every((a) => typeof k[a] === 'string')) throw invalid();
    return k;
  }
  const attrs = keyAttributes(q);
  if (names.length !== attrs.all.length || !attrs.all.every((a) => typeof k[a] === 'string')) throw invalid();
  if (k[attrs.pk] !== q.pk || (q.skPrefix !== undefined && !(k[attrs.sk] as string).startsWith(q.skPrefix))) throw invalid();
  return k;
}

// --- Queries ------------------------------------------------------------------------------------------------------

/** One page of at most `limit` items, and the cursor of the next page (null on the last). */
export async function queryPage<T>(
  q: KeyQuery, fromItem: (i: Item) => T, opts: QueryOptions & { limit: number; cursor?: string | null },
): Promise<Page<T>> {
  const exclusiveStartKey = await decodeCursor(q, opts.cursor);
  const r = await db().send(new QueryCommand({ ...queryInput(q, opts), Limit: opts.limit, ExclusiveStartKey: exclusiveStartKey }));
  return { items: (r.Items ?? []).map(fromItem), cursor: await encodeCursor(q, r.LastEvaluatedKey) };
}

/** The cursor of the page after `lastSortKey` in a merged collection (mergedQueryPage), for a page kept elsewhere. */
export async function mergedCursorAfter(partitions: KeyQuery[], lastSortKey: string): Promise<string | null> {
  const { sk, all } = mergedCollection(partitions);
  return encodeCursor(all, { [sk]: lastSortKey });
}

/**
 * One page of at most `limit` items across several partitions of one index (a sharded collection such as the
 * public directory), in sort-key order as if they were one partition: each partition is queried in parallel from
 * the cursor's position and the results merged. The cursor is that position (the last sort key handed out),
 * signed for this set of partitions.
 */
export async function mergedQueryPage<T>(
  partitions: KeyQuery[], fromItem: (i: Item) => T, opts: QueryOptions & { limit: number; cursor?: string | null },
): Promise<Page<T>> {
  const { index, sk, all } = mergedCollection(partitions);
  const position = await decodeCursor({ index, pk: all.pk }, opts.cursor, { [sk]: 'string' });
  const { items, more } = await mergedItems(partitions, { ...opts, beyond: position?.[sk] as string | undefined });
  const last = items.at(-1);
  return { items: items.map(fromItem), cursor: more && last ? await encodeCursor(all, { [sk]: String(last[sk]) }) : null };
}

/**
 * The first `limit` items of a merged collection and whether more follow, without a cursor (callers that keep the
 * page elsewhere, such as the directory's kept first page, which may run where there is no cursor key).
 */
export async function mergedQueryFirst<T>(
  partitions: KeyQuery[], fromItem: (i: Item) => T, opts: QueryOptions & { limit: number },
): Promise<{ items: T[]; more: boolean }> {
  mergedCollection(partitions);
  const { items, more } = await mergedItems(partitions, opts);
  return { items: items.map(fromItem), more };
}

function mergedCollection(partitions: KeyQuery[]) {
  const index = partitions[0]?.index;
  if (!index || partitions.some((p) => p.index !== index || p.skPrefix !== undefined)) throw new Error('mergedQueryPage: partitions of one index, without sort-key prefixes');
  return { index, sk: TABLE_INDEXES[index].sk, all: { index, pk: partitions.map((p) => p.pk).join('|') } as KeyQuery };
}

/** Each partition queried in parallel from `beyond`, merged in sort-key order: the first `limit` and whether more follow. */
async function mergedItems(partitions: KeyQuery[], opts: QueryOptions & { limit: number; beyond?: string }): Promise<{ items: Item[]; more: boolean }> {
  const { sk } = mergedCollection(partitions);
  const answers = await Promise.all(partitions.map((p) => db().send(new QueryCommand({ ...queryInput(p, opts), Limit: opts.limit }))));
  const order = opts.newestFirst ? -1 : 1;
  const merged = answers.flatMap((r) => r.Items ?? [])
    .sort((a, b) => (String(a[sk]) < String(b[sk]) ? -order : String(a[sk]) > String(b[sk]) ? order : 0));
  return { items: merged.slice(0, opts.limit), more: merged.length > opts.limit || answers.some((r) => r.LastEvaluatedKey) };
}

/** The first `limit` items and no cursor (callers that never page on, so they need no cursor key). */
export async function queryFirst<T>(q: KeyQuery, fromItem: (i: Item) => T, opts: QueryOptions & { limit: number }): Promise<T[]> {
  const r = await db().send(new QueryCommand({ ...queryInput(q, opts), Limit: opts.limit }));
  return (r.Items ?? []).map(fromItem);
}

/** Every page of a Query, one at a time (callers that act on each page, such as deleting a partition). */
export async function* queryPages(q: KeyQuery, opts: QueryOptions & { limit?: number } = {}): AsyncGenerator<Item[]> {
  let start: Item | undefined;
  do {
    const r = await db().send(new QueryCommand({ ...queryInput(q, opts), Limit: opts.limit, ExclusiveStartKey: start }));
    yield r.Items ?? [];
    start = r.LastEvaluatedKey;
  } while (start);
}

/** Every item of a Query (a collection that is read whole, such as a league's teams). */
export async function queryAll<T>(q: KeyQuery, fromItem: (i: Item) => T, opts: QueryOptions = {}): Promise<T[]> {
  const out: T[] = [];
  for await (const items of queryPages(q, opts)) out.push(...items.map(fromItem));
  return out;
}
