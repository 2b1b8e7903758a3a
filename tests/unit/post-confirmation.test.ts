// The confirmation trigger writes the profile and the e-mail marker together: one TransactWrite with both
// conditional puts, never two separate writes, and a retry by Cognito completes without overwriting anything.
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const TABLE = 'unit-table';
type Sent = { name: string; input: any };
const sent: Sent[] = [];
let answer: (input: any) => unknown = () => ({});

vi.mock('../../functions/data/table', () => ({
  tableName: () => TABLE,
  db: () => ({
    send: async (command: { constructor: { name: string }; input: unknown }) => {
      sent.push({ name: command.constructor.name, input: structuredClone(command.input) });
      return answer(command.input);
    },
  }),
}));

const { handler } = await import('../../functions/auth-triggers/post-confirmation');

function confirmation(attrs: Record<string, string>): PostConfirmationTriggerEvent {
  return {
    version: '1', region: 'us-east-1', userPoolId: 'pool', userName: attrs.sub, callerContext: { awsSdkVersion: 'x', clientId: 'c' },
    triggerSource: 'PostConfirmation_ConfirmSignUp', request: { userAttributes: attrs }, response: {},
  } as PostConfirmationTriggerEvent;
}

/** What DynamoDB answers when the items at these positions already exist. */
function cancelled(present: number[], count: number) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: Array.from({ length: count }, (_, i) => ({ Code: present.includes(i) ? 'ConditionalCheckFailed' : 'None' })),
  });
}

const ada = { sub: 'user-1', email: 'Ada@Example.com', given_name: 'Ada', family_name: 'Lovelace' };

beforeEach(() => {
  sent.length = 0;
  answer = () => ({});
});

describe('post-confirmation trigger', () => {
  it('writes the profile and the e-mail marker in one transaction, each only where none exists', async () => {
    await handler(confirmation(ada));
    expect(sent.map((s) => s.name)).toEqual(['TransactWriteCommand']);
    const items = sent[0].input.TransactItems;
    expect(items).toHaveLength(2);
    expect(items[0].Put).toMatchObject({
      TableName: TABLE, ConditionExpression: 'attribute_not_exists(pk)',
      Item: { pk: 'USER#user-1', sk: 'PROFILE', id: 'user-1', email: 'Ada@Example.com', first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(items[1].Put).toEqual({
      TableName: TABLE, ConditionExpression: 'attribute_not_exists(pk)',
      Item: { pk: 'EMAIL#ada@example.com', sk: 'EMAIL', entity: 'email_marker', user_id: 'user-1' },
    });
  });

  it('a retry after a completed confirmation overwrites nothing and succeeds', async () => {
    answer = (input) => { throw cancelled([0, 1], input.TransactItems.length); };
    await expect(handler(confirmation(ada))).resolves.toBeTruthy();
    expect(sent.map((s) => s.name)).toEqual(['TransactWriteCommand']);
  });

  it('keeps an existing item and still writes the other one, in a transaction', async () => {
    // The address was confirmed by an earlier account: its marker stays, the new profile is written.
    answer = (input) => {
      if (input.TransactItems.length === 2) throw cancelled([1], 2);
      return {};
    };
    await handler(confirmation(ada));
    expect(sent.map((s) => s.name)).toEqual(['TransactWriteCommand', 'TransactWriteCommand']);
    expect(sent[1].input.TransactItems.map((t: any) => t.Put.Item.sk)).toEqual(['PROFILE']);
    expect(sent[1].input.TransactItems[0].Put.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('fails (so Cognito retries) on any other error, having written nothing on its own', async () => {
    answer = () => { throw Object.assign(new Error('boom'), { name: 'InternalServerError' }); };
    await expect(handler(confirmation(ada))).rejects.toThrow('boom');
    expect(sent.every((s) => s.name === 'TransactWriteCommand')).toBe(true);
  });

  it('ignores other trigger sources', async () => {
    await handler({ ...confirmation(ada), triggerSource: 'PostConfirmation_ConfirmForgotPassword' });
    expect(sent).toEqual([]);
  });
});
