// Which leagues' public sites a piece of work changed, seen on the data layer's own SDK client rather than listed
// by hand in each service: every write command's keys pass through one middleware, so no write path can forget to
// refresh the site (public-site/site-snapshot.ts). The same context asks for strongly consistent reads while a
// site is rebuilt, so the rebuild that follows a write always sees it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { siteSourceLeague } from './keys';

interface WatchContext { touched?: Set<string>; consistent?: boolean }

const context = new AsyncLocalStorage<WatchContext>();

/** Runs `work`, adding to `touched` the id of each league whose site's sources it writes (even if it then fails). */
export function watchSiteWrites<T>(touched: Set<string>, work: () => Promise<T>): Promise<T> {
  return context.run({ touched }, work);
}

/** Runs `work` with every GetItem, BatchGetItem and table Query read strongly consistently. */
export function readConsistently<T>(work: () => Promise<T>): Promise<T> {
  return context.run({ consistent: true }, work);
}

// The client's inputs may arrive marshalled ({ S: '...' }) or as plain values, depending on where the document
// client's own marshalling middleware sits in the stack; both are read.
type Value = string | { S?: string } | undefined;
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof (v as { S?: string })?.S === 'string' ? String((v as { S: string }).S) : '');

type Keyed = { pk?: Value; sk?: Value } | undefined;
function keysOfWrite(command: string, input: Record<string, unknown>): Keyed[] {
  switch (command) {
    case 'PutItemCommand': case 'PutCommand': return [input.Item as Keyed];
    case 'UpdateItemCommand': case 'UpdateCommand': case 'DeleteItemCommand': case 'DeleteCommand': return [input.Key as Keyed];
    case 'TransactWriteItemsCommand': case 'TransactWriteCommand':
      return ((input.TransactItems as Record<string, { Item?: Keyed; Key?: Keyed }>[]) ?? [])
        .flatMap((t) => [t.Put?.Item, t.Update?.Key, t.Delete?.Key]);
    case 'BatchWriteItemCommand': case 'BatchWriteCommand':
      return Object.values((input.RequestItems as Record<string, { PutRequest?: { Item: Keyed }; DeleteRequest?: { Key: Keyed } }[]>) ?? {})
        .flat().flatMap((r) => [r.PutRequest?.Item, r.DeleteRequest?.Key]);
    default: return [];
  }
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
export function watchWrites(client: DynamoDBClient): void {
  client.middlewareStack.add((next, ctx) => async (args) => {
    const watch = context.getStore();
    const input = args.input as Record<string, unknown>;
    if (watch?.consistent) readStrongly(ctx.commandName ?? '', input);
    const result = await next(args);
    if (watch?.touched) {
      for (const key of keysOfWrite(ctx.commandName ?? '', input)) {
        const league = key ? siteSourceLeague(text(key.pk), text(key.sk)) : null;
        if (league) watch.touched.add(league);
      }
    }
    return result;
  }, { step: 'initialize', name: 'watchSiteWrites' });
}
