// The cloud's stream trigger for the site rebuild (infra/cloud/constructs/site-rebuild.ts), locally: DynamoDB Local
// keeps a stream of the table, and this reads it every SITE_STREAM_POLL_MS and hands each poll's records to the same
// function the cloud's event source mapping invokes (functions/public-site/site-stream.ts). A poll's records are
// one batch, so a burst of writes rebuilds each league once, as the cloud's batching window does.
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record, type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { rebuildSitesOf } from '../../functions/public-site/site-stream';

/** How often the stream is read: with a small league's rebuild, a page shows a write well within a second. */
export const SITE_STREAM_POLL_MS = 100;
/**
 * The delay the local twin promises between a write and the public page showing it (a test measures it): a poll
 * interval, a small league's rebuild and a page render, with room for a machine busy running a test suite (an idle
 * one shows a write in about 200 ms, `npm run bench -- --games`).
 */
export const LOCAL_SITE_DELAY_MS = 2000;
/** How often the stream's shards are listed again (DynamoDB Local closes a shard and opens its child now and then). */
const DESCRIBE_EVERY_MS = 2000;

export interface SiteStreamPoller {
  /** Resolves once a poll that began after this call has handed on every record and its rebuilds are done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

interface ShardState { iterator: string | null; last: string | null }

/** The record as Lambda's event carries it: what the rebuild reads is the keys and the position. */
const asLambdaRecord = (r: _Record, arn: string): DynamoDBRecord => ({
  eventID: r.eventID, eventName: r.eventName, eventSource: r.eventSource, eventSourceARN: arn,
  dynamodb: { Keys: r.dynamodb?.Keys as NonNullable<DynamoDBRecord['dynamodb']>['Keys'], SequenceNumber: r.dynamodb?.SequenceNumber },
});

/** Starts reading the table's stream from now (LATEST): earlier writes are the start-up backfill's (stack.ts). */
export async function startSiteStreamPoller(opts: {
  endpoint: string; tableName: string; client: DynamoDBClient; log: (line: string) => void;
}): Promise<SiteStreamPoller> {
  const streams = new DynamoDBStreamsClient({ endpoint: opts.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const { Table } = await opts.client.send(new DescribeTableCommand({ TableName: opts.tableName }));
  const arn = Table?.LatestStreamArn;
  if (!arn) throw new Error(`The table ${opts.tableName} has no stream: the site rebuild cannot follow its writes`);
  const shards = new Map<string, ShardState>();
  let listedAt = 0;

  const iteratorOf = async (shardId: string, type: ShardIteratorType, after?: string) => (await streams.send(new GetShardIteratorCommand({
    StreamArn: arn, ShardId: shardId, ShardIteratorType: type, ...(after ? { SequenceNumber: after } : {}),
  }))).ShardIterator ?? null;

  /** Open shards found at start are read from now; any shard found later is new, and read from its beginning. */
  const listShards = async (first: boolean) => {
    listedAt = Date.now();
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: arn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (shards.has(id)) continue;
      const closed = Boolean(shard.SequenceNumberRange?.EndingSequenceNumber);
      if (first && closed) { shards.set(id, { iterator: null, last: null }); continue; }
      shards.set(id, { iterator: await iteratorOf(id, first ? 'LATEST' : 'TRIM_HORIZON'), last: null });
    }
  };
  await listShards(true);

  const readShard = async (state: ShardState, shardId: string, into: _Record[]) => {
    while (state.iterator) {
      let page;
      try {
        page = await streams.send(new GetRecordsCommand({ ShardIterator: state.iterator }));
      } catch (err) {
        // An iterator left unused for 15 minutes (a machine asleep) expires: carry on after the last record read.
        if ((err as { name?: string }).name !== 'ExpiredIteratorException') throw err;
        state.iterator = await iteratorOf(shardId, state.last ? 'AFTER_SEQUENCE_NUMBER' : 'LATEST', state.last ?? undefined);
        continue;
      }
      const records = page.Records ?? [];
      into.push(...records);
      if (records.length) state.last = records[records.length - 1].dynamodb?.SequenceNumber ?? state.last;
      state.iterator = page.NextShardIterator ?? null;
      if (records.length === 0) break;
    }
  };

  const pollOnce = async () => {
    const open = () => [...shards].filter(([, s]) => s.iterator);
    if (Date.now() - listedAt >= DESCRIBE_EVERY_MS || open().length === 0) await listShards(false);
    const records: _Record[] = [];
    for (const [id, state] of open()) await readShard(state, id, records);
    if (records.length === 0) return;
    const { batchItemFailures } = await rebuildSitesOf(records.map((r) => asLambdaRecord(r, arn)));
    // Each failed league was retried and counted (SiteRebuildFailed); its pages keep the previous items until its next write.
    if (batchItemFailures.length) opts.log(`Site rebuild failed after its retries (stream record ${batchItemFailures[0].itemIdentifier}); see the functions' log.`);
  };

  // One poll at a time; a poll asked for while one runs is queued once, and every caller waiting shares it.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let stopped = false;
  const poll = (): Promise<void> => {
    if (queued) return queued;
    if (!running) {
      running = pollOnce().catch((err: unknown) => { if (!stopped) opts.log(`Site stream poll failed: ${(err as Error).message}`); })
        .finally(() => { running = null; });
      return running;
    }
    queued = running.then(() => { queued = null; return poll(); });
    return queued;
  };
  const timer = setInterval(() => { if (!running) void poll(); }, SITE_STREAM_POLL_MS);
  timer.unref();
  return {
    settled: poll,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      streams.destroy();
    },
  };
}
