import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// Created once per Lambda container. DYNAMODB_ENDPOINT is set only by the local stack (DynamoDB Local).
let doc: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!doc) {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    const client = new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
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
