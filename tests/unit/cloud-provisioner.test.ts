// The cloud domain provisioner against stubbed ACM and CloudFront clients (plain objects whose send() records the
// command and answers from a script), persisted through the real advanceDomain with the table calls stubbed.
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredDomain } from '../../functions/data/domains';

const saved: StoredDomain[] = [];
const primaries: Array<[string, string | null]> = [];
vi.mock('../../functions/data/domains', () => ({
  saveDomain: vi.fn(async (d: StoredDomain) => { saved.push(d); return true; }),
  setLeaguePrimaryDomain: vi.fn(async (leagueId: string, domain: string | null) => { primaries.push([leagueId, domain]); }),
  getLeagueDomain: vi.fn(), listPendingDomains: vi.fn(), listLeagueDomains: vi.fn(), insertDomain: vi.fn(), deleteDomain: vi.fn(),
}));

const { createCloudProvisioner, RetryLaterError, tenantName, certificateFailureReason } = await import('../../functions/domains/cloud-provisioner');
const { advanceDomain } = await import('../../functions/domains/service');
const { domainEventOf } = await import('../../functions/domains/provisioner-handler');

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

const CERT = 'arn:aws:acm:us-east-1:111111111111:certificate/0f1e2d3c';
const DIST = 'E2MULTITENANT';
const GROUP = 'cg_2abc';
const RECORD = { Name: '_x1.www.springfield-hoops.com.', Type: 'CNAME', Value: '_y2.acm-validations.aws.' };

