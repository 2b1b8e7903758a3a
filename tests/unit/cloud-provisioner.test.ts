// The cloud domain provisioner against a stubbed CloudFront client (a plain object whose send() records the command
// and answers from a script), persisted through the real advanceDomain and the real sweep with the table calls stubbed.
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredDomain } from '../../functions/data/domains';

const saved: StoredDomain[] = [];
const primaries: Array<[string, string | null]> = [];
vi.mock('../../functions/data/domains', () => ({
  // With namePrimary, the league item names the domain in the same write.
  saveDomain: vi.fn(async (d: StoredDomain, namePrimary?: boolean) => {
    saved.push(d); store.set(`${d.league_id}/${d.id}`, d);
    if (namePrimary) primaries.push([d.league_id, d.domain]);
    return true;
  }),
  setLeaguePrimaryDomain: vi.fn(async (leagueId: string, domain: string | null) => { primaries.push([leagueId, domain]); }),
  getLeagueDomain: vi.fn(async (leagueId: string, id: string) => store.get(`${leagueId}/${id}`) ?? null),
  // The sweep's reads: pages of the pending and releasing index entries, as the data layer yields them.
  pendingDomainPages: vi.fn(async function* () { for (const page of pendingPages) yield page; }),
  releasingDomainPages: vi.fn(async function* () { for (const page of releasingPages) yield page; }),
  listLeagueDomains: vi.fn(), insertDomain: vi.fn(), deleteDomain: vi.fn(),
}));
const store = new Map<string, StoredDomain>();
let pendingPages: StoredDomain[][] = [];
let releasingPages: StoredDomain[][] = [];

const { createCloudProvisioner, RetryLaterError, tenantName, certificateFailureReason } = await import('../../functions/domains/cloud-provisioner');
const { advanceDomain } = await import('../../functions/domains/service');
const { domainEventOf, sweep, useProvisioner, PENDING_TOO_LONG_MS } = await import('../../functions/domains/provisioner-handler');
const { domainModel } = await import('../../functions/data/keys');

type Call = { command: string; input: Record<string, unknown> };
type Script = Record<string, (input: Record<string, unknown>) => unknown>;

/** A client stub: records every command by class name and answers with the script's function for it. */
function stubClient(calls: Call[], script: Script) {
  return {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const name = command.constructor.name;
      calls.push({ command: name, input: command.input });
      const answer = script[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return answer(command.input);
    },
  };
}

const awsError = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(name), { name, ...extra });

const DIST = 'E2MULTITENANT';
const GROUP = 'cg_2abc';
const TAG = 'LeaguePlatform-prod';

