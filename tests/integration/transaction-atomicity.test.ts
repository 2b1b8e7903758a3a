// Writes that must land together or not at all, run for real (the data layer and the confirmation trigger against
// this stack's DynamoDB Local): each transaction is made to fail on one of its later items, and the table shows
// that none of its earlier items were written either.
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainModel, emailMarkerModel, hostMarkerModel, leagueModel, primaryDomainModel, userProfileModel, type StoredDomain } from '../../functions/data/keys';
import { newUser, stack, table } from './support/local';

type Data = typeof import('../../functions/data/domains');
let data: Data;
let confirm: typeof import('../../functions/auth-triggers/post-confirmation').handler;

beforeAll(async () => {
  process.env.TABLE_NAME = stack().tableName;
  process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
  data = await import('../../functions/data/domains');
  confirm = (await import('../../functions/auth-triggers/post-confirmation')).handler;
});

async function get(key: Record<string, string>) {
  return (await table().send(new GetCommand({ TableName: stack().tableName, Key: key }))).Item ?? null;
}

async function leagueWithTwoDomains() {
  const admin = await newUser('Dora');
  const league = (await admin.api.post('/api/leagues', { name: `Domains ${randomUUID().slice(0, 6)}` })).body.league as { id: string };
  const domain = (over: Partial<StoredDomain>): StoredDomain => ({
    id: randomUUID(), league_id: league.id, domain: `${randomUUID().slice(0, 8)}.example.com`, is_primary: false, status: 'active',
    ssl_enabled: true, validation_record: null, failure_reason: null,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...over,
  } as StoredDomain);
  const primary = domain({ is_primary: true });
  const next = domain({});
  expect(await data.insertDomain(primary)).toBeNull();
  expect(await data.insertDomain(next)).toBeNull();
  return { leagueId: league.id, primary, next };
}

/** Everything the primary domain's removal touches, as stored. */
async function snapshot(leagueId: string, primary: StoredDomain, next: StoredDomain) {
  return {
    primary: await get(domainModel.key(leagueId, primary.id)),
    host: await get(hostMarkerModel.key(primary.domain)),
    marker: await get(primaryDomainModel.key(leagueId)),
    next: await get(domainModel.key(leagueId, next.id)),
    league: await get(leagueModel.key(leagueId)),
  };
}

describe('removing the primary domain', () => {
  it('deletes it, hands the primary marker to the next domain and names that domain on the league together', async () => {
    const { leagueId, primary, next } = await leagueWithTwoDomains();
    expect(await data.deletePrimaryDomain(primary, next, '2026-11-22T00:00:00.000Z')).toBeNull();
    const after = await snapshot(leagueId, primary, next);
    expect(after.primary).toBeNull();
    expect(after.host).toBeNull();
    expect(after.marker?.domain_id).toBe(next.id);
    expect(after.next?.is_primary).toBe(true);
    expect(after.league).toMatchObject({ custom_domain: next.domain, primary_domain: next.domain, enable_custom_domain: true });
  });

  it('writes nothing when the hand-over fails halfway (the next domain was removed meanwhile)', async () => {
    const { leagueId, primary, next } = await leagueWithTwoDomains();
    await data.deleteDomain(next);
    const before = await snapshot(leagueId, primary, next);
    expect(before.primary).not.toBeNull();

    // The delete of the primary domain and its host marker come first; the update of the vanished domain fails.
    expect(await data.deletePrimaryDomain(primary, next, '2026-11-22T00:00:00.000Z')).toBe('stale');
    expect(await snapshot(leagueId, primary, next)).toEqual(before);
    expect(before.marker?.domain_id).toBe(primary.id);
    expect(before.league?.custom_domain).toBe(primary.domain);
  });

  it('with no domain left, deletes it, drops the marker and clears the league’s primary domain together', async () => {
    const { leagueId, primary, next } = await leagueWithTwoDomains();
    await data.deleteDomain(next);
    expect(await data.deletePrimaryDomain(primary, null, '2026-11-22T00:00:00.000Z')).toBeNull();
    const after = await snapshot(leagueId, primary, next);
    expect([after.primary, after.host, after.marker]).toEqual([null, null, null]);
    expect(after.league?.custom_domain).toBeNull();
    expect(after.league?.enable_custom_domain).toBe(false);
    expect(after.league).not.toHaveProperty('primary_domain');
  });
});

function confirmation(attrs: Record<string, string>, triggerSource = 'PostConfirmation_ConfirmSignUp'): PostConfirmationTriggerEvent {
  return {
    version: '1', region: 'us-east-1', userPoolId: 'pool', userName: attrs.sub, callerContext: { awsSdkVersion: 'x', clientId: 'c' },
    triggerSource, request: { userAttributes: attrs }, response: {},
  } as PostConfirmationTriggerEvent;
}

function person(first = 'Ada') {
  const id = randomUUID();
  return { sub: id, email: `${first}.${id.slice(0, 8)}@Example.com`, given_name: first, family_name: 'Lovelace' };
}

describe('confirming a sign-up', () => {
  it('writes the profile and the e-mail marker (by its lower-cased address)', async () => {
    const ada = person();
    await confirm(confirmation(ada));
    expect(await get(userProfileModel.key(ada.sub))).toMatchObject({ id: ada.sub, email: ada.email, first_name: 'Ada', last_name: 'Lovelace' });
    expect(await get(emailMarkerModel.key(ada.email.toLowerCase()))).toMatchObject({ user_id: ada.sub });
  });

  it('writes neither when the marker’s write fails after the profile’s (and fails, so Cognito retries)', async () => {
    const ada = person();
    // An address no item may hold (DynamoDB refuses a key over 2048 bytes): the profile is written first, the
    // marker keyed by the address fails, so the transaction as a whole is refused.
    const longAddress = `${'a'.repeat(2100)}@example.com`;
    await expect(confirm(confirmation({ ...ada, email: longAddress }))).rejects.toThrow();
    expect(await get(userProfileModel.key(ada.sub))).toBeNull();
  });

  it('a retry after a completed confirmation overwrites nothing and succeeds', async () => {
    const ada = person();
    await confirm(confirmation(ada));
    await expect(confirm(confirmation({ ...ada, given_name: 'Changed' }))).resolves.toBeTruthy();
    expect(await get(userProfileModel.key(ada.sub))).toMatchObject({ first_name: 'Ada' });
  });

  it('keeps the marker of an address an earlier account confirmed and still writes the new profile', async () => {
    const first = person();
    await confirm(confirmation(first));
    const second = { ...person('Bea'), email: first.email };
    await confirm(confirmation(second));
    expect(await get(emailMarkerModel.key(first.email.toLowerCase()))).toMatchObject({ user_id: first.sub });
    expect(await get(userProfileModel.key(second.sub))).toMatchObject({ id: second.sub, first_name: 'Bea' });
  });

  it('ignores other trigger sources', async () => {
    const ada = person();
    await confirm(confirmation(ada, 'PostConfirmation_ConfirmForgotPassword'));
    expect(await get(userProfileModel.key(ada.sub))).toBeNull();
  });
});
