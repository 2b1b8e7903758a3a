// The whole product in one stack: data, auth, API and web hosting, wired so that the only inputs are optional
// CDK context values (see stack-config.ts).
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { WebConfig } from '../../shared/api-contract';
import { cognitoConnectSources } from '../../shared/security-headers';
import { Api } from './constructs/api';
import { Auth, hostedUiDomainPrefix, hostedUiHost } from './constructs/auth';
import { DataTable } from './constructs/data-table';
import { DomainProvisioning } from './constructs/domain-provisioning';
import { PlanCatalogueSeed } from './constructs/plan-catalogue-seed';
import { WebContent } from './constructs/web-content';
import { WebHosting } from './constructs/web-hosting';
import type { LeaguePlatformConfig } from './stack-config';

export interface LeaguePlatformStackProps extends StackProps, LeaguePlatformConfig {
  /**
   * Folder with the web builds (admin/ and site/).
   * @default - dist/ at the repository root
   */
  readonly distDir?: string;
}

export class LeaguePlatformStack extends Stack {
  readonly data: DataTable;
  readonly api: Api;
  readonly web: WebHosting;
  readonly auth: Auth;
  readonly domains: DomainProvisioning;

  constructor(scope: Construct, id: string, props: LeaguePlatformStackProps = {}) {
    super(scope, id, props);

    this.data = new DataTable(this, 'Data');
    const table = this.data.table;
    new PlanCatalogueSeed(this, 'PlanCatalogue', { table });
    // Order matters: CloudFront needs the API as an origin, the app client needs CloudFront's URL for its
    // OAuth redirects, and the API's routes need the app client as their JWT audience.
    this.api = new Api(this, 'Api', { table });
    // The hosted UI's host is known before Auth exists (its prefix is not a reference to the pool's domain), so
    // the CSP can allow the browser to reach it without a dependency cycle through the app URL.
    const domainPrefix = hostedUiDomainPrefix(props.cognitoDomainPrefix);
    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      domainName: props.domainName,
      certificateArn: props.certificateArn,
      connectSources: cognitoConnectSources(this.region, hostedUiHost(domainPrefix, this.region)),
    });
    this.auth = new Auth(this, 'Auth', {
      table,
      appUrl: this.web.appUrl,
      domainPrefix,
      google: props.googleClientId
        ? { clientId: props.googleClientId, clientSecretName: props.googleClientSecretName! }
        : undefined,
    });
    this.api.addRoutes({ userPool: this.auth.userPool, userPoolClient: this.auth.webClient });
    this.api.enableMail(this.web.appUrl, props.mailFrom ?? `no-reply@${props.domainName ?? 'example.com'}`);
    // League custom domains: a multi-tenant distribution (one tenant per domain) and the function provisioning them.
    this.domains = new DomainProvisioning(this, 'Domains', {
      table,
      bucket: this.web.bucket,
      logBucket: this.web.logBucket,
      apiDomainName: this.api.domainName,
      responseHeadersPolicy: this.web.securityHeaders,
    });

    const config: WebConfig = {
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.webClient.userPoolClientId,
      oauthDomain: this.auth.oauthDomain,
      googleEnabled: this.auth.googleEnabled,
      appUrl: this.web.appUrl,
      // Custom domains are served by distribution tenants, reached through the connection group's endpoint.
      cnameTarget: this.domains.routingEndpoint,
      ...(props.contactEmail ? { contactEmail: props.contactEmail } : {}),
    };
    new WebContent(this, 'WebContent', {
      bucket: this.web.bucket,
      distribution: this.web.distribution,
      config,
      distDir: props.distDir,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.api.stage.url, description: 'HTTP API endpoint (browsers use AppUrl/api)' });
    new CfnOutput(this, 'AppUrl', { value: this.web.appUrl, description: 'Admin app' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'CNAME target for the admin domain',
    });
    new CfnOutput(this, 'LeagueDomainsCnameTarget', {
      value: this.domains.routingEndpoint,
      description: 'CNAME target for league custom domains (routing endpoint of the league-sites connection group)',
    });
  }
}
