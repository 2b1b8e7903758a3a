// Rebuilds every active league's site items (functions/public-site/site-backfill.ts) on the deploys that need it:
// the first one with site items, and each one that raises SITE_FORMAT (functions/data/site.ts), whose older items
// the pages ignore. CloudFormation invokes the function through CDK's AwsCustomResource, asynchronously, so the
// deploy never waits on it; until the rebuilds reach a league, its pages read live (correct, more requests).
import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { DIRECTORY_SHARDS } from '../../../functions/data/keys';
import { SITE_FORMAT } from '../../../functions/data/site';
import { TABLE_READ_ACTIONS } from './api';
import { LeagueFunction } from './league-function';

export interface SiteBackfillProps {
  /** The single table: the rebuild reads a league's site sources and writes its site items. */
  readonly table: dynamodb.ITable;
}

export class SiteBackfill extends Construct {
  readonly function: LeagueFunction;
  /** The deploy-time invocation, run again only when SITE_FORMAT changes. */
  readonly run: cr.AwsCustomResource;

  constructor(scope: Construct, id: string, props: SiteBackfillProps) {
    super(scope, id);
    this.function = new LeagueFunction(this, 'Function', {
      entry: 'functions/public-site/backfill-handler.ts',
      description: 'League sites: rebuilds the site items of active leagues without current ones (run by the deploy for each new site item format)',
      environment: { TABLE_NAME: props.table.tableName },
      memorySize: 1024,
      // Lambda's longest: about 30,000 leagues at the bench's 36 a second; any left are read live until their
      // next write.
      timeout: Duration.minutes(15),
    });
    const fn = this.function.fn;
    // What a rebuild does: reads a league's site sources, puts and deletes its site items. No Scan, no Update.
    // UpdateItem: moving directory entries from before its shards (functions/data/leagues.ts).
    props.table.grant(fn, ...TABLE_READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem');
    const tableLogicalId = props.table instanceof dynamodb.Table
      ? Stack.of(this).getLogicalId(props.table.node.defaultChild as CfnElement) : undefined;
    if (tableLogicalId) Validations.of(this.function.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
      reason: 'Lists active leagues through the table\'s directory index (gsi2); the wildcard covers only this table\'s indexes.',
    });

    const invoke: cr.AwsSdkCall = {
      service: 'Lambda',
      action: 'invoke',
      // 'Event': Lambda queues the run and answers at once (and retries a failed run twice).
      parameters: { FunctionName: fn.functionName, InvocationType: 'Event' },
      // A new id for a new format (or a new directory layout) makes CloudFormation update the resource, which runs
      // the call again.
      physicalResourceId: cr.PhysicalResourceId.of(`site-backfill-format-${SITE_FORMAT}-directory-${DIRECTORY_SHARDS}`),
    };
    this.run = new cr.AwsCustomResource(this, 'Run', {
      onCreate: invoke,
      onUpdate: invoke,
      policy: cr.AwsCustomResourcePolicy.fromStatements([new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] })]),
      installLatestAwsSdk: false,
    });
  }
}
