// The league site rendered on the server in the cloud (docs/architecture.md): one Lambda function (functions/site-render/
// handler.ts) behind a function URL that only CloudFront may call (Origin Access Control signs every request; the
// URL's auth type is AWS_IAM), used by two distributions: the product's, for /l/*, and the league sites'
// (custom domains), for every path but /_site/* and /api/public/*. It reads the table and writes nothing.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Duration, Fn, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  SITE_ADDRESSING_HEADER, SITE_HOST_FUNCTION_CODE, SITE_HOST_HEADER, SITE_MANIFEST_FILE, SITE_QUERY_PARAMS, type SiteAddressing,
} from '../../../functions/site-render/edge-contract';
import { REPO_ROOT } from '../paths';
import { TABLE_READ_ACTIONS } from './api';
import { SITE_RENDER_BUNDLING } from './bundling';
import { LeagueFunction } from './league-function';

export interface SiteRenderProps {
  /** The single table, read with GetItem, Query and BatchGetItem only. */
  readonly table: dynamodb.ITable;
  /**
   * Folder with the web builds; the function bundles site/.vite/manifest.json (the site's hashed entry files).
   * @default - dist/ at the repository root
   */
  readonly distDir?: string;
}

/** Longest CloudFront keeps a page, whatever the function says: a visitor sees a change within a minute. */
export const SITE_PAGE_MAX_TTL = Duration.seconds(60);

export class SiteRender extends Construct {
  readonly function: LeagueFunction;
  readonly url: lambda.FunctionUrl;
  readonly originAccessControl: cloudfront.FunctionUrlOriginAccessControl;
  /** Honours the function's s-maxage (30 s), at most SITE_PAGE_MAX_TTL; keyed by path and viewer host only. */
  readonly cachePolicy: cloudfront.CachePolicy;
  /** The embeddable widgets' cache key: the page's, plus the `team` query parameter (one team's widget). */
  readonly widgetCachePolicy: cloudfront.CachePolicy;
  /** Viewer-request function of every behaviour that reaches the site function: copies Host into SITE_HOST_HEADER. */
  readonly viewerHost: cloudfront.Function;

  constructor(scope: Construct, id: string, props: SiteRenderProps) {
    super(scope, id);
    const distDir = props.distDir ?? path.join(REPO_ROOT, 'dist');
    const manifest = path.join(distDir, 'site', '.vite', 'manifest.json');
    const built = fs.existsSync(manifest);
    if (!built) {
      Annotations.of(this).addWarningV2('league:site-manifest-missing',
        `${path.relative(REPO_ROOT, manifest)} is missing: run 'npm run build:web' before 'cdk deploy' (league pages answer 500 until the site is built and deployed).`);
    }
    const inRepo = path.relative(REPO_ROOT, manifest);

    this.function = new LeagueFunction(this, 'Function', {
      entry: 'functions/site-render/handler.ts',
      description: 'League sites: server-rendered pages for /l/* and custom domains (behind CloudFront)',
      environment: { TABLE_NAME: props.table.tableName },
      // React's production build, one server renderer, no browser-only chunk (bundling.ts says why).
      define: SITE_RENDER_BUNDLING.define,
      externalModules: SITE_RENDER_BUNDLING.externalModules,
      alias: SITE_RENDER_BUNDLING.alias,
      // The manifest goes beside the bundle, read once per container; its content is part of the asset's hash, so
      // a new site build deploys a new function version.
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir: string, outputDir: string) => (built
          ? [`cp "${inRepo.startsWith('..') ? manifest : `${inputDir}/${inRepo}`}" "${outputDir}/${SITE_MANIFEST_FILE}"`]
          : []),
      },
    });
    // Read-only, like the public API's function: no write, no Scan, whatever the code tries.
    props.table.grant(this.function.fn, ...TABLE_READ_ACTIONS);
    const tableLogicalId = props.table instanceof dynamodb.Table
      ? Stack.of(this).getLogicalId(props.table.node.defaultChild as CfnElement) : undefined;
    if (tableLogicalId) Validations.of(this.function.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
      reason: 'Queries through the table\'s global secondary indexes (gsi1, gsi2); the wildcard covers only this table\'s indexes, with the same read actions as on the table.',
    });

    // Only CloudFront, signing with the OAC below, can call the URL (each distribution gets its own permission).
    this.url = this.function.fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    this.originAccessControl = new cloudfront.FunctionUrlOriginAccessControl(this, 'OriginAccess', {
      description: 'League site pages: CloudFront signs its requests to the site function URL',
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });

    this.cachePolicy = new cloudfront.CachePolicy(this, 'PageCache', {
      comment: 'League site pages: as long as the function says (s-maxage 30 s), at most 60 s',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: SITE_PAGE_MAX_TTL,
      // The viewer's host is in the key (and so reaches the function): two custom domains never share a page.
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(SITE_HOST_HEADER),
      // The schedule's filters are in its address (?level=&team=): each filtered page is its own copy.
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList(...SITE_QUERY_PARAMS),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    this.widgetCachePolicy = new cloudfront.CachePolicy(this, 'WidgetCache', {
      comment: 'League site widgets: as long as the function says (s-maxage 30 s), at most 60 s, per team',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: SITE_PAGE_MAX_TTL,
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(SITE_HOST_HEADER),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList('team'),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    this.viewerHost = new cloudfront.Function(this, 'ViewerHost', {
      comment: 'League site pages: pass the viewer host to the site function',
      code: cloudfront.FunctionCode.fromInline(SITE_HOST_FUNCTION_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
  }

  /** The function URL as an origin of an L2 distribution (it adds the invoke permissions for that distribution). */
  origin(addressing: SiteAddressing): cloudfront.IOrigin {
    return origins.FunctionUrlOrigin.withOriginAccessControl(this.url, {
      originAccessControl: this.originAccessControl,
      customHeaders: { [SITE_ADDRESSING_HEADER]: addressing },
    });
  }

  /** The function URL as an origin of an L1 distribution; call allowDistribution for it too. */
  originProperty(originId: string, addressing: SiteAddressing): cloudfront.CfnDistribution.OriginProperty {
    return {
      id: originId,
      domainName: Fn.select(2, Fn.split('/', this.url.url)),
      customOriginConfig: { originProtocolPolicy: 'https-only', originSslProtocols: ['TLSv1.2'] },
      originAccessControlId: this.originAccessControl.originAccessControlId,
      originCustomHeaders: [{ headerName: SITE_ADDRESSING_HEADER, headerValue: addressing }],
    };
  }

  /**
   * Lets one more distribution call the function URL: both permissions Lambda requires of a function URL reached
   * through CloudFront (InvokeFunctionUrl, and InvokeFunction limited to calls through the URL).
   */
  allowDistribution(scope: Construct, id: string, distributionArn: string): void {
    const common = { principal: 'cloudfront.amazonaws.com', functionName: this.url.functionArn, sourceArn: distributionArn };
    new lambda.CfnPermission(scope, `${id}InvokeUrl`, { ...common, action: 'lambda:InvokeFunctionUrl', functionUrlAuthType: 'AWS_IAM' });
    new lambda.CfnPermission(scope, `${id}Invoke`, { ...common, action: 'lambda:InvokeFunction', invokedViaFunctionUrl: true });
  }
}
