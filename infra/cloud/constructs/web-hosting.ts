// Hosting for both web apps on one CloudFront distribution (docs/architecture.md): the product's public pages (prerendered
// under _public/), the admin app at the root, the public league site under /l/* (pages rendered by the site
// function, site-render.ts; its assets under /_site/ from the bucket), and the HTTP API under /api/* on
// the same origin (so no CORS, and cookies/tokens stay first-party); the streamed routes under /api/ go to the REST
// API that streams them (streaming-api.ts). The bucket is private; CloudFront reads it through Origin Access Control.
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PRERENDERED_PATHS, PUBLIC_PREFIX, publicPageFile } from '../../../shared/public-pages';
import {
  contentSecurityPolicy, FRAME_OPTIONS, framableContentSecurityPolicy, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY,
} from '../../../shared/security-headers';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/lib/origin-verify';
import { ApiHttpOrigin } from './api-origin';
import type { SiteRender } from './site-render';

export interface WebHostingProps {
  /** Host name of the HTTP API (its execute-api domain); requests to /api/* are forwarded there. */
  readonly apiDomainName: string;
  /**
   * Custom domain for the admin app, e.g. admin.example.com.
   * @default - the distribution's cloudfront.net domain
   */
  readonly domainName?: string;
  /**
   * ARN of an ACM certificate in us-east-1 covering domainName.
   * @default - none; required when domainName is set
   */
  readonly certificateArn?: string;
  /**
   * How long CloudFront and S3 access logs are kept.
   * @default Duration.days(90)
   */
  readonly accessLogRetention?: Duration;
  /**
   * Origins besides its own that the admin app calls from the browser (Cognito's API and hosted UI), allowed by
   * the Content-Security-Policy's connect-src.
   * @default - none: the apps may only call their own origin
   */
  readonly connectSources?: string[];
  /** ARN of the CLOUDFRONT-scope WAF web ACL (edge-stack.ts). */
  readonly webAclArn: string;
  /** The secret header value the API requires (Api.originVerifyValue), sent by the /api/* origin. */
  readonly originVerifyValue: string;
  /** ACM certificate (us-east-1) CloudFront presents to the API's private origin (api-origin.ts). @default - none */
  readonly apiClientCertificateArn?: string;
  /** The site function: /l/* goes to it. */
  readonly siteRender: SiteRender;
  /**
   * The REST API that streams the routes producing NDJSON (streaming-api.ts): its execute-api host, its stage as the
   * origin path, and the routes' path patterns, each a behaviour more specific than /api/*.
   * @default - none: every /api/* path goes to the HTTP API
   */
  readonly streamingApi?: { readonly domainName: string; readonly originPath: string; readonly pathPatterns: readonly string[] };
  /**
   * Keep the access-log bucket when the stack goes (production); a dev stage deletes it with its logs.
   * @default true
   */
  readonly retainLogs?: boolean;
}

/**
 * The product's security headers (shared/security-headers.ts, the same values the local gateway sends) as one
 * CloudFront response headers policy, overriding whatever an origin sends. Used by every behaviour of both
 * distributions: this one and the league sites' (domain-provisioning.ts).
 */
export function securityHeadersPolicy(scope: Construct, id: string, connectSources: string[] = []): cloudfront.ResponseHeadersPolicy {
  const referrerPolicy = Object.values(cloudfront.HeadersReferrerPolicy).find((p) => p === REFERRER_POLICY);
  if (!referrerPolicy) throw new Error(`Referrer-Policy ${REFERRER_POLICY} is not one CloudFront can send`);
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment: 'League platform security headers (shared/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(connectSources), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption[FRAME_OPTIONS], override: true },
      referrerPolicy: { referrerPolicy, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: false, override: true },
    },
  });
}

/**
 * The same headers for the league site's embeddable widgets, which any site may frame: frame-ancestors * and no
 * X-Frame-Options (functions/site-render/widget-answer.ts). Used only by the widgets' behaviours.
 */
export function framableHeadersPolicy(scope: Construct, id: string, connectSources: string[] = []): cloudfront.ResponseHeadersPolicy {
  const referrerPolicy = Object.values(cloudfront.HeadersReferrerPolicy).find((p) => p === REFERRER_POLICY)!;
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment: 'League site widgets: the security headers, framable by any site',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: framableContentSecurityPolicy(contentSecurityPolicy(connectSources)), override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: { referrerPolicy, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: false, override: true },
    },
  });
}

