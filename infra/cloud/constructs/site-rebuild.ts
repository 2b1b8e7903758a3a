// League sites follow writes off the request path (docs/architecture.md): the table's stream feeds the site rebuild
// function (functions/public-site/stream-handler.ts) through an event source mapping that keeps only writes to the
// item types a site shows (keys.ts SITE_SOURCE_SK_PREFIXES) and gathers a batching window's worth, so a burst of
// writes to one league rebuilds it once. A batch that fails is split and retried; one given up lands in a queue, and
// alarms watch the queue, the delay (iterator age) and the function's errors.
import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { SITE_SOURCE_PK_PREFIX, SITE_SOURCE_SK_PREFIXES } from '../../../functions/data/keys';
import { TABLE_READ_ACTIONS } from './api';
import { LeagueFunction } from './league-function';
import { streamFailureQueue } from './stream-failure-queue';

/** How long the mapping gathers records before invoking: writes within it rebuild each league once. */
export const SITE_REBUILD_BATCHING_WINDOW = Duration.seconds(1);
/** Records per invocation at most (a window's burst across many leagues). */
export const SITE_REBUILD_BATCH_SIZE = 100;
/** Retries of a failed batch (split in two each time) before its records go to the failure queue. */
export const SITE_REBUILD_RETRIES = 5;
/** Iterator age that means the pages lag their writes: well past the window and a rebuild. */
export const SITE_REBUILD_LAG_ALARM = Duration.minutes(1);

export interface SiteRebuildProps {
  /** The single table, with its stream on (data-table.ts). */
  readonly table: dynamodb.Table;
}

export class SiteRebuild extends Construct {
  readonly function: LeagueFunction;
  readonly mapping: DynamoEventSource;
  /** Records the rebuild gave up on (retries exhausted or older than their maximum age). */
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: SiteRebuildProps) {
    super(scope, id);
    this.function = new LeagueFunction(this, 'Function', {
      entry: 'functions/public-site/stream-handler.ts',
      description: 'League sites: rebuilds a league\'s site items from the table\'s stream, once per league per batch',
      environment: { TABLE_NAME: props.table.tableName },
      memorySize: 1024,
      // A batch of 100 records may touch many leagues, rebuilt side by side (a 2,000-game season's takes about 1 s).
      timeout: Duration.minutes(1),
    });
    const fn = this.function.fn;
    // What a rebuild does: reads a league's site sources, puts and deletes its site items. No Scan, no Update.
    props.table.grant(fn, ...TABLE_READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:DeleteItem');
    const tableLogicalId = Stack.of(this).getLogicalId(props.table.node.defaultChild as CfnElement);
    Validations.of(this.function.role).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
        reason: 'A rebuild reads a league\'s active season and domains through the table\'s indexes; the wildcard covers only this table\'s indexes.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'dynamodb:ListStreams, added by the stream event source, is account-wide by API design, as are X-Ray\'s PutTraceSegments and PutTelemetryRecords (active tracing).',
      },
    );

    this.deadLetterQueue = streamFailureQueue(this, 'This queue is itself the failure destination of the site rebuild\'s stream (an on-failure destination, not a redrive target, which cdk-nag cannot see); the league\'s next write rebuilds its site anyway.');
    // Only writes to a league's partition whose sort key is a site source reach the function (the rebuild's own
    // items, SITE#..., never do, so it cannot wake itself).
    this.mapping = new DynamoEventSource(props.table, {
      startingPosition: lambda.StartingPosition.LATEST,
      batchSize: SITE_REBUILD_BATCH_SIZE,
      maxBatchingWindow: SITE_REBUILD_BATCHING_WINDOW,
      reportBatchItemFailures: true,
      bisectBatchOnError: true,
      retryAttempts: SITE_REBUILD_RETRIES,
      // A record an hour old is given up: the league's next write (or the deploy's backfill) rebuilds it.
      maxRecordAge: Duration.hours(1),
      onFailure: new SqsDlq(this.deadLetterQueue),
      filters: [lambda.FilterCriteria.filter({
        dynamodb: {
          Keys: {
            pk: { S: lambda.FilterRule.beginsWith(SITE_SOURCE_PK_PREFIX) },
            sk: { S: SITE_SOURCE_SK_PREFIXES.flatMap((p) => lambda.FilterRule.beginsWith(p)) },
          },
        },
      })],
    });
    fn.addEventSource(this.mapping);
  }
}
