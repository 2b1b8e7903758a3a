import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_ADDRESSING_HEADER } from '../../functions/site-render/edge-contract';
import { actionsOfRole, buildStack, covers, DYNAMODB_WRITE_ACTIONS, type Fixture } from './stack-fixture';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const list = <T>(x: T | T[]) => (Array.isArray(x) ? x : [x]);

describe('custom domain provisioning', () => {
  let f: Fixture;
  let roleId: string;
  let statements: Statement[];
  let dist: Record<string, unknown>;
  let distId: string;
  beforeAll(() => {
    f = buildStack();
    roleId = f.logicalId(f.stack.domains.provisioner.role);
    statements = Object.values(f.template.findResources('AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    distId = f.logicalId(f.stack.domains.distribution);
    dist = f.template.toJSON().Resources[distId].Properties.DistributionConfig;
  });

  /** The resources of the statements that grant an action. */
  const resourcesFor = (action: string) => statements.filter((s) => list(s.Action).includes(action)).flatMap((s) => list(s.Resource));

  it('grants the provisioner exactly the CloudFront, ACM, table and stream calls it makes, and nothing with a wildcard action', () => {
    const actions = actionsOfRole(f.template, roleId);
    expect([...new Set(actions)].sort()).toEqual([
      // CloudFront requests the managed certificates in ACM with the caller's rights (aws:CalledVia below).
      'acm:DescribeCertificate', 'acm:RequestCertificate',
      // The hourly quota count (functions/domains/quota-usage.ts).
      'acm:ListCertificates', 'cloudfront:ListDistributionTenants',
      'cloudfront:CreateDistributionTenant', 'cloudfront:DeleteDistributionTenant', 'cloudfront:GetDistributionTenant',
      'cloudfront:GetDistributionTenantByDomain', 'cloudfront:GetManagedCertificateDetails', 'cloudfront:TagResource',
      'cloudfront:UpdateDistributionTenant', 'cloudfront:VerifyDnsConfiguration',
      // From the stream event source: reading the table's stream.
      'dynamodb:DescribeStream', 'dynamodb:GetItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams',
      'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem',
      // Its own log group.
      'logs:CreateLogStream', 'logs:PutLogEvents',
      // The dead-letter queue of its stream.
      'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage',
      // Active X-Ray tracing (every function we build).
      'xray:PutTelemetryRecords', 'xray:PutTraceSegments',
    ].sort());
    expect(actions.filter((a) => a.includes('*'))).toEqual([]);
    const forbidden = [...DYNAMODB_WRITE_ACTIONS, 'dynamodb:Scan', 'dynamodb:BatchGetItem', 'dynamodb:PartiQLSelect', 'acm:DeleteCertificate']
      .filter((a) => !['dynamodb:PutItem', 'dynamodb:UpdateItem'].includes(a));
    for (const action of forbidden) expect(actions.some((g) => covers(g, action)), action).toBe(false);
  });

  it('limits its CloudFront and ACM rights to us-east-1 and to tenants tagged with this stack', () => {
    const tableArn = { 'Fn::GetAtt': [f.logicalId(f.stack.data.table), 'Arn'] };
    for (const a of ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']) expect(resourcesFor(a)).toEqual([tableArn]);
    expect(resourcesFor('dynamodb:Query')).toEqual([{ 'Fn::Join': ['', [tableArn, '/index/gsi2']] }]);
    for (const a of ['dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream']) {
      expect(resourcesFor(a)).toEqual([{ 'Fn::GetAtt': [f.logicalId(f.stack.data.table), 'StreamArn'] }]);
    }
    const stackName = f.stack.stackName;
    const statementOf = (action: string) => statements.find((s) => list(s.Action).includes(action)) as Statement & { Condition: Record<string, Record<string, unknown>> };
    // Every CloudFront and ACM statement is pinned to us-east-1.
    for (const s of statements.filter((x) => list(x.Action).some((a) => /^(cloudfront|acm):/.test(a)))) {
      expect((s as { Condition?: Record<string, Record<string, unknown>> }).Condition?.StringEquals?.['aws:RequestedRegion'], JSON.stringify(s.Action)).toBe('us-east-1');
    }
    // Creating requires the stack's tag on the new tenant, and no other tag key.
    const create = statementOf('cloudfront:CreateDistributionTenant');
    expect(create.Condition.StringEquals['aws:RequestTag/league-platform:stack']).toBe(stackName);
    expect(create.Condition['ForAllValues:StringEquals']['aws:TagKeys']).toEqual(['league-platform:stack']);
    // Changing and deleting require it on the tenant.
    for (const a of ['cloudfront:UpdateDistributionTenant', 'cloudfront:DeleteDistributionTenant']) {
      expect(statementOf(a).Condition.StringEquals['aws:ResourceTag/league-platform:stack'], a).toBe(stackName);
    }
    const tenants = JSON.stringify(resourcesFor('cloudfront:CreateDistributionTenant'));
    expect(tenants).toContain(':distribution-tenant/*');
    expect(tenants).toContain(JSON.stringify({ 'Fn::GetAtt': [distId, 'Id'] }));
    expect(tenants).not.toContain('"*"');
    // ACM only through CloudFront (its managed certificates), never directly.
    expect(statementOf('acm:RequestCertificate').Condition['ForAnyValue:StringEquals']['aws:CalledVia']).toEqual(['cloudfront.amazonaws.com']);
    expect(statements.filter((s) => list(s.Resource).includes('*')).flatMap((s) => list(s.Action)).sort())
      .toEqual(['acm:DescribeCertificate', 'acm:ListCertificates', 'acm:RequestCertificate', 'cloudfront:ListDistributionTenants', 'dynamodb:ListStreams', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    // The distribution and the connection group carry the tag too (tenant calls are authorised against them).
    for (const id of [distId, f.logicalId(f.stack.domains.connectionGroup)]) {
      expect(JSON.stringify(f.template.toJSON().Resources[id].Properties.Tags ?? f.template.toJSON().Resources[id].Properties.DistributionConfig?.Tags), id)
        .toContain('league-platform:stack');
    }
    f.template.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ TENANT_TAG: stackName }) } });
  });

  it('is woken by the table stream only for domains added or removed', () => {
    f.template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
    // The table's stream feeds the site rebuild too (site-rebuild.test.ts): the provisioner has one mapping of its own.
    const mappings = Object.values(f.template.findResources('AWS::Lambda::EventSourceMapping'))
      .filter((r) => JSON.stringify(r.Properties.FunctionName) === JSON.stringify({ Ref: f.logicalId(f.stack.domains.provisioner.fn) }));
    expect(mappings).toHaveLength(1);
    const m = mappings[0].Properties;
    expect(m).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [f.logicalId(f.stack.data.table), 'StreamArn'] },
      FunctionName: { Ref: f.logicalId(f.stack.domains.provisioner.fn) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: expect.any(Number),
      MaximumRecordAgeInSeconds: expect.any(Number),
    });
    const patterns = (m.FilterCriteria.Filters as Array<{ Pattern: string }>).map((x) => JSON.parse(x.Pattern));
    expect(patterns).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['league_domain'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { entity: { S: ['league_domain'] } } } },
    ]);
  });

  it('sweeps pending domains every 5 minutes', () => {
    f.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [f.logicalId(f.stack.domains.provisioner.fn), 'Arn'] } })],
    });
    f.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [f.logicalId(f.stack.domains.provisioner.fn), 'Arn'] },
    });
  });

  it('runs on Node.js 22 arm64 and knows the table, the distribution and the connection group', () => {
    f.template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Role: { 'Fn::GetAtt': [roleId, 'Arn'] },
      Environment: { Variables: {
        TABLE_NAME: { Ref: f.logicalId(f.stack.data.table) },
        DISTRIBUTION_ID: { 'Fn::GetAtt': [distId, 'Id'] },
        CONNECTION_GROUP_ID: { 'Fn::GetAtt': [f.logicalId(f.stack.domains.connectionGroup), 'Id'] },
      } },
    });
  });

  it('serves league sites from a multi-tenant distribution: site files from the bucket through OAC, and only GET /api/public/* to the API, briefly cached', () => {
    expect(dist).toMatchObject({ ConnectionMode: 'tenant-only', Enabled: true });
    expect(dist).not.toHaveProperty('Aliases');
    const origins = dist.Origins as Array<Record<string, unknown>>;
    const site = origins.find((o) => 'S3OriginConfig' in o)!;
    expect(site).toMatchObject({
      DomainName: { 'Fn::GetAtt': [f.logicalId(f.stack.web.bucket), 'RegionalDomainName'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
      OriginAccessControlId: { 'Fn::GetAtt': [expect.any(String), 'Id'] },
    });
    const oacId = (site.OriginAccessControlId as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
    expect(f.template.toJSON().Resources[oacId].Properties.OriginAccessControlConfig).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' });

    // The site's files, API behaviours only for the public read routes (the live scores first, kept 2 s, not 30), and
    // the league's framable widgets. Everything else (/api/leagues, /api/me, ...) falls to the default behaviour, the
    // site function, which answers it as a page of the site.
    const behaviours = dist.CacheBehaviors as Array<Record<string, unknown>>;
    expect(behaviours.map((b) => b.PathPattern)).toEqual(['/_site/*', '/api/public/leagues/*/live', '/api/public/*', '/widgets/*']);
    const [files, live, api] = behaviours;
    expect(live).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'https-only' });
    expect(f.template.toJSON().Resources[(live.CachePolicyId as { Ref: string }).Ref].Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, MaxTTL: 5 });
    expect(api).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'https-only' });
    expect(api).not.toHaveProperty('OriginRequestPolicyId'); // no viewer headers or cookies reach the API
    const apiCache = f.template.toJSON().Resources[(api.CachePolicyId as { Ref: string }).Ref].Properties.CachePolicyConfig;
    expect(apiCache).toMatchObject({ MinTTL: 30, DefaultTTL: 30, MaxTTL: 30 });
    expect(apiCache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' }, HeadersConfig: { HeaderBehavior: 'none' }, CookiesConfig: { CookieBehavior: 'none' },
    });
    const apiOrigin = origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(f.logicalId(f.stack.api.httpApi));
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });

    expect(files).toMatchObject({ TargetOriginId: site.Id, ViewerProtocolPolicy: 'redirect-to-https', AllowedMethods: ['GET', 'HEAD'] });
    expect(files).not.toHaveProperty('FunctionAssociations'); // files are served as they are
    // Deploys invalidate only the main distribution, so league domains must not keep site files for a year.
    const cacheId = (files.CachePolicyId as { Ref: string }).Ref;
    expect(f.template.toJSON().Resources[cacheId].Properties.CachePolicyConfig).toMatchObject({ MaxTTL: 300, DefaultTTL: 300 });
    expect(dist.Logging).toMatchObject({ Bucket: { 'Fn::GetAtt': [f.logicalId(f.stack.web.logBucket), 'RegionalDomainName'] } });
  });

  it('lets that distribution read only the public site from the web bucket', () => {
    f.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: f.logicalId(f.stack.web.bucket) },
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({
        Effect: 'Allow', Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' },
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [f.logicalId(f.stack.web.bucket), 'Arn'] }, '/_site/*']] },
        Condition: { StringEquals: { 'AWS:SourceArn': { 'Fn::Join': ['', Match.arrayWith([':distribution/', { 'Fn::GetAtt': [distId, 'Id'] }])] } } },
      })]) },
    });
  });

  it('answers every other path of a custom domain (/, /news/x, /api/leagues, /config.json) with the site function, told that the Host names the league', () => {
    const origins = dist.Origins as Array<Record<string, unknown>>;
    const def = dist.DefaultCacheBehavior as Record<string, unknown>;
    const render = origins.find((o) => o.Id === def.TargetOriginId)!;
    expect(JSON.stringify(render.DomainName)).toContain(f.logicalId(f.stack.site.url));
    expect(render.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    // Set by CloudFront on the origin request, so a viewer cannot claim the product's /l/ addressing here.
    expect(render.OriginCustomHeaders).toEqual([{ HeaderName: SITE_ADDRESSING_HEADER, HeaderValue: 'host' }]);
    expect(render.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [f.logicalId(f.stack.site.originAccessControl), 'Id'] });
    expect(def).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: { Ref: f.logicalId(f.stack.site.cachePolicy) },
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [f.logicalId(f.stack.site.viewerHost), 'FunctionARN'] } }],
    });
    // This distribution may call the function URL (both permissions Lambda requires), and only as itself.
    for (const action of ['lambda:InvokeFunctionUrl', 'lambda:InvokeFunction']) {
      f.template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: action,
        Principal: 'cloudfront.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [f.logicalId(f.stack.site.url), 'FunctionArn'] },
        SourceArn: { 'Fn::Join': ['', Match.arrayWith([':distribution/', { 'Fn::GetAtt': [distId, 'Id'] }])] },
      });
    }
  });

  it('tells organisers to CNAME their domain to the connection group\'s routing endpoint', () => {
    const group = f.logicalId(f.stack.domains.connectionGroup);
    f.template.hasResourceProperties('AWS::CloudFront::ConnectionGroup', { Enabled: true });
    const deployment = Object.values(f.template.findResources('Custom::CDKBucketDeployment'))[0];
    expect(JSON.stringify(deployment.Properties.SourceMarkers)).toContain(JSON.stringify({ 'Fn::GetAtt': [group, 'RoutingEndpoint'] }));
    f.template.hasOutput('LeagueDomainsCnameTarget', { Value: { 'Fn::GetAtt': [group, 'RoutingEndpoint'] } });
  });

  it('leaves cdk-nag nothing to report, and would report a wildcard added to the provisioner', () => {
    const nag = (fx: Fixture) => new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(fx.stack).violations
      .filter((v) => v.violatingResources.some((r) => r.constructPath?.includes('/Domains/')))
      .map((v) => v.ruleName);
    expect(nag(f)).toEqual([]);
    const widened = buildStack();
    widened.stack.domains.provisioner.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:*'], resources: [widened.stack.data.table.tableArn] }));
    expect(nag(widened)).toEqual(['AwsSolutions-IAM5[Action::dynamodb:*]']);
  });
});
