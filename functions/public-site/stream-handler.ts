// The cloud's site rebuild function, fed by the table's stream (infra/cloud/constructs/site-rebuild.ts): the records
// of a batching window, already filtered to writes a league's site shows, rebuild each league they touch once.
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { withTelemetry } from '../lib/observability';
import { rebuildSitesOf } from './site-stream';

export const handler = withTelemetry(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => rebuildSitesOf(event.Records));
