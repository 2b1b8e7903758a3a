// League custom pages: a page lives under its slug in the league's partition, with a pointer from its id. Creating
// or moving a page to a slug is conditional on that slug being free, so two pages never share one; naming a parent
// is conditional on the parent still existing, in the same transaction (no read-then-write).
import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { pageIdModel, pageModel, type PageRecord } from './keys';
import { leagueLiveCheck, transactGuarded, versionPutGuard } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { PageRecord };
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type PageWriteFailure = 'gone' | 'taken' | 'parent';

/** Every page of a league, drafts included (the editor's list; the public site filters). */
export function listLeaguePages(leagueId: string): Promise<PageRecord[]> {
  return queryAll(pageModel.ofLeague(leagueId), pageModel.fromItem);
}

/** One page by slug: a single GetItem (what a public custom page costs). */
export async function getPageBySlug(leagueId: string, slug: string): Promise<PageRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: pageModel.key(leagueId, slug) }));
  return r.Item ? pageModel.fromItem(r.Item) : null;
}

export async function getPageById(leagueId: string, pageId: string): Promise<PageRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: pageIdModel.key(leagueId, pageId), ConsistentRead: true }));
  if (!r.Item) return null;
  const page = await db().send(new GetCommand({ TableName: tableName(), Key: pageModel.key(leagueId, pageIdModel.fromItem(r.Item).slug), ConsistentRead: true }));
  const found = page.Item ? pageModel.fromItem(page.Item) : null;
  return found?.id === pageId ? found : null;
}

/** The parent's id pointer must exist when the page is written (a parent deleted meanwhile fails the write). */
const parentCheck = (p: PageRecord): TransactItem[] => (p.parent_page_id
  ? [{ ConditionCheck: { TableName: tableName(), Key: pageIdModel.key(p.league_id, p.parent_page_id), ConditionExpression: 'attribute_exists(pk)' } }]
  : []);

/** 'gone' when the league is not live, 'taken' when another page has the slug, 'parent' when the parent is gone. */
export function insertPage(p: PageRecord): Promise<PageWriteFailure | null> {
  return transactGuarded<PageWriteFailure>([
    leagueLiveCheck(p.league_id),
    { Put: { TableName: tableName(), Item: pageModel.item(p), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: pageIdModel.item(p.league_id, p.id, p.slug), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...parentCheck(p),
  ], [[0, 'gone'], [1, 'taken'], [2, 'taken'], [3, 'parent']]);
}

/**
 * Replaces a page that was at `previousSlug`; when the slug changes, the page moves in the same transaction (the
 * old slug is freed, the new one must be free), only while it is still at `version` (the one read; `p` carries
 * the next). 'gone' when it was deleted or changed meanwhile.
 */
export function replacePage(previousSlug: string, p: PageRecord, version: number): Promise<PageWriteFailure | null> {
  const guard = versionPutGuard(version);
  const samePage = {
    ConditionExpression: `id = :id AND ${guard.condition}`, ExpressionAttributeNames: guard.names, ExpressionAttributeValues: { ':id': p.id, ...guard.values },
  };
  if (previousSlug === p.slug) {
    return transactGuarded<PageWriteFailure>([
      leagueLiveCheck(p.league_id),
      { Put: { TableName: tableName(), Item: pageModel.item(p), ...samePage } },
      ...parentCheck(p),
    ], [[0, 'gone'], [1, 'gone'], [2, 'parent']]);
  }
  return transactGuarded<PageWriteFailure>([
    leagueLiveCheck(p.league_id),
    { Delete: { TableName: tableName(), Key: pageModel.key(p.league_id, previousSlug), ...samePage } },
    { Put: { TableName: tableName(), Item: pageModel.item(p), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: pageIdModel.item(p.league_id, p.id, p.slug) } },
    ...parentCheck(p),
  ], [[0, 'gone'], [1, 'gone'], [2, 'taken'], [4, 'parent']]);
}

/**
 * Deletes a page; its children (at most a few dozen in practice) move to the top level in the same transaction,
 * each only if it still names this page as parent, so no page is left pointing at one that no longer exists.
 */
export function deletePage(p: Pick<PageRecord, 'league_id' | 'id' | 'slug'>, children: Pick<PageRecord, 'slug'>[]): Promise<'gone' | 'conflict' | null> {
  return transactGuarded<'gone' | 'conflict'>([
    { Delete: { TableName: tableName(), Key: pageModel.key(p.league_id, p.slug), ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': p.id } } },
    { Delete: { TableName: tableName(), Key: pageIdModel.key(p.league_id, p.id) } },
    ...children.slice(0, 98).map((c): TransactItem => ({
      Update: {
        TableName: tableName(), Key: pageModel.key(p.league_id, c.slug), UpdateExpression: 'SET parent_page_id = :none',
        ConditionExpression: 'parent_page_id = :id', ExpressionAttributeValues: { ':none': null, ':id': p.id },
      },
    })),
  ], [[0, 'gone'], ...children.slice(0, 98).map((_, i): [number, 'conflict'] => [i + 2, 'conflict'])]);
}
