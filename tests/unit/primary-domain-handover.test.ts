import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredDomain } from '../../functions/data/keys';

// What is sent to DynamoDB, captured: removing a primary domain must be one transaction with the hand-over, so
// no crash can leave a league without a primary domain, or naming one that was removed (issue 14).
const sent: { name: string; input: { TransactItems?: Record<string, { Key?: Record<string, string>; Item?: Record<string, unknown> }>[] } }[] = [];
vi.mock('../../functions/data/table', () => ({
  db: () => ({ send: async (cmd: { constructor: { name: string }; input: never }) => { sent.push({ name: cmd.constructor.name, input: cmd.input }); return {}; } }),
  tableName: () => 'T',
}));

const { deletePrimaryDomain } = await import('../../functions/data/domains');

const domain = (id: string, over: Partial<StoredDomain> = {}): StoredDomain => ({
  id, league_id: 'L1', domain: `${id}.example.com`, is_primary: false, status: 'active', ssl_enabled: false,
  validation_record: null, failure_reason: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...over,
} as StoredDomain);

describe('removing the primary domain', () => {
  beforeEach(() => { sent.length = 0; });

  it('deletes it, moves the primary marker to the next domain and names that domain on the league in one transaction', async () => {
    expect(await deletePrimaryDomain(domain('D1', { is_primary: true }), domain('D2'), '2026-11-22T00:00:00.000Z')).toBeNull();
    expect(sent.map((s) => s.name)).toEqual(['TransactWriteCommand']);
    const items = sent[0].input.TransactItems!;
    const ops = items.map((i) => `${Object.keys(i)[0]} ${Object.values(i)[0].Key?.sk ?? Object.values(i)[0].Item?.sk}`);
    expect(ops).toEqual(['Delete DOMAIN#D1', 'Delete HOST', 'Put PRIMARY_DOMAIN', 'Update DOMAIN#D2', 'Update LEAGUE']);
    expect(JSON.stringify(items[4])).toContain('D2.example.com');
  });

  it('with no domain left, deletes it, drops the marker and clears the league’s primary domain together', async () => {
    expect(await deletePrimaryDomain(domain('D1', { is_primary: true }), null, '2026-11-22T00:00:00.000Z')).toBeNull();
    const ops = sent[0].input.TransactItems!.map((i) => `${Object.keys(i)[0]} ${Object.values(i)[0].Key?.sk}`);
    expect(ops).toEqual(['Delete DOMAIN#D1', 'Delete HOST', 'Delete PRIMARY_DOMAIN', 'Update LEAGUE']);
    expect(JSON.stringify(sent[0].input.TransactItems![3])).toContain('REMOVE primary_domain');
  });
});
