// A league's site items follow its writes from the table's stream, off the request path: a write answers as soon as
// it is stored, and the stream's records (a batching window's worth, filtered to the item types a site shows,
// infra/cloud/constructs/site-rebuild.ts) rebuild each league they touch once, however many writes the burst made.
// The local twin reads DynamoDB Local's stream and hands its records to the same function (infra/local/site-stream-poller.ts).
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { directorySourceLeague, siteSourceLeague } from '../data/keys';
import { refreshDirectoryPage } from '../leagues/directory-page';
import { refreshSiteRetried } from './site-snapshot';

/** What the rebuild reads of a record: its keys and position (a KEYS_ONLY record suffices). */
export type SiteStreamRecord = Pick<DynamoDBRecord, 'dynamodb'>;

/** Each league whose site sources the records wrote, with the position of its first record (retries start there). */
export function leaguesOfRecords(records: readonly SiteStreamRecord[], sourceLeague = siteSourceLeague): Map<string, string> {
  const leagues = new Map<string, string>();
  for (const r of records) {
    const league = sourceLeague(r.dynamodb?.Keys?.pk?.S ?? '', r.dynamodb?.Keys?.sk?.S ?? '');
    if (league && !leagues.has(league)) leagues.set(league, r.dynamodb?.SequenceNumber ?? '');
  }
  return leagues;
}

/**
 * The public directory's kept first page after writes to these leagues (leagues/directory-page.ts), retried like a
 * site; the position of the first such record when it still fails, so the batch is retried from there.
 */
async function refreshDirectoryOf(leagues: Map<string, string>, rebuild: (ids: string[]) => Promise<unknown>): Promise<string | null> {
  if (leagues.size === 0) return null;
  const ok = await refreshSiteRetried('directory', () => rebuild([...leagues.keys()]).then(() => undefined));
  return ok ? null : [...leagues.values()].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))[0];
}

/**
 * Rebuilds every league the records touched, once each, side by side, and the public directory's first page when
 * they wrote a league or its branding. A league whose rebuild still fails after its own retries (counted and
 * alarmed, site-snapshot.ts) is reported with its first record, so the event source retries the batch from there
 * (and, once it gives up, sends it to the failure queue).
 */
export async function rebuildSitesOf(
  records: readonly SiteStreamRecord[], rebuild: (leagueId: string) => Promise<boolean> = refreshSiteRetried,
  rebuildDirectory: (leagueIds: string[]) => Promise<unknown> = refreshDirectoryPage,
): Promise<DynamoDBBatchResponse> {
  const leagues = leaguesOfRecords(records);
  const failed = (await Promise.all([
    ...[...leagues].map(async ([league, position]) => ((await rebuild(league)) ? null : position)),
    refreshDirectoryOf(leaguesOfRecords(records, directorySourceLeague), rebuildDirectory),
  ])).filter((p): p is string => p !== null);
  // The stream retries from the earliest failed record: one item is enough.
  const earliest = failed.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))[0];
  return { batchItemFailures: earliest === undefined ? [] : [{ itemIdentifier: earliest }] };
}