/** Where a league's widgets live below its base address (/l/{key} here, the root of a custom domain). */
export const WIDGETS_PATH = '/widgets/*';

/**
 * Viewer-request rewrite. The product's public pages are prerendered files; both apps are single-page apps with
 * client-side routes:
 * - a public page (shared/public-pages.ts: /, /pricing, /features, ..., /leagues, and /auth, /signup; with or
 *   without a trailing slash)
 *   and /sitemap.xml, /robots.txt are files under /_public/ ('/pricing' -> '/_public/pricing/index.html'), served
 *   from S3 with no Lambda;
 * - /l/... (public league pages) never reach this function: the /l/* behaviour sends them to the site function;
 *   /l alone (no league) gets the public site's shell, /_site/index.html, as locally;
 * - extension-less paths under /_site/ get the same shell;
 * - any other extension-less path is an admin route and gets /index.html.
 * Paths with a file extension (assets, config.json) are served as they are.
 */
export const SPA_REWRITE_FUNCTION_CODE = `
var PUBLIC_PAGES = ${JSON.stringify(Object.fromEntries(PRERENDERED_PATHS.map((p) => [p, `/${PUBLIC_PREFIX}/${publicPageFile(p)}`])))};
var PUBLIC_FILES = { '/sitemap.xml': true, '/robots.txt': true };
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var page = uri.length > 1 ? uri.replace(/\\/+$/, '') || '/' : uri;
  var isFile = uri.lastIndexOf('.') > uri.lastIndexOf('/');
  if (PUBLIC_PAGES[page]) {
    request.uri = PUBLIC_PAGES[page];
  } else if (PUBLIC_FILES[uri]) {
    request.uri = '/${PUBLIC_PREFIX}' + uri;
  } else if (uri === '/l') {
    request.uri = '/_site/index.html';
  } else if (uri === '/_site' || uri.indexOf('/_site/') === 0) {
    if (!isFile) request.uri = '/_site/index.html';
  } else if (!isFile) {
    request.uri = '/index.html';
  }
  return request;
}
`;

