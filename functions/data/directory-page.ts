// The public directory's kept first page (keys.ts: directoryPageModel): read with one GetItem per view of /leagues,
// written only by its rebuild after a write to a league or its branding (leagues/directory-page.ts). The write is
// conditional on `read_at`, so of two rebuilds racing, the one that read later wins whatever order they land; an item
// of another format reads as missing (the view reads the shards live) until a rebuild replaces it.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DirectoryEntry } from '../../shared/api-contract';
import { directoryPageModel } from './keys';
import { db, tableName } from './table';

/** Raise with any change to what the item holds. */
export const DIRECTORY_PAGE_FORMAT = 1;

export interface KeptDirectoryPage {
  /** The first page's entries, newest first, as the API answers them. */
  entries: DirectoryEntry[];
  /** Each entry's sort key (its index entry's gsi2sk), in the same order: where the next page starts. */
  sort_keys: string[];
  /** Whether more active leagues follow the page. */
  more: boolean;
  read_at: string;
}

/** The kept first page, or null (never built, or built by code of another format). */
export async function getDirectoryPage(): Promise<KeptDirectoryPage | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: directoryPageModel.key() }));
  if (!r.Item || r.Item.format !== DIRECTORY_PAGE_FORMAT || typeof r.Item.page !== 'string') return null;
  return { ...(JSON.parse(r.Item.page) as Omit<KeptDirectoryPage, 'read_at'>), read_at: String(r.Item.read_at) };
}

/** Keeps the page unless one read later is stored. */
export async function putDirectoryPage(page: KeptDirectoryPage): Promise<void> {
  const { read_at, ...rest } = page;
  try {
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: { ...directoryPageModel.key(), entity: directoryPageModel.entity, format: DIRECTORY_PAGE_FORMAT, read_at, page: JSON.stringify(rest) },
      ConditionExpression: 'attribute_not_exists(pk) OR read_at <= :readAt OR #format <> :format',
      ExpressionAttributeNames: { '#format': 'format' },
      ExpressionAttributeValues: { ':readAt': read_at, ':format': DIRECTORY_PAGE_FORMAT },
    }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}
