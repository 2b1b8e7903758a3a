import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TransactWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';

// DynamoDB Local answers TransactWriteItems before its COMMIT runs (see functions/data/table.ts): locally, the data
// layer answers a transaction only after a read that DynamoDB Local's job queue runs after that COMMIT.
const calls: string[] = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    calls.push(String(req.headers['x-amz-target']).split('.')[1]);
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
    res.end('{}');
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.DYNAMODB_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => { server.close(); delete process.env.DYNAMODB_ENDPOINT; });

it('follows each transaction with a read before answering, against DynamoDB Local only', async () => {
  const { db } = await import('../../functions/data/table');
  await db().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't1', Item: { pk: 'a', sk: 'b' } } }] }));
  expect(calls).toEqual(['TransactWriteItems', 'GetItem']);
  await db().send(new PutCommand({ TableName: 't1', Item: { pk: 'a', sk: 'b' } }));
  expect(calls).toEqual(['TransactWriteItems', 'GetItem', 'PutItem']);
});
