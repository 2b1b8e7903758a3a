// League custom domains in the cloud (design §9): a CloudFront multi-tenant distribution that serves the public
// league site, one distribution tenant per custom domain, and the provisioner function that creates them
// (functions/domains/provisioner-handler.ts): ACM certificate with DNS validation, then the tenant.
//
// A multi-tenant distribution has no routing endpoint of its own: tenants are reached through a connection group.
// This construct creates one, so its RoutingEndpoint (a *.cloudfront.net name) is known at deploy time and can be
// given to organisers as the CNAME target of their domains (WebConfig.cnameTarget).
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { domainModel, TABLE_INDEXES } from '../../../functions/data/keys';
import { LeagueFunction } from './league-function';

/** Where the public site's build lives in the web bucket (see web-content.ts SITE_PREFIX). */
const SITE_PATH = '/_site/';

/**
 * Viewer-request rewrite for league sites on custom domains. A custom domain only ever shows its league's public
 * site: site assets under /_site/ are served as they are, every other path (/, /news, ...) gets the site's shell,
 * which finds its league from the Host name. /api/* goes to the API behaviour and never reaches this function.
 */
export const LEAGUE_SITE_REWRITE_FUNCTION_CODE = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var isFile = uri.lastIndexOf('.') > uri.lastIndexOf('/');
  if (uri.indexOf('${SITE_PATH}') !== 0 || !isFile) request.uri = '${SITE_PATH}index.html';
  return request;
}
`;

export interface DomainProvisioningProps {
  /** The single table; its stream (NEW_AND_OLD_IMAGES) wakes the provisioner. */
  readonly table: dynamodb.Table;
  /** The web bucket holding the public site under _site/. */
  readonly bucket: s3.Bucket;
  /** Bucket receiving CloudFront standard logs. */
  readonly logBucket: s3.IBucket;
  /** Host name of the HTTP API (its execute-api domain); /api/* of every custom domain goes there. */
  readonly apiDomainName: string;
  /** The product's security headers (WebHosting.securityHeaders), on every behaviour of this distribution too. */
  readonly responseHeadersPolicy: cloudfront.IResponseHeadersPolicy;
  /**
   * How often pending domains are moved on (ACM DNS validation takes minutes to hours).
   * @default Duration.minutes(5)
   */
  readonly sweepInterval?: Duration;
}

/** Every HTTP method: /api/* carries the site's reads and anything else the API serves. */
const ALL_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'];

export class DomainProvisioning extends Construct {
  readonly distribution: cloudfront.CfnDistribution;
  readonly connectionGroup: cloudfront.CfnConnectionGroup;
  /** The host name custom domains must CNAME to: the connection group's routing endpoint. */
  readonly routingEndpoint: string;
  readonly provisioner: LeagueFunction;
  readonly schedule: events.Rule;

  constructor(scope: Construct, id: string, props: DomainProvisioningProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // --- The multi-tenant distribution -------------------------------------------------------------------------
    const rewrite = new cloudfront.Function(this, 'SiteRewrite', {
      comment: 'League sites on custom domains: every page is the public site shell',
      code: cloudfront.FunctionCode.fromInline(LEAGUE_SITE_REWRITE_FUNCTION_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
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
    // after a deploy the new site shell reaches custom domains within minutes, and revalidating hashed assets
    // costs a 304.
    const siteCache = new cloudfront.CachePolicy(this, 'SiteCache', {
      comment: 'League sites on custom domains: at most five minutes, since deploys do not invalidate tenants',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.minutes(5),
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
          {
            id: 'api',
            domainName: props.apiDomainName,
            customOriginConfig: { originProtocolPolicy: 'https-only', originSslProtocols: ['TLSv1.2'] },
          },
        ],
        defaultCacheBehavior: {
          targetOriginId: 'site',
          viewerProtocolPolicy: 'redirect-to-https',
          allowedMethods: ['GET', 'HEAD'],
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: siteCache.cachePolicyId,
          responseHeadersPolicyId: securityHeaders,
          compress: true,
          functionAssociations: [{ eventType: 'viewer-request', functionArn: rewrite.functionArn }],
        },
        cacheBehaviors: [{
          pathPattern: '/api/*',
          targetOriginId: 'api',
          viewerProtocolPolicy: 'https-only',
          allowedMethods: ALL_METHODS,
          cachedMethods: ['GET', 'HEAD'],
          cachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
          // Host must be the API's own for API Gateway to route; the site sends its host in the path instead.
          originRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
          responseHeadersPolicyId: securityHeaders,
          compress: true,
        }],
        // Tenants bring their own ACM certificates; the distribution itself is never reached by a name of its own.
        viewerCertificate: { cloudFrontDefaultCertificate: true },
        logging: { bucket: props.logBucket.bucketRegionalDomainName, prefix: 'cloudfront-league-sites/', includeCookies: false },
      },
    });
    const distributionArn = stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: this.distribution.attrId });

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
      { id: 'AwsSolutions-CFR2', reason: 'No WAF web ACL by default: it is a fixed monthly cost. The API behind /api/* is throttled at its stage; an operator can attach a WAFv2 web ACL (webAclId) to the distribution or to single tenants.' },
      { id: 'AwsSolutions-CFR4', reason: 'The distribution has no domain of its own (connection mode tenant-only) so it carries the default certificate; every custom domain is served by its tenant with its own ACM certificate.' },
    );

    // --- The provisioner ---------------------------------------------------------------------------------------
    this.provisioner = new LeagueFunction(this, 'Provisioner', {
      entry: 'functions/domains/provisioner-handler.ts',
      description: 'Custom domains: ACM certificate (DNS validation) and a CloudFront distribution tenant per domain',
      environment: {
        TABLE_NAME: props.table.tableName,
        DISTRIBUTION_ID: this.distribution.attrId,
        CONNECTION_GROUP_ID: this.connectionGroup.attrId,
      },
      // A teardown waiting on CloudFront pauses up to 30 s before its record is retried.
      timeout: Duration.minutes(2),
    });
    const role = this.provisioner.role;

    // Table: exactly the calls functions/data/domains.ts makes for the provisioner. GetItem re-reads a domain
    // (getLeagueDomain), Query is the pending sweep on gsi2 only (listPendingDomains), UpdateItem stores a step
    // (saveDomain, conditional) and sets the league's primary domain (setLeaguePrimaryDomain).
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

    // ACM in us-east-1 (CloudFront's certificate region), this account only.
    const certificateArns = stack.formatArn({ service: 'acm', region: 'us-east-1', resource: 'certificate', resourceName: '*' });
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'RequestCertificates',
      actions: ['acm:RequestCertificate'],
      resources: ['*'],
    }));
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'ManageCertificates',
      actions: ['acm:DescribeCertificate', 'acm:DeleteCertificate'],
      resources: [certificateArns],
    }));

    // CloudFront: tenants of this account, and this distribution and connection group (which tenant creation and
    // updates reference). Tenant ARNs carry only the tenant id, not the distribution, so they cannot be narrowed
    // further by ARN.
    const tenantArns = stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution-tenant', resourceName: '*' });
    role.addToPrincipalPolicy(new iam.PolicyStatement({
      sid: 'ManageDistributionTenants',
      actions: [
        'cloudfront:CreateDistributionTenant', 'cloudfront:GetDistributionTenant', 'cloudfront:GetDistributionTenantByDomain',
        'cloudfront:UpdateDistributionTenant', 'cloudfront:DeleteDistributionTenant',
      ],
      resources: [tenantArns, distributionArn, this.connectionGroup.attrArn],
    }));

    // Stream: INSERT and REMOVE of domain items only (saveDomain's own writes are MODIFYs and never come back).
    const domainEntity = { entity: { S: lambda.FilterRule.isEqual(domainModel.entity) } };
    this.provisioner.fn.addEventSource(new DynamoEventSource(props.table, {
      startingPosition: lambda.StartingPosition.LATEST,
      batchSize: 1,
      reportBatchItemFailures: true,
      // A teardown waits for CloudFront to finish disabling the tenant; about 30 s per attempt, so 40 attempts
      // cover 20 minutes. A record older than a day is given up (the scheduled sweep still covers pending adds).
      retryAttempts: 40,
      maxRecordAge: Duration.days(1),
      filters: [
        lambda.FilterCriteria.filter({ eventName: lambda.FilterRule.isEqual('INSERT'), dynamodb: { NewImage: domainEntity } }),
        lambda.FilterCriteria.filter({ eventName: lambda.FilterRule.isEqual('REMOVE'), dynamodb: { OldImage: domainEntity } }),
      ],
    }));

    this.schedule = new events.Rule(this, 'Sweep', {
      description: 'Moves pending custom domains one provisioning step on',
      schedule: events.Schedule.rate(props.sweepInterval ?? Duration.minutes(5)),
      targets: [new targets.LambdaFunction(this.provisioner.fn, { retryAttempts: 0 })],
    });

    Validations.of(role).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'acm:RequestCertificate creates a new certificate and supports no resource-level permission (the ARN does not exist yet); dynamodb:ListStreams, added by the stream event source, is also account-wide by API design, as are X-Ray\'s PutTraceSegments and PutTelemetryRecords (active tracing). Every other ACM and DynamoDB action is scoped.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:acm:us-east-1:<AWS::AccountId>:certificate/*]',
        reason: 'The provisioner describes and deletes the certificates it requested, one per custom domain, whose ARNs are only known at run time; scoped to ACM certificates in us-east-1 of this account.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cloudfront::<AWS::AccountId>:distribution-tenant/*]',
        reason: 'One distribution tenant per custom domain, created at run time; tenant ARNs carry only the tenant id, so this account\'s tenants is the narrowest ARN scope. The provisioner only creates tenants on the league-sites distribution (its id is fixed in its environment).',
      },
    );
  }
}
