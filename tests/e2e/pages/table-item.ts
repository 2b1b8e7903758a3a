// Writes one item straight to the local stack's table, for setting up what no API writes yet (a league's automation
// switches, whose page is built apart). Everything a spec is about still goes through the API and the browser.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

export async function putTableItem(item: Record<string, unknown>): Promise<void> {
  const endpoint = process.env.E2E_DYNAMO_ENDPOINT;
  const table = process.env.E2E_TABLE_NAME;
  if (!endpoint || !table) throw new Error('E2E_DYNAMO_ENDPOINT and E2E_TABLE_NAME are set by the browser tier\'s global setup');
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
  await db.send(new PutCommand({ TableName: table, Item: item }));
}