function pendingDomain(overrides: Partial<StoredDomain> = {}): StoredDomain {
  return {
    id: '01JABCDEFGHJKMNPQRSTVWXYZ0', league_id: 'L1', domain: 'www.springfield-hoops.com', is_primary: true,
    status: 'pending', ssl_enabled: false, validation_record: null, failure_reason: null,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

describe('cloud domain provisioner', () => {
  let calls: Call[];
  let certificateStatus: string;
  let dns: string;
  let tenant: Record<string, unknown>;
  let cfScript: Script;
  const provisioner = () => createCloudProvisioner({ cloudfront: stubClient(calls, cfScript), distributionId: DIST, connectionGroupId: GROUP, tenantTag: TAG });
  const commands = () => calls.map((c) => c.command);

  beforeEach(() => {
    calls = [];
    saved.length = 0;
    primaries.length = 0;
    store.clear();
    certificateStatus = 'pending-validation';
    dns = 'invalid-configuration';
    tenant = {
      Id: 'dt_123', DistributionId: DIST, Name: tenantName(pendingDomain()), Enabled: true, ConnectionGroupId: GROUP,
      Domains: [{ Domain: 'www.springfield-hoops.com', Status: 'inactive' }],
    };
    cfScript = {
      CreateDistributionTenantCommand: (input) => ({ DistributionTenant: { ...tenant, Name: input.Name }, ETag: 'ETAG1' }),
      GetManagedCertificateDetailsCommand: () => ({ ManagedCertificateDetails: { CertificateStatus: certificateStatus, ValidationTokenHost: 'cloudfront' } }),
      VerifyDnsConfigurationCommand: (input) => ({ DnsConfigurationList: [{ Domain: input.Domain, Status: dns }] }),
      GetDistributionTenantCommand: () => ({ DistributionTenant: tenant, ETag: 'ETAG1' }),
      UpdateDistributionTenantCommand: (input) => { tenant = { ...tenant, Enabled: input.Enabled }; return { DistributionTenant: tenant, ETag: 'ETAG2' }; },
      DeleteDistributionTenantCommand: () => ({}),
    };
  });

  it('creates one tagged tenant with a CloudFront-managed certificate, and no validation record to keep', async () => {
    const d = await advanceDomain(pendingDomain(), provisioner());
    expect(calls).toEqual([{
      command: 'CreateDistributionTenantCommand',
      input: {
        DistributionId: DIST,
        Name: tenantName(pendingDomain()),
        Domains: [{ Domain: 'www.springfield-hoops.com' }],
        ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: 'www.springfield-hoops.com' },
        ConnectionGroupId: GROUP,
        Tags: { Items: [{ Key: 'league-platform:stack', Value: TAG }] },
        Enabled: true,
      },
    }]);
    // Created is not active: the tenant exists, but nothing proves the domain reaches it yet.
    expect(d).toMatchObject({ status: 'pending', ssl_enabled: false, validation_record: null, provisioning: { tenant_id: 'dt_123' } });
    expect(primaries).toEqual([]);
  });

  it('stays pending until the certificate is issued and CloudFront verifies the DNS points at us', async () => {
    const p = provisioner();
    let d = await advanceDomain(pendingDomain(), p);

    // Waiting for the organiser's CNAME: the certificate cannot be validated yet.
    d = await advanceDomain(d, p);
    expect(d).toMatchObject({ status: 'pending', ssl_enabled: false });
    expect(commands().slice(1)).toEqual(['GetManagedCertificateDetailsCommand']);

    // Issued, but the DNS check does not find the domain pointing at the tenant: still pending.
    certificateStatus = 'issued';
    d = await advanceDomain(d, p);
    expect(d).toMatchObject({ status: 'pending', ssl_enabled: false });
    expect(calls.at(-1)).toEqual({ command: 'VerifyDnsConfigurationCommand', input: { Identifier: 'dt_123', Domain: 'www.springfield-hoops.com' } });
    expect(primaries).toEqual([]);

    // DNS valid: active, with TLS, and the league's primary domain is named.
    dns = 'valid-configuration';
    d = await advanceDomain(d, p);
    expect(d).toMatchObject({ status: 'active', ssl_enabled: true, validation_record: null, failure_reason: null, provisioning: { tenant_id: 'dt_123' } });
    expect(primaries).toEqual([['L1', 'www.springfield-hoops.com']]);
    expect(saved.map((s) => s.status)).toEqual(['pending', 'pending', 'pending', 'active']);
    expect(commands().filter((c) => c === 'CreateDistributionTenantCommand')).toHaveLength(1);
  });

  it('fails a domain whose certificate will never be issued, disables its tenant, and the sweep then deletes it to release the certificate', async () => {
    certificateStatus = 'validation-timed-out';
    const failed = await advanceDomain(pendingDomain({ provisioning: { tenant_id: 'dt_123' } }), provisioner());
    expect(failed).toMatchObject({ status: 'failed', ssl_enabled: false, failure_reason: certificateFailureReason('validation-timed-out') });
    expect(failed.failure_reason).toMatch(/72 hours/);
    expect(commands()).toEqual(['GetManagedCertificateDetailsCommand', 'GetDistributionTenantCommand', 'UpdateDistributionTenantCommand']);
    expect(calls[2].input).toMatchObject({ Id: 'dt_123', IfMatch: 'ETAG1', Enabled: false, DistributionId: DIST, ConnectionGroupId: GROUP });
    // Still holding the tenant: it is listed for release.
    expect(domainModel.item(failed)).toMatchObject({ gsi2pk: 'DOMAINS#releasing' });

    // The next sweep deletes the disabled tenant (its managed certificate goes with it) and forgets the tenant id.
    calls.length = 0;
    pendingPages = [];
    releasingPages = [[failed]];
    useProvisioner(provisioner());
    const result = await sweep();
    expect(result.released).toBe(1);
    expect(commands()).toEqual(['GetDistributionTenantCommand', 'DeleteDistributionTenantCommand']);
    expect(calls[1].input).toEqual({ Id: 'dt_123', IfMatch: 'ETAG1' });
    const released = saved.at(-1)!;
    expect(released).toMatchObject({ status: 'failed', failure_reason: failed.failure_reason });
    expect(released.provisioning?.tenant_id).toBeUndefined();
    expect(domainModel.item(released)).not.toHaveProperty('gsi2pk');
  });

  it('keeps a failed domain listed for release while CloudFront is still disabling its tenant', async () => {
    tenant = { ...tenant, Enabled: false, Status: 'InProgress' };
    cfScript.DeleteDistributionTenantCommand = () => { throw awsError('ResourceNotDisabled'); };
    const failed = pendingDomain({ status: 'failed', failure_reason: 'x', provisioning: { tenant_id: 'dt_123' } });
    store.set('L1/' + failed.id, failed);
    pendingPages = [];
    releasingPages = [[failed]];
    useProvisioner(provisioner());
    expect((await sweep()).released).toBe(0);
    expect(saved).toEqual([]);
  });

  it('fails revoked and otherwise failed certificates too, in words an organiser can act on', async () => {
    for (const status of ['revoked', 'failed']) {
      certificateStatus = status;
      const d = await advanceDomain(pendingDomain({ provisioning: { tenant_id: 'dt_123' } }), provisioner());
      expect(d.status).toBe('failed');
      expect(d.failure_reason).toBe(certificateFailureReason(status));
    }
    expect(certificateFailureReason('failed')).toMatch(/CAA/);
  });

  it('sweeps every page of pending domains, not only the first, and counts those pending over 72 hours', async () => {
    const now = Date.parse('2026-03-01T00:00:00.000Z');
    const page = (from: number, n: number, createdAt: string) => Array.from({ length: n }, (_, i) => pendingDomain({
      id: `01JABCDEFGHJKMNPQRSTV${String(from + i).padStart(5, '0')}`, domain: `d${from + i}.example.com`, created_at: createdAt,
    }));
    const old = new Date(now - PENDING_TOO_LONG_MS - 60_000).toISOString();
    const fresh = new Date(now - 3600_000).toISOString();
    pendingPages = [page(0, 50, old), page(50, 50, fresh), page(100, 7, fresh)];
    releasingPages = [];
    for (const d of pendingPages.flat()) store.set(`${d.league_id}/${d.id}`, d);
    useProvisioner(provisioner());
    const result = await sweep(now);
    expect(result).toEqual({ advanced: 107, released: 0, pendingTooLong: 50, left: 0 });
    // Every domain of every page got its step: one tenant each.
    const created = calls.filter((c) => c.command === 'CreateDistributionTenantCommand').map((c) => (c.input.Domains as Array<{ Domain: string }>)[0].Domain);
    expect(created).toHaveLength(107);
    expect(created).toContain('d106.example.com');
  });

  it('stops starting steps before the function times out, leaves the rest for the next sweep, and still counts every domain pending too long', async () => {
    const now = Date.parse('2026-03-01T00:00:00.000Z');
    const old = new Date(now - PENDING_TOO_LONG_MS - 60_000).toISOString();
    pendingPages = [Array.from({ length: 60 }, (_, i) => pendingDomain({
      id: `01JABCDEFGHJKMNPQRSTW${String(i).padStart(5, '0')}`, domain: `late${i}.example.com`, created_at: old,
    }))];
    releasingPages = [];
    for (const d of pendingPages.flat()) store.set(`${d.league_id}/${d.id}`, d);
    useProvisioner(provisioner());
    // Each CloudFront call takes 5 s of the function's time; 60 s remain, 20 s of which are kept back.
    const clock = () => now + calls.length * 5_000;
    const result = await sweep(now, 60_000, clock);
    expect(result.pendingTooLong).toBe(60);
    expect(result.left).toBeGreaterThan(0);
    expect(result.advanced + result.left).toBe(60);
    expect(result.advanced).toBeLessThan(20);
  });

  it('adopts the tenant a crashed earlier run created instead of failing on the duplicate', async () => {
    const d0 = pendingDomain();
    cfScript.CreateDistributionTenantCommand = () => { throw awsError('CNAMEAlreadyExists'); };
    cfScript.GetDistributionTenantByDomainCommand = () => ({ DistributionTenant: { Id: 'dt_old', DistributionId: DIST, Name: tenantName(d0), Enabled: true }, ETag: 'ETAG7' });
    const d = await advanceDomain(d0, provisioner());
    expect(calls.at(-1)).toEqual({ command: 'GetDistributionTenantByDomainCommand', input: { Domain: 'www.springfield-hoops.com' } });
    expect(d).toMatchObject({ status: 'pending', provisioning: { tenant_id: 'dt_old' } });
  });

  it('fails a domain that another CloudFront distribution already serves', async () => {
    cfScript.CreateDistributionTenantCommand = () => { throw awsError('CNAMEAlreadyExists'); };
    cfScript.GetDistributionTenantByDomainCommand = () => { throw awsError('EntityNotFound'); };
    const d = await advanceDomain(pendingDomain(), provisioner());
    expect(d).toMatchObject({ status: 'failed', ssl_enabled: false });
    expect(d.failure_reason).toMatch(/another CloudFront distribution/);
  });

  it('stays pending on throttling, and never shows AWS error messages to the admin', async () => {
    cfScript.GetManagedCertificateDetailsCommand = () => { throw awsError('ThrottlingException', { $retryable: { throttling: true } }); };
    const d = await advanceDomain(pendingDomain({ provisioning: { tenant_id: 'dt_123' } }), provisioner());
    expect(d).toMatchObject({ status: 'pending', failure_reason: null, provisioning: { tenant_id: 'dt_123' } });

    cfScript.CreateDistributionTenantCommand = () => { throw Object.assign(new Error('User: arn:aws:sts::111111111111:assumed-role/x is not authorized'), { name: 'AccessDenied' }); };
    const denied = await advanceDomain(pendingDomain(), provisioner());
    expect(denied.status).toBe('failed');
    expect(denied.failure_reason).toContain('AccessDenied');
    expect(denied.failure_reason).not.toContain('arn:aws');
  });

  it('tears down a removed domain: disable the tenant, then delete it', async () => {
    tenant = { ...tenant, Domains: [{ Domain: 'www.springfield-hoops.com', Status: 'active' }] };
    await provisioner().teardown(pendingDomain({ status: 'active', provisioning: { tenant_id: 'dt_123' } }));
    expect(commands()).toEqual(['GetDistributionTenantCommand', 'UpdateDistributionTenantCommand', 'DeleteDistributionTenantCommand']);
    expect(calls[0].input).toEqual({ Identifier: 'dt_123' });
    expect(calls[1].input).toMatchObject({ Id: 'dt_123', IfMatch: 'ETAG1', Enabled: false, Domains: [{ Domain: 'www.springfield-hoops.com' }] });
    expect(calls[2].input).toEqual({ Id: 'dt_123', IfMatch: 'ETAG2' });
  });

  it('asks for a retry while the disabled tenant is still deploying', async () => {
    tenant = { ...tenant, Enabled: false, Status: 'InProgress' };
    cfScript.DeleteDistributionTenantCommand = () => { throw awsError('ResourceNotDisabled'); };
    const teardown = provisioner().teardown(pendingDomain({ provisioning: { tenant_id: 'dt_123' } }));
    await expect(teardown).rejects.toBeInstanceOf(RetryLaterError);
    expect(commands()).toEqual(['GetDistributionTenantCommand', 'DeleteDistributionTenantCommand']);
  });

  it('finishes a teardown whose tenant is already gone, and never deletes another distribution\'s tenant', async () => {
    cfScript.GetDistributionTenantCommand = () => { throw awsError('EntityNotFound'); };
    await provisioner().teardown(pendingDomain({ provisioning: { tenant_id: 'dt_123' } }));
    expect(commands()).toEqual(['GetDistributionTenantCommand']);

    calls.length = 0;
    cfScript.GetDistributionTenantByDomainCommand = () => ({ DistributionTenant: { Id: 'dt_foreign', DistributionId: 'EOTHER', Name: 'x' } });
    await provisioner().teardown(pendingDomain());
    expect(commands()).toEqual(['GetDistributionTenantByDomainCommand']);
  });

  it('names tenants after the domain, unique per domain record, within CloudFront\'s characters', () => {
    const long = pendingDomain({ domain: `${'a'.repeat(60)}.${'b'.repeat(60)}.example.com` });
    for (const d of [pendingDomain(), long]) {
      const name = tenantName(d);
      expect(name.length).toBeLessThanOrEqual(64);
      expect(name).toMatch(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/);
    }
    expect(tenantName(pendingDomain())).toBe('www-springfield-hoops-com-qrstvwxyz0');
    expect(tenantName(pendingDomain({ id: '01JZZZZZZZZZZZZZZZZZZZZZZ1' }))).not.toBe(tenantName(pendingDomain()));
  });
});

describe('provisioner stream events', () => {
  const record = (eventName: DynamoDBRecord['eventName'], images: { NewImage?: object; OldImage?: object }): DynamoDBRecord => ({
    eventName,
    dynamodb: {
      SequenceNumber: '1',
      ...(images.NewImage ? { NewImage: marshall(images.NewImage) as never } : {}),
      ...(images.OldImage ? { OldImage: marshall(images.OldImage) as never } : {}),
    },
  });
  const item = (d: StoredDomain) => ({ pk: `LEAGUE#${d.league_id}`, sk: `DOMAIN#${d.id}`, entity: 'league_domain', gsi2pk: 'DOMAINS#pending', gsi2sk: 'x', ...d });

  it('advances an inserted domain and tears down a removed one from its old image, without key attributes', () => {
    const d = pendingDomain();
    expect(domainEventOf(record('INSERT', { NewImage: item(d) }))).toEqual({ kind: 'advance', domain: d });
    const removed = pendingDomain({ status: 'active', provisioning: { tenant_id: 'dt_1' } });
    expect(domainEventOf(record('REMOVE', { OldImage: item(removed) }))).toEqual({ kind: 'teardown', domain: removed });
  });

  it('ignores its own updates and other entities', () => {
    const d = pendingDomain();
    expect(domainEventOf(record('MODIFY', { NewImage: item(d), OldImage: item(d) }))).toBeNull();
    expect(domainEventOf(record('INSERT', { NewImage: { pk: 'HOST#x', sk: 'HOST', entity: 'host_marker' } }))).toBeNull();
  });
});
