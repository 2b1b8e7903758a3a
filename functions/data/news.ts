// League news: an article lives under its slug in the league's partition, with a pointer from its id. Creating
// or moving an article to a slug is conditional on that slug being free, so two articles never share one.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { newsIdModel, newsModel, type NewsRecord } from './keys';
import { leagueLiveCheck, transactGuarded, versionPutGuard } from './limits';
import { queryAll } from './query';
import { db, tableName } from './table';

export type { NewsRecord };

/** Every article of a league, drafts included (the editor's list; the public site filters). */
export function listLeagueNews(leagueId: string): Promise<NewsRecord[]> {
  return queryAll(newsModel.ofLeague(leagueId), newsModel.fromItem);
}

/** One article by slug: a single GetItem (what a public article page costs). */
export async function getNewsBySlug(leagueId: string, slug: string): Promise<NewsRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: newsModel.key(leagueId, slug) }));
  return r.Item ? newsModel.fromItem(r.Item) : null;
}

export async function getNewsById(leagueId: string, newsId: string): Promise<NewsRecord | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: newsIdModel.key(leagueId, newsId), ConsistentRead: true }));
  if (!r.Item) return null;
  const article = await db().send(new GetCommand({ TableName: tableName(), Key: newsModel.key(leagueId, newsIdModel.fromItem(r.Item).slug), ConsistentRead: true }));
  const found = article.Item ? newsModel.fromItem(article.Item) : null;
  return found?.id === newsId ? found : null;
}

/** 'gone' when the league is not live, 'taken' when another article has the slug. */
export function insertNews(n: NewsRecord): Promise<'gone' | 'taken' | null> {
  return transactGuarded([
    leagueLiveCheck(n.league_id),
    { Put: { TableName: tableName(), Item: newsModel.item(n), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: newsIdModel.item(n.league_id, n.id, n.slug), ConditionExpression: 'attribute_not_exists(pk)' } },
  ], [[0, 'gone'], [1, 'taken'], [2, 'taken']]);
}

/**
 * Replaces an article that was at `previousSlug`; when the slug changes, the article moves in the same
 * transaction (the old slug is freed, the new one must be free), only while it is still at `version` (the one
 * read; `n` carries the next). 'gone' when it was deleted or changed meanwhile.
 */
export function replaceNews(previousSlug: string, n: NewsRecord, version: number): Promise<'gone' | 'taken' | null> {
  const guard = versionPutGuard(version);
  const sameArticle = {
    ConditionExpression: `id = :id AND ${guard.condition}`, ExpressionAttributeNames: guard.names, ExpressionAttributeValues: { ':id': n.id, ...guard.values },
  };
  if (previousSlug === n.slug) {
    return transactGuarded([
      leagueLiveCheck(n.league_id),
      { Put: { TableName: tableName(), Item: newsModel.item(n), ...sameArticle } },
    ], [[0, 'gone'], [1, 'gone']]);
  }
  return transactGuarded([
    leagueLiveCheck(n.league_id),
    { Delete: { TableName: tableName(), Key: newsModel.key(n.league_id, previousSlug), ...sameArticle } },
    { Put: { TableName: tableName(), Item: newsModel.item(n), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: newsIdModel.item(n.league_id, n.id, n.slug) } },
  ], [[0, 'gone'], [1, 'gone'], [2, 'taken']]);
}

export function deleteNews(n: Pick<NewsRecord, 'league_id' | 'id' | 'slug'>): Promise<'gone' | null> {
  return transactGuarded([
    { Delete: { TableName: tableName(), Key: newsModel.key(n.league_id, n.slug), ConditionExpression: 'id = :id', ExpressionAttributeValues: { ':id': n.id } } },
    { Delete: { TableName: tableName(), Key: newsIdModel.key(n.league_id, n.id) } },
  ], [[0, 'gone']]);
}
