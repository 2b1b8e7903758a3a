// How each API function is built (api.ts): its code, environment, secrets and table actions. A function with a
// streamed route has a twin built the same way with Lambda's streaming handler (streaming-api.ts), so the two can
// never differ in what they may do.
import { Names, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ROUTES } from '../../../shared/api-contract';
import type { ApiFunctionDef, TableAccess } from '../../../functions/routes';
import { tableActionsOf } from '../table-actions';
import { LeagueFunction } from './league-function';
import { streamedRoutes, type STREAMING_FUNCTION } from './streaming-api';

/**
 * What a function declared 'read' may call: key lookups and queries, never Scan (no code path scans the table, so
 * a leaked role or a bug cannot read it whole). BatchGetItem serves batched reads (functions/data/batch.ts).
 */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'];

/**
 * The table actions a function is granted: those its code calls (table-actions.ts), within what it is declared to
 * do ('read': TABLE_READ_ACTIONS only). Never grantReadWriteData, which adds Scan, DescribeTable and the stream's reads
 * whether the code uses them or not.
 */
export function tableActionsFor(entry: string, access: TableAccess): string[] {
  const used = tableActionsOf(entry);
  return access === 'read' ? used.filter((a) => TABLE_READ_ACTIONS.includes(a)) : used;
}

export interface ApiFunctionSettings {
  readonly table: dynamodb.ITable;
  readonly originVerifyValue: string;
  readonly cursorSecret: secretsmanager.ISecret;
  readonly paymentsSecret: secretsmanager.ISecret;
  readonly paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion;
  /** The table's CloudFormation resource, for the index wildcard's acknowledgement. */
  readonly tableResource?: CfnElement;
  /** A streaming twin's handler and timeout (streaming-api.ts). */
  readonly streaming?: typeof STREAMING_FUNCTION;
  /** Built in a nested stack (the table's ARN then arrives as a parameter, `referenceto<table>Arn`). */
  readonly nested: boolean;
}

/** One API function of functions/routes.ts: its routes in its description, its secrets and table actions only. */
export function apiFunction(scope: Construct, id: string, def: ApiFunctionDef, s: ApiFunctionSettings): LeagueFunction {
  const served = s.streaming ? streamedRoutes(def) : def.routes;
  const fn = new LeagueFunction(scope, id, {
    entry: def.entry,
    ...s.streaming,
    description: `API${s.streaming ? ' (streamed)' : ''}: ${served.map((r) => apigwv2.HttpRouteKey.with(ROUTES[r].path, apigwv2.HttpMethod[ROUTES[r].method]).key).join(', ')}`.slice(0, 256),
    environment: {
      TABLE_NAME: s.table.tableName,
      ORIGIN_VERIFY: s.originVerifyValue,
      ...(def.cursors ? { CURSOR_SECRET_ARN: s.cursorSecret.secretArn } : {}),
      ...(def.payments ? { PAYMENTS_SECRET_ARN: s.paymentsSecret.secretArn } : {}),
    },
    ...(def.cursors || def.payments || def.push ? { paramsAndSecrets: s.paramsAndSecrets } : {}),
  });
  // Only the functions that sign or read cursors may read the key, and only those calling the provider its keys.
  if (def.cursors) s.cursorSecret.grantRead(fn.fn);
  if (def.payments) s.paymentsSecret.grantRead(fn.fn);
  // Least privilege: the actions its code calls; a function declared 'read' can never write, whatever its code tries.
  s.table.grant(fn.fn, ...tableActionsFor(def.entry, def.table));
  if (s.tableResource) Validations.of(fn.role).acknowledge({
    id: s.nested
      ? `AwsSolutions-IAM5[Resource::<referenceto${Names.uniqueId(s.tableResource)}Arn>/index/*]`
      : `AwsSolutions-IAM5[Resource::<${Stack.of(s.tableResource).getLogicalId(s.tableResource)}.Arn>/index/*]`,
    reason: 'Queries through the table\'s global secondary indexes (gsi1, gsi2); the wildcard covers only this table\'s indexes, with the same actions as on the table.',
  });
  return fn;
}
