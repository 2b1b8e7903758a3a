import { DynamoDBClient, GetItemCommand, type TransactWriteItemsCommandInput } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traceClient } from '../lib/tracing';
import { readConsistentlyOnDemand } from './write-watch';

// Created once per Lambda container, traced (each call an X-Ray subsegment, in Lambda). DYNAMODB_ENDPOINT is set
// only by the local stack (DynamoDB Local).
let doc: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!doc) {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    const client = traceClient(new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }));
    if (endpoint) waitForLocalCommits(client);
    readConsistentlyOnDemand(client);
    doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    });
  }
  return doc;
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

/**
 * DynamoDB Local (1.25.1) answers TransactWriteItems before its SQLite COMMIT has run: the commit is queued on the
 * database's single job queue and not waited for, unlike every other write. A kill -9 right after the answer lost
 * that acknowledged transaction. Locally only, each successful transaction is followed by a read, which that queue
 * runs after the COMMIT, so the answer reaches the caller once the transaction is in the database file.
 */
function waitForLocalCommits(client: DynamoDBClient) {
  client.middlewareStack.add((next, context) => async (args) => {
    const result = await next(args);
    if (context.commandName === 'TransactWriteItemsCommand') {
      const first = (args.input as TransactWriteItemsCommandInput).TransactItems?.[0];
      const table = first?.Put?.TableName ?? first?.Update?.TableName ?? first?.Delete?.TableName ?? first?.ConditionCheck?.TableName;
      if (table) await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: '#commit-barrier' }, sk: { S: '#' } } }));
    }
    return result;
  }, { step: 'initialize', name: 'waitForDynamoDbLocalCommit' });
}