function pendingDomain(overrides: Partial<StoredDomain> = {}): StoredDomain {
  return {
    id: '01JABCDEFGHJKMNPQRSTVWXYZ0', league_id: 'L1', domain: 'www.springfield-hoops.com', is_primary: true,
    status: 'pending', ssl_enabled: false, validation_record: null, failure_reason: null,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}

describe('cloud domain provisioner', () => {
  let calls: Call[];
  let certificate: Record<string, unknown>;
  let acmScript: Script;
  let cfScript: Script;
  const provisioner = () => createCloudProvisioner({
    acm: stubClient(calls, acmScript), cloudfront: stubClient(calls, cfScript), distributionId: DIST, connectionGroupId: GROUP,
  });

  beforeEach(() => {
    calls = [];
    saved.length = 0;
    primaries.length = 0;
    certificate = { CertificateArn: CERT, Status: 'PENDING_VALIDATION', DomainValidationOptions: [{ DomainName: 'www.springfield-hoops.com', ValidationMethod: 'DNS', ValidationStatus: 'PENDING_VALIDATION' }] };
    acmScript = {
      RequestCertificateCommand: () => ({ CertificateArn: CERT }),
      DescribeCertificateCommand: () => ({ Certificate: certificate }),
      DeleteCertificateCommand: () => ({}),
    };
    cfScript = {
      CreateDistributionTenantCommand: (input) => ({
        DistributionTenant: { Id: 'dt_123', DistributionId: input.DistributionId, Name: input.Name, Enabled: true, Status: 'InProgress' },
        ETag: 'ETAG1',
      }),
    };
  });

  it('walks a domain from certificate request through DNS validation to an active tenant', async () => {
    const p = provisioner();

    // 1. No certificate yet: request one in ACM, validated by DNS, idempotent on the domain id.
    let d = await advanceDomain(pendingDomain(), p);
    expect(calls).toEqual([{ command: 'RequestCertificateCommand', input: { DomainName: 'www.springfield-hoops.com', ValidationMethod: 'DNS', IdempotencyToken: '01JABCDEFGHJKMNPQRSTVWXYZ0' } }]);
    expect(d).toMatchObject({ status: 'pending', ssl_enabled: false, validation_record: null, provisioning: { certificate_arn: CERT } });

    // 2. ACM has not published the validation record yet: still pending, nothing to show.
    d = await advanceDomain(d, p);
    expect(calls[1]).toEqual({ command: 'DescribeCertificateCommand', input: { CertificateArn: CERT } });
    expect(d).toMatchObject({ status: 'pending', validation_record: null });

    // 3. The record is there: the admin is shown the CNAME to add.
    (certificate.DomainValidationOptions as Array<Record<string, unknown>>)[0].ResourceRecord = RECORD;
    d = await advanceDomain(d, p);
    expect(d).toMatchObject({ status: 'pending', ssl_enabled: false, validation_record: { name: RECORD.Name, type: 'CNAME', value: RECORD.Value } });

    // 4. Still waiting for DNS: the record stays visible.
    d = await advanceDomain(d, p);
    expect(d.validation_record).toEqual({ name: RECORD.Name, type: 'CNAME', value: RECORD.Value });
    expect(calls.some((c) => c.command === 'CreateDistributionTenantCommand')).toBe(false);

    // 5. Issued: one tenant on the multi-tenant distribution, with the certificate, in the connection group.
    certificate.Status = 'ISSUED';
    d = await advanceDomain(d, p);
    const create = calls.filter((c) => c.command === 'CreateDistributionTenantCommand');
    expect(create).toHaveLength(1);
    expect(create[0].input).toEqual({
      DistributionId: DIST,
      Name: tenantName(pendingDomain()),
      Domains: [{ Domain: 'www.springfield-hoops.com' }],
      Customizations: { Certificate: { Arn: CERT } },
      ConnectionGroupId: GROUP,
      Enabled: true,
    });
    expect(d).toMatchObject({
      status: 'active', ssl_enabled: true, validation_record: null, failure_reason: null,
      provisioning: { certificate_arn: CERT, tenant_id: 'dt_123', tenant_etag: 'ETAG1' },
    });
    expect(primaries).toEqual([['L1', 'www.springfield-hoops.com']]);
    expect(saved.map((s) => s.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'active']);
  });

  it('fails a domain whose certificate ACM will not issue, with the reason in words', async () => {
    certificate.Status = 'FAILED';
    certificate.FailureReason = 'CAA_ERROR';
    const d = await advanceDomain(pendingDomain({ provisioning: { certificate_arn: CERT } }), provisioner());
    expect(d).toMatchObject({ status: 'failed', ssl_enabled: false, validation_record: null });
    expect(d.failure_reason).toMatch(/CAA/);
    expect(d.failure_reason).toBe(certificateFailureReason('FAILED', 'CAA_ERROR'));
    expect(calls.map((c) => c.command)).toEqual(['DescribeCertificateCommand']);
    expect(primaries).toEqual([]);
  });

  it('fails timed-out and revoked certificates too', async () => {
    for (const status of ['VALIDATION_TIMED_OUT', 'REVOKED']) {
      certificate.Status = status;
      const d = await advanceDomain(pendingDomain({ provisioning: { certificate_arn: CERT } }), provisioner());
      expect(d.status).toBe('failed');
      expect(d.failure_reason).toBe(certificateFailureReason(status));
    }
    expect(certificateFailureReason('VALIDATION_TIMED_OUT')).toMatch(/72 hours/);
  });

  it('adopts the tenant a crashed earlier run created instead of failing on the duplicate', async () => {
    certificate.Status = 'ISSUED';
    const d0 = pendingDomain({ provisioning: { certificate_arn: CERT } });
    cfScript.CreateDistributionTenantCommand = () => { throw awsError('CNAMEAlreadyExists'); };
    cfScript.GetDistributionTenantByDomainCommand = () => ({
      DistributionTenant: { Id: 'dt_old', DistributionId: DIST, Name: tenantName(d0), Enabled: true }, ETag: 'ETAG7',
    });
    const d = await advanceDomain(d0, provisioner());
    expect(calls.slice(-1)[0]).toEqual({ command: 'GetDistributionTenantByDomainCommand', input: { Domain: 'www.springfield-hoops.com' } });
    expect(d).toMatchObject({ status: 'active', ssl_enabled: true, provisioning: { tenant_id: 'dt_old', tenant_etag: 'ETAG7' } });
  });

  it('fails a domain that another CloudFront distribution already serves', async () => {
    certificate.Status = 'ISSUED';
    cfScript.CreateDistributionTenantCommand = () => { throw awsError('CNAMEAlreadyExists'); };
    cfScript.GetDistributionTenantByDomainCommand = () => { throw awsError('EntityNotFound'); };
    const d = await advanceDomain(pendingDomain({ provisioning: { certificate_arn: CERT } }), provisioner());
    expect(d).toMatchObject({ status: 'failed', ssl_enabled: false });
    expect(d.failure_reason).toMatch(/another CloudFront distribution/);
  });

  it('stays pending on throttling, and never shows AWS error messages to the admin', async () => {
    acmScript.DescribeCertificateCommand = () => { throw awsError('ThrottlingException', { $retryable: { throttling: true } }); };
    const d = await advanceDomain(pendingDomain({ provisioning: { certificate_arn: CERT } }), provisioner());
    expect(d).toMatchObject({ status: 'pending', failure_reason: null, provisioning: { certificate_arn: CERT } });

    acmScript.RequestCertificateCommand = () => { throw Object.assign(new Error('User: arn:aws:sts::111111111111:assumed-role/x is not authorized'), { name: 'AccessDeniedException' }); };
    const denied = await advanceDomain(pendingDomain(), provisioner());
    expect(denied.status).toBe('failed');
    expect(denied.failure_reason).toContain('AccessDeniedException');
    expect(denied.failure_reason).not.toContain('arn:aws');
  });

  it('tears down in order: disable the tenant, delete it, then delete the certificate', async () => {
    const tenant = {
      Id: 'dt_123', DistributionId: DIST, Name: 'www-springfield-hoops-com-x', Enabled: true, ConnectionGroupId: GROUP,
      Domains: [{ Domain: 'www.springfield-hoops.com', Status: 'active' }], Customizations: { Certificate: { Arn: CERT } },
    };
    cfScript.GetDistributionTenantCommand = () => ({ DistributionTenant: tenant, ETag: 'ETAG1' });
    cfScript.UpdateDistributionTenantCommand = () => ({ DistributionTenant: { ...tenant, Enabled: false }, ETag: 'ETAG2' });
    cfScript.DeleteDistributionTenantCommand = () => ({});
    await provisioner().teardown(pendingDomain({ status: 'active', provisioning: { certificate_arn: CERT, tenant_id: 'dt_123' } }));

    expect(calls.map((c) => c.command)).toEqual([
      'GetDistributionTenantCommand', 'UpdateDistributionTenantCommand', 'DeleteDistributionTenantCommand', 'DeleteCertificateCommand',
    ]);
    expect(calls[0].input).toEqual({ Identifier: 'dt_123' });
    expect(calls[1].input).toMatchObject({
      Id: 'dt_123', IfMatch: 'ETAG1', Enabled: false, DistributionId: DIST, ConnectionGroupId: GROUP,
      Domains: [{ Domain: 'www.springfield-hoops.com' }], Customizations: { Certificate: { Arn: CERT } },
    });
    expect(calls[2].input).toEqual({ Id: 'dt_123', IfMatch: 'ETAG2' });
    expect(calls[3].input).toEqual({ CertificateArn: CERT });
  });

  it('asks for a retry while the disabled tenant is still deploying, keeping the certificate', async () => {
    cfScript.GetDistributionTenantCommand = () => ({ DistributionTenant: { Id: 'dt_123', DistributionId: DIST, Enabled: false, Status: 'InProgress' }, ETag: 'ETAG2' });
    cfScript.DeleteDistributionTenantCommand = () => { throw awsError('ResourceNotDisabled'); };
    const teardown = provisioner().teardown(pendingDomain({ provisioning: { certificate_arn: CERT, tenant_id: 'dt_123' } }));
    await expect(teardown).rejects.toBeInstanceOf(RetryLaterError);
    expect(calls.map((c) => c.command)).toEqual(['GetDistributionTenantCommand', 'DeleteDistributionTenantCommand']);
  });

  it('finishes a teardown whose tenant is already gone, and tolerates a certificate already deleted', async () => {
    cfScript.GetDistributionTenantCommand = () => { throw awsError('EntityNotFound'); };
    acmScript.DeleteCertificateCommand = () => { throw awsError('ResourceNotFoundException'); };
    await provisioner().teardown(pendingDomain({ provisioning: { certificate_arn: CERT, tenant_id: 'dt_123' } }));
    expect(calls.map((c) => c.command)).toEqual(['GetDistributionTenantCommand', 'DeleteCertificateCommand']);
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
    const removed = pendingDomain({ status: 'active', provisioning: { certificate_arn: CERT, tenant_id: 'dt_1' } });
    expect(domainEventOf(record('REMOVE', { OldImage: item(removed) }))).toEqual({ kind: 'teardown', domain: removed });
  });

  it('ignores its own updates and other entities', () => {
    const d = pendingDomain();
    expect(domainEventOf(record('MODIFY', { NewImage: item(d), OldImage: item(d) }))).toBeNull();
    expect(domainEventOf(record('INSERT', { NewImage: { pk: 'HOST#x', sk: 'HOST', entity: 'host_marker' } }))).toBeNull();
  });
});
