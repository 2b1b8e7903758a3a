import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Capture, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostedUiDomainPrefix, hostedUiHost } from '../../infra/cloud/constructs/auth';
import { SPA_REWRITE_FUNCTION_CODE } from '../../infra/cloud/constructs/web-hosting';
import { PUBLIC_PATHS } from '../../shared/public-pages';
import {
  cognitoConnectSources, contentSecurityPolicy, FRAME_OPTIONS, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY,
} from '../../shared/security-headers';
import { buildStack, fakeDist, type Fixture } from './stack-fixture';

type Deployment = { Properties: Record<string, unknown> };

describe('web hosting (CloudFront + S3)', () => {
  let f: Fixture;
  let dist: Record<string, unknown>;
  beforeAll(() => {
    f = buildStack();
    dist = Object.values(f.template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig as Record<string, unknown>;
  });

  it('keeps the web bucket private: no public access, TLS only, readable by CloudFront through Origin Access Control', () => {
    const bucketId = f.logicalId(f.stack.web.bucket);
    f.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: Match.anyValue(),
    });
    f.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const s3Origin = (dist.Origins as Array<Record<string, unknown>>).find((o) => 'S3OriginConfig' in o)!;
    expect(s3Origin.DomainName).toEqual({ 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] });
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    f.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: { Statement: Match.arrayWith([
        Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        Match.objectLike({ Effect: 'Allow', Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } }),
      ]) },
    });
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host, for every method', () => {
    const behavior = (dist.CacheBehaviors as Array<Record<string, unknown>>).find((b) => b.PathPattern === '/api/*')!;
    expect(behavior).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = (dist.Origins as Array<Record<string, unknown>>).find((o) => o.Id === behavior.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(f.logicalId(f.stack.api.httpApi));
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('serves the public pages as prerendered files with no Lambda: /pricing is /_public/pricing/index.html', () => {
    const rewrite = new Function(`${SPA_REWRITE_FUNCTION_CODE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const served = (uri: string) => rewrite({ request: { uri } }).uri;
    expect(served('/')).toBe('/_public/index.html');
    expect(served('/pricing')).toBe('/_public/pricing/index.html');
    expect(served('/pricing/')).toBe('/_public/pricing/index.html');
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/')) expect(served(path)).toBe(`/_public${path}/index.html`);
    expect(served('/leagues')).toBe('/_public/leagues/index.html');
    // Sign-in and sign-up are light prerendered pages too, with the query string left for the page.
    expect(served('/auth')).toBe('/_public/auth/index.html');
    expect(served('/auth/')).toBe('/_public/auth/index.html');
    expect(served('/signup')).toBe('/_public/signup/index.html');
    expect(served('/sitemap.xml')).toBe('/_public/sitemap.xml');
    expect(served('/robots.txt')).toBe('/_public/robots.txt');
    // Signed-in pages and lookalikes stay with the admin app.
    expect(served('/pricingx')).toBe('/index.html');
    expect(served('/dashboard')).toBe('/index.html');
    expect(served('/subscription')).toBe('/index.html');
  });

  it('answers client-side routes of both apps with their index.html', () => {
    const rewrite = new Function(`${SPA_REWRITE_FUNCTION_CODE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const served = (uri: string) => rewrite({ request: { uri } }).uri;
    expect(served('/leagues/123/settings')).toBe('/index.html');
    expect(served('/account')).toBe('/index.html');
    expect(served('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(served('/config.json')).toBe('/config.json');
    // League pages are the site function's (tests/infra/site-render.test.ts); /l alone is the site's shell, as locally.
    expect(served('/l')).toBe('/_site/index.html');
    expect(served('/_site/assets/index-def456.js')).toBe('/_site/assets/index-def456.js');
    expect(served('/_site/')).toBe('/_site/index.html');

    const fnRef = { 'Fn::GetAtt': [f.logicalId(f.stack.web.node.findChild('SpaRewrite')), 'FunctionARN'] };
    const association = [{ EventType: 'viewer-request', FunctionARN: fnRef }];
    expect((dist.DefaultCacheBehavior as Record<string, unknown>).FunctionAssociations).toEqual(association);
  });

  it('redirects plain HTTP to HTTPS', () => {
    expect(dist.DefaultCacheBehavior).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https' });
  });

  it('sends the shared security headers (CSP, nosniff, DENY, referrer, HSTS) on every behaviour of both distributions', () => {
    const policies = f.template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    expect(Object.keys(policies).sort()).toEqual([f.logicalId(f.stack.web.securityHeaders), f.logicalId(f.stack.web.framableHeaders)].sort());
    const config = policies[f.logicalId(f.stack.web.securityHeaders)].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    // The CSP allows exactly the browser's Cognito origins of this deployment (the user pool API and the hosted UI)
    // and the uploads bucket's endpoint, where the admin app posts images.
    const region = f.stack.region;
    const expectedCsp = f.stack.resolve(contentSecurityPolicy([
      ...cognitoConnectSources(region, hostedUiHost(hostedUiDomainPrefix(), region)), `https://${f.stack.web.uploadsBucket.bucketRegionalDomainName}`,
    ]));
    expect(config).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: expectedCsp, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: FRAME_OPTIONS, Override: true },
      ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: false, Override: true },
    });
    const csp = JSON.stringify(expectedCsp);
    for (const directive of ["script-src 'self';", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", 'https://cognito-idp.']) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);

    const distributions = Object.values(f.template.findResources('AWS::CloudFront::Distribution'));
    expect(distributions).toHaveLength(2); // the apps' and the league sites' (custom domains)
    for (const d of distributions) {
      const { DefaultCacheBehavior, CacheBehaviors } = d.Properties.DistributionConfig;
      for (const behavior of [DefaultCacheBehavior, ...CacheBehaviors]) {
        // Only the league site's embeddable widgets may be framed.
        const policy = /\/widgets\/\*$/.test(behavior.PathPattern ?? '') ? f.stack.web.framableHeaders : f.stack.web.securityHeaders;
        expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern ?? 'default').toEqual({ Ref: f.logicalId(policy) });
      }
    }
  });

  it('lets any site frame the league site\'s widgets (on /l/{key} and on custom domains), one cache entry per team, and nothing else', () => {
    const policies = f.template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const framable = policies[f.logicalId(f.stack.web.framableHeaders)].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(framable.FrameOptions).toBeUndefined();
    const csp = JSON.stringify(framable.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    const distributions = Object.values(f.template.findResources('AWS::CloudFront::Distribution'));
    const patterns = distributions.flatMap((d) => (d.Properties.DistributionConfig.CacheBehaviors as { PathPattern: string; CachePolicyId: unknown }[]));
    const widgets = patterns.filter((b) => b.PathPattern.endsWith('/widgets/*'));
    expect(widgets.map((b) => b.PathPattern).sort()).toEqual(['/l/*/widgets/*', '/widgets/*']);
    for (const b of widgets) expect(b.CachePolicyId).toEqual({ Ref: f.logicalId(f.stack.site.widgetCachePolicy) });
    // The widgets' behaviour comes before /l/*, so CloudFront matches it first.
    const apps = distributions.map((d) => (d.Properties.DistributionConfig.CacheBehaviors as { PathPattern: string }[]).map((b) => b.PathPattern)).find((p) => p.includes('/l/*'))!;
    expect(apps.indexOf('/l/*/widgets/*')).toBeLessThan(apps.indexOf('/l/*'));
    const cache = f.template.findResources('AWS::CloudFront::CachePolicy')[f.logicalId(f.stack.site.widgetCachePolicy)].Properties.CachePolicyConfig;
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'whitelist', QueryStrings: ['team'] });
  });

  it('lets the browser reach the hosted UI domain the operator named', () => {
    const named = buildStack({ cognitoDomainPrefix: 'springfield-leagues' });
    const policy = Object.values(named.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    expect(JSON.stringify(policy)).toContain('https://springfield-leagues.auth.');
    named.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'springfield-leagues' });
  });

  it('always deploys config.json with the pool, client, app URL and CNAME target, even before the apps are built', () => {
    const deployments = Object.values(f.template.findResources('Custom::CDKBucketDeployment')) as Deployment[];
    expect(deployments).toHaveLength(1);
    const [only] = deployments;
    expect(only.Properties.Prune).toBe(false); // never delete an already deployed admin app
    const markers = JSON.stringify(only.Properties.SourceMarkers);
    for (const id of [f.stack.auth.userPool, f.stack.auth.webClient, f.stack.web.distribution]) expect(markers).toContain(f.logicalId(id));
  });

  it('deploys the admin app at the root, the public site under _site/ and the prerendered public pages under _public/, invalidating the cache', () => {
    const built = buildStack({}, { distDir: fakeDist() });
    const deployments = Object.values(built.template.findResources('Custom::CDKBucketDeployment')) as Deployment[];
    expect(deployments).toHaveLength(5);
    const admin = deployments.find((d) => d.Properties.DestinationBucketKeyPrefix === undefined)!;
    const site = deployments.find((d) => d.Properties.DestinationBucketKeyPrefix === '_site/')!;
    const pages = deployments.find((d) => d.Properties.DestinationBucketKeyPrefix === '_public/')!;
    // Prune false: HTML cached before this deploy still names the previous build's hashed assets.
    expect(admin.Properties).toMatchObject({ Prune: false, Exclude: ['_site/*', '_public/*', 'assets/*', '.vite/*'], DistributionPaths: ['/*'] });
    expect(site.Properties).toMatchObject({ Prune: false });
    expect(pages.Properties).toMatchObject({ Prune: false });
    // The viewer paths are invalidated, since CloudFront caches /pricing, not the key it maps to.
    expect(pages.Properties.DistributionPaths).toEqual(expect.arrayContaining(['/_public/*', '/pricing', '/leagues', '/sitemap.xml', '/robots.txt']));
    expect((admin.Properties.SourceBucketNames as unknown[]).length).toBe(2); // the build and config.json
    expect(site.Properties.DistributionId).toEqual({ Ref: built.logicalId(built.stack.web.distribution) });
  });

  it('keeps hashed assets a year, immutable, uploaded before the HTML that names them; HTML and config.json revalidate', () => {
    const built = buildStack({}, { distDir: fakeDist() });
    const all = built.template.findResources('Custom::CDKBucketDeployment') as Record<string, Deployment & { DependsOn?: string[] }>;
    const byPrefix = (prefix: string | undefined) => Object.entries(all).find(([, d]) => d.Properties.DestinationBucketKeyPrefix === prefix)!;
    const cacheOf = (d: Deployment) => (d.Properties.SystemMetadata as Record<string, string>)['cache-control'];
    const [adminAssetsId, adminAssets] = byPrefix('assets/');
    const [siteAssetsId, siteAssets] = byPrefix('_site/assets/');
    for (const d of [adminAssets, siteAssets]) {
      expect(cacheOf(d)).toBe('public, max-age=31536000, immutable');
      expect(d.Properties.Prune).toBe(false);
      expect(d.Properties.DistributionPaths).toBeUndefined(); // new names: nothing to invalidate
    }
    const [, admin] = byPrefix(undefined);
    const [, site] = byPrefix('_site/');
    const [, pages] = byPrefix('_public/');
    for (const d of [admin, site, pages]) expect(cacheOf(d)).toBe('public, max-age=0, s-maxage=31536000, must-revalidate');
    expect(site.Properties.Exclude).toEqual(['assets/*']);
    // The HTML goes up only once the assets it names are there.
    expect(admin.DependsOn).toEqual(expect.arrayContaining([adminAssetsId]));
    expect(site.DependsOn).toEqual(expect.arrayContaining([siteAssetsId]));
    expect(pages.DependsOn).toEqual(expect.arrayContaining([siteAssetsId, adminAssetsId]));
  });

  it('uses the custom domain and its certificate when domainName and certificateArn are given', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    const custom = buildStack({ domainName: 'admin.example.com', certificateArn });
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['admin.example.com'],
        ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    });
    const callback = new Capture();
    custom.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { CallbackURLs: [callback] });
    expect(callback.asString()).toBe('https://admin.example.com/auth');
    expect(() => buildStack({ domainName: 'admin.example.com' })).toThrow(/certificateArn/);
  });

  it('exports what an operator needs after a deploy', () => {
    for (const name of ['ApiUrl', 'AppUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'DistributionDomainName']) {
      f.template.hasOutput(name, { Value: Match.anyValue() });
    }
  });
});
