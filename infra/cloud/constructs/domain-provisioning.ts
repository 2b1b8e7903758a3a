// League custom domains in the cloud (docs/architecture.md): a CloudFront multi-tenant distribution that serves the public
// league site, one distribution tenant per custom domain, and the provisioner function that creates them
// (functions/domains/provisioner-handler.ts): a tenant with a CloudFront-managed certificate, which CloudFront
// validates and renews as long as the organiser's CNAME points at us.
//
// A custom domain reaches only the public site and GET /api/public/* (cached briefly at the edge): its pages are
// rendered by the site function (site-render.ts), its assets come from the bucket under /_site/, and every other
// path, /api/* included, is a page of the site to the function (a 404 page when it is none), so no authenticated
// route is reachable through it.
//
// A multi-tenant distribution has no routing endpoint of its own: tenants are reached through a connection group.
// This construct creates one, so its RoutingEndpoint (a *.cloudfront.net name) is known at deploy time and can be
// given to organisers as the CNAME target of their domains (WebConfig.cnameTarget).
import { Duration, Stack, Tags, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { domainModel, TABLE_INDEXES } from '../../../functions/data/keys';
import { TENANT_TAG_KEY } from '../../../functions/domains/cloud-provisioner';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/lib/origin-verify';
import { apiOriginMtls } from './api-origin';
import { LeagueFunction } from './league-function';
import { streamFailureQueue } from './stream-failure-queue';
import type { SiteRender } from './site-render';
import { WIDGETS_PATH } from './web-hosting';

/** Where the public site's build lives in the web bucket (see web-content.ts SITE_PREFIX). */
const SITE_PATH = '/_site/';

/** The league sites distribution's behaviour for the site's built files; every other path but the API's is a page. */
export const SITE_ASSETS_PATH = `${SITE_PATH}*`;

export interface DomainProvisioningProps {
  /** The single table; its stream (NEW_AND_OLD_IMAGES) wakes the provisioner. */
  readonly table: dynamodb.Table;
  /** The web bucket holding the public site under _site/. */
  readonly bucket: s3.Bucket;
  /** Bucket receiving CloudFront standard logs. */
  readonly logBucket: s3.IBucket;
  /** Host name of the HTTP API (its execute-api domain); /api/public/* of every custom domain goes there. */
  readonly apiDomainName: string;
  /** The secret header value the API requires (Api.originVerifyValue): CloudFront adds it to every API request. */
  readonly originVerifyValue: string;
  /** ACM certificate (us-east-1) CloudFront presents to the API's private origin (api-origin.ts). @default - none */
  readonly apiClientCertificateArn?: string;
  /** The product's security headers (WebHosting.securityHeaders), on every behaviour of this distribution too. */
  readonly responseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
  /** The widgets' headers (WebHosting.framableHeaders): any site may frame a league's /widgets/*. */
  readonly framableHeadersPolicy: cloudfront.IResponseHeadersPolicy;
  /** ARN of the CLOUDFRONT-scope WAF web ACL (edge-stack.ts); every tenant inherits it. */
  readonly webAclArn: string;
  /** The site function: every page of every custom domain. */
  readonly siteRender: SiteRender;
  /**
   * How often pending domains are moved on (certificate validation waits on the organiser's DNS).
   * @default Duration.minutes(5)
   */
  readonly sweepInterval?: Duration;
}

/** The only API paths a custom domain reaches: the public, read-only routes. */
export const PUBLIC_API_PATH = '/api/public/*';

export class DomainProvisioning extends Construct {
  readonly distribution: cloudfront.CfnDistribution;
  readonly connectionGroup: cloudfront.CfnConnectionGroup;
  /** The host name custom domains must CNAME to: the connection group's routing endpoint. */
  readonly routingEndpoint: string;
  readonly provisioner: LeagueFunction;
  readonly schedule: events.Rule;
  /** Stream records the provisioner gave up on (retries exhausted or older than a day). */
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: DomainProvisioningProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // --- The multi-tenant distribution -------------------------------------------------------------------------
    const oac = new cloudfront.S3OriginAccessControl(this, 'SiteOriginAccess', {
      description: 'League sites distribution reads the public site from the web bucket',
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });
    this.connectionGroup = new cloudfront.CfnConnectionGroup(this, 'ConnectionGroup', {
      name: `${stack.stackName}-league-sites`.slice(0, 128),
      enabled: true,
      ipv6Enabled: true,
    });
    this.routingEndpoint = this.connectionGroup.attrRoutingEndpoint;

    const securityHeaders = props.responseHeadersPolicy.responseHeadersPolicyId;
    // Site files carry s-maxage of a year because each deploy invalidates the main distribution (web-content.ts).
    // Deploys do not invalidate this distribution's tenants, so it keeps files for five minutes at most:
    // after a deploy a rebuilt file reaches custom domains within minutes, and revalidating hashed assets
    // costs a 304.
    const siteCache = new cloudfront.CachePolicy(this, 'SiteCache', {
      comment: 'League site files on custom domains: at most five minutes, since deploys do not invalidate tenants',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.minutes(5),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The public routes answer the same to everyone (no cookies, no Authorization: the host is in the path), so
    // the edge may keep them briefly. The minimum TTL overrides the API's no-store, on these routes only.
    const publicApiCache = new cloudfront.CachePolicy(this, 'PublicApiCache', {
      comment: 'League sites on custom domains: public API reads kept 30 seconds at the edge',
      minTtl: Duration.seconds(30),
      defaultTtl: Duration.seconds(30),
      maxTtl: Duration.seconds(30),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The live scores an open page polls every 3 s: kept only as long as the API says (2 s), not the 30 s above.
    const liveCache = new cloudfront.CachePolicy(this, 'LiveScoresCache', {
      comment: 'League sites on custom domains: live scores as long as the API says (max-age 2 s), at most 5 s',
      minTtl: Duration.seconds(0), defaultTtl: Duration.seconds(0), maxTtl: Duration.seconds(5),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    this.distribution = new cloudfront.CfnDistribution(this, 'Distribution', {
      distributionConfig: {
        comment: 'League platform: league sites on custom domains (one tenant per domain)',
        enabled: true,
        // Multi-tenant: no aliases, price class or IPv6 here; domains and certificates belong to the tenants,
        // IPv6 to the connection group.
        connectionMode: 'tenant-only',
        httpVersion: 'http2and3',
        origins: [
          {
            id: 'site',
            domainName: props.bucket.bucketRegionalDomainName,
            originAccessControlId: oac.originAccessControlId,
            s3OriginConfig: { originAccessIdentity: '' },
          },
          // The site function's URL; it learns that the Host names the league from this origin's header.
          props.siteRender.originProperty('render', 'host'),
          {
            id: 'api',
            domainName: props.apiDomainName,
            customOriginConfig: { originProtocolPolicy: 'https-only', originSslProtocols: ['TLSv1.2'], ...apiOriginMtls(props.apiClientCertificateArn) },
            // The API refuses requests without it, so its execute-api URL is no way around this ACL.
            originCustomHeaders: [{ headerName: ORIGIN_VERIFY_HEADER, headerValue: props.originVerifyValue }],
          },
        ],
        // Every page (and sitemap.xml, robots.txt) of the domain's league, rendered by the site function and kept
        // at most a minute, keyed by the viewer's host, which the viewer-request function passes on.
        defaultCacheBehavior: {
          targetOriginId: 'render',
          viewerProtocolPolicy: 'redirect-to-https',
          allowedMethods: ['GET', 'HEAD'],
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: props.siteRender.cachePolicy.cachePolicyId,
          responseHeadersPolicyId: securityHeaders,
          compress: true,
          functionAssociations: [{ eventType: 'viewer-request', functionArn: props.siteRender.viewerHost.functionArn }],
        },
        cacheBehaviors: [{
          pathPattern: SITE_ASSETS_PATH,
          targetOriginId: 'site',
          viewerProtocolPolicy: 'redirect-to-https',
          allowedMethods: ['GET', 'HEAD'],
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: siteCache.cachePolicyId,
          responseHeadersPolicyId: securityHeaders,
          compress: true,
        }, {
          pathPattern: '/api/public/leagues/*/live',
          targetOriginId: 'api',
          viewerProtocolPolicy: 'https-only',
          allowedMethods: ['GET', 'HEAD'],
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: liveCache.cachePolicyId,
          responseHeadersPolicyId: securityHeaders,
          compress: true,
        }, {
          pathPattern: PUBLIC_API_PATH,
          targetOriginId: 'api',
          viewerProtocolPolicy: 'https-only',
          // Reads only: a custom domain can never change anything.
          allowedMethods: ['GET', 'HEAD'],
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: publicApiCache.cachePolicyId,
          responseHeadersPolicyId: securityHeaders,
          compress: true,
        }, {
          // The league's embeddable widgets: framable by any site, one cache entry per team.
          pathPattern: WIDGETS_PATH,
          targetOriginId: 'render',
          viewerProtocolPolicy: 'redirect-to-https',
          allowedMethods: ['GET', 'HEAD'],
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: props.siteRender.widgetCachePolicy.cachePolicyId,
          responseHeadersPolicyId: props.framableHeadersPolicy.responseHeadersPolicyId,
          compress: true,
          functionAssociations: [{ eventType: 'viewer-request', functionArn: props.siteRender.viewerHost.functionArn }],
        }],
        // Tenants get CloudFront-managed certificates; the distribution itself is never reached by a name of its own.
        viewerCertificate: { cloudFrontDefaultCertificate: true },
        webAclId: props.webAclArn,
        logging: { bucket: props.logBucket.bucketRegionalDomainName, prefix: 'cloudfront-league-sites/', includeCookies: false },
      },
    });
    const distributionArn = stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: this.distribution.attrId });
    props.siteRender.allowDistribution(this, 'LeagueSites', distributionArn);

    // This distribution reads only the public site's files: _site/*, not the admin app or config.json.
    props.bucket.addToResourcePolicy(new iam.PolicyStatement({
      sid: 'LeagueSitesDistributionReadsPublicSite',
      actions: ['s3:GetObject'],
      principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
      resources: [props.bucket.arnForObjects(`${SITE_PATH.slice(1)}*`)],
      conditions: { StringEquals: { 'AWS:SourceArn': distributionArn } },
    }));

    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'League sites are public and their audience is wherever the league is; the product has no country restrictions.' },
      { id: 'AwsSolutions-CFR4', reason: 'The distribution has no domain of its own (connection mode tenant-only) so it carries the default certificate; every custom domain is served by its tenant with its own CloudFront-managed certificate.' },
    );

    // --- The provisioner ---------------------------------------------------------------------------------------
    // The distribution and connection group carry the same tag as the tenants: tenant creation and updates are
    // authorised against them too, and the policy below only allows resources with this stack's tag.
    for (const resource of [this.distribution, this.connectionGroup]) Tags.of(resource).add(TENANT_TAG_KEY, stack.stackName);
    this.provisioner = new LeagueFunction(this, 'Provisioner', {
      entry: 'functions/domains/provisioner-handler.ts',
      description: 'Custom domains: a CloudFront distribution tenant with a managed certificate per domain',
      environment: {
        TABLE_NAME: props.table.tableName,
        DISTRIBUTION_ID: this.distribution.attrId,
        CONNECTION_GROUP_ID: this.connectionGroup.attrId,
        TENANT_TAG: stack.stackName,
      },
      // A teardown waiting on CloudFront pauses up to 30 s before its record is retried; a sweep walks every page.
      timeout: Duration.minutes(2),
    });
    const role = this.provisioner.role;

    // Table: exactly the calls functions/data/domains.ts makes for the provisioner. GetItem re-reads a domain
    // (getLeagueDomain), Query is the sweep on gsi2 only (pendingDomainPages, releasingDomainPages), UpdateItem
    // stores a step (saveDomain, conditional) and sets the league's primary domain (setLeaguePrimaryDomain).
    const directoryIndexArn = `${props.table.tableArn}/index/${TABLE_INDEXES.directory.name}`;
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'DomainItems',
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      resources: [props.table.tableArn],
    }));
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'PendingDomainSweep',
      actions: ['dynamodb:Query'],
      resources: [directoryIndexArn],
    }));

    // CloudFront's API is served from us-east-1 only; every CloudFront statement is pinned there.
    const inUsEast1 = { StringEquals: { 'aws:RequestedRegion': 'us-east-1' } };
    const tenantArns = stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution-tenant', resourceName: '*' });
    const ownTag = `aws:ResourceTag/${TENANT_TAG_KEY}`;
    // Create: only on this distribution and connection group, and only tenants tagged with this stack's name.
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'CreateOwnTenants',
      actions: ['cloudfront:CreateDistributionTenant', 'cloudfront:TagResource'],
      resources: [tenantArns, distributionArn, this.connectionGroup.attrArn],
      conditions: {
        StringEquals: { 'aws:RequestedRegion': 'us-east-1', [`aws:RequestTag/${TENANT_TAG_KEY}`]: stack.stackName },
        'ForAllValues:StringEquals': { 'aws:TagKeys': [TENANT_TAG_KEY] },
      },
    }));
    // Change and delete: only tenants (and the distribution and group they belong to) carrying this stack's tag.
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'ChangeOwnTenants',
      actions: ['cloudfront:UpdateDistributionTenant', 'cloudfront:DeleteDistributionTenant'],
      resources: [tenantArns, distributionArn, this.connectionGroup.attrArn],
      conditions: { StringEquals: { 'aws:RequestedRegion': 'us-east-1', [ownTag]: stack.stackName } },
    }));
    // Reads of a tenant's state. The by-domain lookup runs before the provisioner knows whose tenant answers (it
    // checks the distribution and name itself), so reads are not narrowed by tag.
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'ReadTenants',
      actions: [
        'cloudfront:GetDistributionTenant', 'cloudfront:GetDistributionTenantByDomain', 'cloudfront:GetManagedCertificateDetails',
        'cloudfront:VerifyDnsConfiguration',
      ],
      resources: [tenantArns, distributionArn],
      conditions: inUsEast1,
    }));
    // The hourly count of what the account's quotas allow (functions/domains/quota-usage.ts): list calls, which
    // take no resource, pinned to us-east-1.
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'CountQuotaUsage',
      actions: ['cloudfront:ListDistributionTenants', 'acm:ListCertificates'],
      resources: ['*'],
      conditions: inUsEast1,
    }));
    // CloudFront requests the managed certificate in ACM (us-east-1) on the caller's behalf. RequestCertificate
    // has no resource to scope to; it is pinned to us-east-1 and to certificates requested through CloudFront.
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'ManagedCertificates',
      actions: ['acm:RequestCertificate', 'acm:DescribeCertificate'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:RequestedRegion': 'us-east-1' }, 'ForAnyValue:StringEquals': { 'aws:CalledVia': ['cloudfront.amazonaws.com'] } },
    }));

    // Stream: INSERT and REMOVE of domain items only (saveDomain's own writes are MODIFYs and never come back).
    // Records the function gives up on land in a dead-letter queue (an alarm watches its depth), with the
    // shard position to find them again: a removed domain there means a tenant nobody tore down.
    this.deadLetterQueue = streamFailureQueue(this, 'This queue is itself the dead-letter destination of the provisioner\'s stream (an on-failure destination, not a redrive target, which cdk-nag cannot see); a queue behind it would only move the same records once more.');
    // FilterRule's builders are typed `any` by the CDK; the pattern is only ever handed back to FilterCriteria.
    const equals = (value: string): unknown => lambda.FilterRule.isEqual(value);
    const domainEntity = { entity: { S: equals(domainModel.entity) } };
    this.provisioner.fn.addEventSource(new DynamoEventSource(props.table, {
      startingPosition: lambda.StartingPosition.LATEST,
      batchSize: 1,
      reportBatchItemFailures: true,
      // A teardown waits for CloudFront to finish disabling the tenant; about 30 s per attempt, so 40 attempts
      // cover 20 minutes. A record older than a day is given up (the scheduled sweep still covers pending adds).
      retryAttempts: 40,
      maxRecordAge: Duration.days(1),
      onFailure: new SqsDlq(this.deadLetterQueue),
      filters: [
        lambda.FilterCriteria.filter({ eventName: equals('INSERT'), dynamodb: { NewImage: domainEntity } }),
        lambda.FilterCriteria.filter({ eventName: equals('REMOVE'), dynamodb: { OldImage: domainEntity } }),
      ],
    }));

    this.schedule = new events.Rule(this, 'Sweep', {
      description: 'Moves pending custom domains one provisioning step on, and releases failed ones',
      schedule: events.Schedule.rate(props.sweepInterval ?? Duration.minutes(5)),
      targets: [new targets.LambdaFunction(this.provisioner.fn, { retryAttempts: 0 })],
    });

    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'acm:RequestCertificate creates a certificate that does not exist yet, so it has no resource to scope to; cloudfront:ListDistributionTenants and acm:ListCertificates (the hourly quota count) are list calls without a resource; all are pinned to us-east-1; RequestCertificate and DescribeCertificate are limited to us-east-1 and to calls CloudFront makes for its managed certificates (aws:CalledVia). dynamodb:ListStreams, added by the stream event source, is account-wide by API design, as are X-Ray\'s PutTraceSegments and PutTelemetryRecords (active tracing).',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudfront::<AWS::AccountId>:distribution-tenant/*]',
        reason: 'One distribution tenant per custom domain, created at run time, so its ARN is unknown here; creating requires this stack\'s tag on the new tenant, changing and deleting require it on the tenant (aws:ResourceTag), and every call is pinned to us-east-1.',
      },
    );
  }
}
