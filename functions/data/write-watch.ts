// Strongly consistent reads on demand, on the data layer's own SDK client: the site rebuild (public-site/
// site-snapshot.ts) runs from the table's stream after a write and must read what that write stored, so every read
// it makes is asked for strongly consistently, without each data function taking a flag.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

interface ReadContext { consistent: boolean }

const context = new AsyncLocalStorage<ReadContext>();

/** Runs `work` with every GetItem, BatchGetItem and table Query read strongly consistently. */
export function readConsistently<T>(work: () => Promise<T>): Promise<T> {
  return context.run({ consistent: true }, work);
}

function readStrongly(command: string, input: Record<string, unknown>): void {
  if (command === 'GetItemCommand' || command === 'GetCommand') input.ConsistentRead = true;
  // A global secondary index cannot be read consistently.
  else if ((command === 'QueryCommand') && !input.IndexName) input.ConsistentRead = true;
  else if (command === 'BatchGetItemCommand' || command === 'BatchGetCommand') {
    for (const req of Object.values((input.RequestItems as Record<string, { ConsistentRead?: boolean }>) ?? {})) req.ConsistentRead = true;
  }
}

/** Adds the middleware to a client (functions/data/table.ts: once per container). */
export function readConsistentlyOnDemand(client: DynamoDBClient): void {
  client.middlewareStack.add((next, ctx) => async (args) => {
    if (context.getStore()?.consistent) readStrongly(ctx.commandName ?? '', args.input as Record<string, unknown>);
    return next(args);
  }, { step: 'initialize', name: 'readConsistently' });
}