export class WebHosting extends Construct {
  readonly bucket: s3.Bucket;
  /** Images organisers upload (functions/lib/upload-storage.ts), served at /uploads/*. */
  readonly uploadsBucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The security headers policy on every behaviour; the league sites' distribution uses it too. */
  readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  /** The widgets' headers (framable by any site); the league sites' distribution uses it too. */
  readonly framableHeaders: cloudfront.ResponseHeadersPolicy;
  /** The admin app origin, https://<domain> without trailing slash. */
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    if ((props.domainName === undefined) !== (props.certificateArn === undefined)) {
      throw new Error('WebHosting: domainName and certificateArn go together');
    }
    // S3 server access logs delivered under a bucket policy rather than the legacy LogDeliveryWrite ACL.
    this.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);

    // Access logs for the bucket and the distribution. Kept after stack deletion: they are the audit trail.
    // CloudFront standard logging writes with ACLs, hence OBJECT_WRITER ownership.
    this.logBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: props.accessLogRetention ?? Duration.days(90) }],
      removalPolicy: props.retainLogs === false ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: props.retainLogs === false,
    });
    Validations.of(this.logBucket.node.defaultChild!).acknowledge(
      { id: 'AwsSolutions-S1', reason: 'This is the access-log destination; logging it into itself would loop.' },
    );

    // The bucket only holds build output (npm run build:web) and the generated config.json, all reproducible
    // from the repository, so it is emptied and removed with the stack instead of being left behind.
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'web-bucket/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      // Deploys never delete files (web-content.ts prune: false); a file a deploy overwrites (index.html,
      // config.json, an asset rebuilt under the same name) keeps its previous version for a day, long enough
      // for anything cached to move on, then the old version expires.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    const rewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve the single-page apps for client-side routes',
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_FUNCTION_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    // Uploaded images (logos, hero images) are what organisers made, not build output: kept with the stack's data
    // unless the stage throws data away. Browsers write them directly with a presigned POST whose policy limits the
    // key, type and size (functions/lib/upload-storage.ts), hence CORS for POST from the admin app only; visitors
    // read them through CloudFront at /uploads/* (the keys start with uploads/).
    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      removalPolicy: props.retainLogs === false ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: props.retainLogs === false,
      // Without a domain of its own the admin origin is the distribution's, which is not known before this bucket
      // exists (a cycle); the POST policy, not the origin, is what authorises an upload.
      cors: [{ allowedMethods: [s3.HttpMethods.POST], allowedOrigins: [props.domainName ? `https://${props.domainName}` : '*'], allowedHeaders: ['*'], maxAge: 3000 }],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    // The admin app posts uploads to the bucket's own endpoint (where presigned POSTs point).
    this.securityHeaders = securityHeadersPolicy(this, 'SecurityHeaders', [...(props.connectSources ?? []), `https://${this.uploadsBucket.bucketRegionalDomainName}`]);
    this.framableHeaders = framableHeadersPolicy(this, 'FramableHeaders', props.connectSources ?? []);
    // One origin for the league pages and their widgets (each origin adds its own invoke permissions).
    const renderOrigin = props.siteRender.origin('path');
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    const staticBehavior: cloudfront.BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.securityHeaders,
      compress: true,
      functionAssociations: [{ function: rewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    };

    const apiOrigin = new ApiHttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      // The API refuses requests without it (functions/lib/origin-verify.ts): no way around the web ACL.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyValue },
    }, props.apiClientCertificateArn);
    // Streamed answers (the assistant's reply): to the REST API, with nothing cached and every viewer header but Host
    // (the Authorization its Cognito authorizer checks), uncompressed so each line passes as it comes. CloudFront
    // waits up to a minute for the next piece (a model's tool round) before it gives up.
    const streamed: Record<string, cloudfront.BehaviorOptions> = {};
    if (props.streamingApi) {
      const origin = new ApiHttpOrigin(props.streamingApi.domainName, {
        originPath: props.streamingApi.originPath,
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyValue },
        readTimeout: Duration.seconds(60),
      }, props.apiClientCertificateArn);
      for (const pattern of props.streamingApi.pathPatterns) {
        streamed[pattern] = {
          origin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
          compress: false,
        };
      }
    }
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'League platform: admin app, public league site, /api',
      defaultRootObject: 'index.html',
      defaultBehavior: staticBehavior,
      additionalBehaviors: {
        // The live scores open league pages poll (every 3 s each): kept at the edge as long as the API says (2 s),
        // so a thousand visitors watching one league cost the API about one request per edge location every 2 s.
        // Listed before /api/*, which it narrows.
        '/api/public/leagues/*/live': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: new cloudfront.CachePolicy(this, 'LiveScoresCache', {
            comment: 'Public live scores: as long as the API says (max-age 2 s), at most 5 s',
            minTtl: Duration.seconds(0), defaultTtl: Duration.seconds(0), maxTtl: Duration.seconds(5),
            headerBehavior: cloudfront.CacheHeaderBehavior.none(),
            queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
            cookieBehavior: cloudfront.CacheCookieBehavior.none(),
            enableAcceptEncodingGzip: true, enableAcceptEncodingBrotli: true,
          }),
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
          compress: true,
        },
        // Listed before /api/*, which they narrow.
        ...streamed,
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Forwards Authorization and query strings; Host must be the API's own for API Gateway to route.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
        },
        // A league's embeddable widgets: the same function, framable by any site, one cache entry per team.
        [`/l/*${WIDGETS_PATH}`]: {
          origin: renderOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: props.siteRender.widgetCachePolicy,
          responseHeadersPolicy: this.framableHeaders,
          compress: true,
          functionAssociations: [{ function: props.siteRender.viewerHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        // League pages, rendered per request and kept at most a minute; the viewer's host goes along
        // (site-render.ts), since CloudFront gives a function URL origin its own.
        '/l/*': {
          origin: renderOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: props.siteRender.cachePolicy,
          responseHeadersPolicy: this.securityHeaders,
          compress: true,
          functionAssociations: [{ function: props.siteRender.viewerHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        '/uploads/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.uploadsBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.securityHeaders,
          compress: true,
        },
      },
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate: props.certificateArn
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
        : undefined,
      // Only selectable with a custom certificate; the default *.cloudfront.net certificate is fixed (see CFR4).
      minimumProtocolVersion: props.certificateArn ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
    });
    this.appUrl = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution.node.defaultChild!).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'League sites are public and their audience is wherever the league is; the product has no country restrictions.' },
      ...(props.certificateArn ? [] : [{
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain the distribution uses the default *.cloudfront.net certificate, for which CloudFront does not allow choosing the minimum TLS version; with domainName/certificateArn the policy is TLSv1.2_2021.',
      }]),
    );
  }
}
