// Puts the built web apps and the runtime config.json into the hosting bucket, then invalidates CloudFront.
// Build first with `npm run build:web`; a folder that is missing (fresh clone, tests) is skipped with a warning
// so synth never fails, but config.json is always deployed.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, DefaultStackSynthesizer, RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { WebConfig } from '../../../shared/api-contract';
import { REPO_ROOT } from '../paths';
import { logRetentionOf } from './log-retention';
import { PRERENDERED_PATHS, PUBLIC_PREFIX } from '../../../shared/public-pages';

export interface WebContentProps {
  readonly bucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
  /** Written to /config.json; both apps read it at start-up. Tokens are resolved at deploy time. */
  readonly config: WebConfig;
  /**
   * Folder holding the builds: admin/ goes to the bucket root, site/ (built with base '/_site/') to _site/.
   * @default - dist/ at the repository root
   */
  readonly distDir?: string;
}

/** Cache-Control of hashed build assets: their names change with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (HTML, config.json, sitemap.xml, robots.txt). */
export const REVALIDATE = 'public, max-age=0, s-maxage=31536000, must-revalidate';

/** Prefix the public site is built for (vite base) and stored under. */
export const SITE_PREFIX = '_site/';
/** Prefix the prerendered public pages are stored under (the CloudFront function maps /pricing there). */
export const PUBLIC_PAGES_PREFIX = `${PUBLIC_PREFIX}/`;

export class WebContent extends Construct {
  constructor(scope: Construct, id: string, props: WebContentProps) {
    super(scope, id);
    const distDir = props.distDir ?? path.join(REPO_ROOT, 'dist');
    const adminDir = path.join(distDir, 'admin');
    const siteDir = path.join(distDir, 'site');
    const publicDir = path.join(distDir, 'public');
    const hasPublic = fs.existsSync(path.join(publicDir, 'index.html'));
    const hasAdmin = fs.existsSync(path.join(adminDir, 'index.html'));
    const hasSite = fs.existsSync(path.join(siteDir, 'index.html'));

    const logGroup = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: logRetentionOf(this),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // HTML and config.json: browsers revalidate (cheap 304s); CloudFront keeps them until the invalidation each
    // deploy makes.
    const cacheControl = [s3deploy.CacheControl.fromString(REVALIDATE)];
    const common = {
      destinationBucket: props.bucket,
      distribution: props.distribution,
      cacheControl,
      memoryLimit: 1024,
      logGroup,
    };

    // Hashed assets (assets/ of each Vite build): a new build gives new names, so browsers and CloudFront keep
    // them a year without asking. Uploaded before the HTML that names them, never invalidated, never pruned.
    const hashedAssets = (id: string, dir: string, prefix: string) => fs.existsSync(dir)
      ? [new s3deploy.BucketDeployment(this, id, {
        destinationBucket: props.bucket,
        sources: [s3deploy.Source.asset(dir)],
        destinationKeyPrefix: prefix,
        cacheControl: [s3deploy.CacheControl.fromString(IMMUTABLE)],
        prune: false,
        memoryLimit: 1024,
        logGroup,
      })]
      : [];
    const adminAssets = hashedAssets('AdminAssets', path.join(adminDir, 'assets'), 'assets/');
    const siteAssets = hashedAssets('SiteAssets', path.join(siteDir, 'assets'), `${SITE_PREFIX}assets/`);

    if (!hasAdmin) {
      Annotations.of(this).addWarningV2('league:web-admin-missing',
        `${path.relative(REPO_ROOT, adminDir)} has no build: run 'npm run build:web' before 'cdk deploy' (only config.json is deployed).`);
    }
    const adminApp = new s3deploy.BucketDeployment(this, 'AdminApp', {
      ...common,
      sources: [
        ...(hasAdmin ? [s3deploy.Source.asset(adminDir)] : []),
        s3deploy.Source.jsonData('config.json', props.config),
      ],
      // The public site (_site/) and the prerendered public pages (_public/) are deployed separately.
      // Its hashed assets went up first (AdminAssets). Its build manifest (.vite/) is for the bench, not browsers.
      exclude: [`${SITE_PREFIX}*`, `${PUBLIC_PAGES_PREFIX}*`, 'assets/*', '.vite/*'],
      // Never delete files a deploy no longer ships: HTML cached in browsers and at the edge still names the last
      // build's hashed assets. Overwritten files (index.html, config.json) keep their previous version for a day
      // (the bucket's lifecycle rule, web-hosting.ts); old hashed files stay, a few hundred KB per deploy.
      prune: false,
      distributionPaths: ['/*'],
    });
    adminApp.node.addDependency(...adminAssets);

    if (hasSite) {
      const site = new s3deploy.BucketDeployment(this, 'PublicSite', {
        ...common,
        sources: [s3deploy.Source.asset(siteDir)],
        destinationKeyPrefix: SITE_PREFIX,
        exclude: ['assets/*'], // went up first (SiteAssets)
        prune: false, // as above: league pages cached before this deploy still load their assets
        distributionPaths: [`/${SITE_PREFIX}*`, '/l/*'],
      });
      site.node.addDependency(...siteAssets);
    } else {
      Annotations.of(this).addWarningV2('league:web-site-missing',
        `${path.relative(REPO_ROOT, siteDir)} has no build: run 'npm run build:web' before 'cdk deploy' (the public site is not deployed).`);
    }
    if (hasPublic) {
      // The prerendered public pages (npm run build:web: landing, pricing, ..., sitemap.xml, robots.txt). Their
      // viewer paths (/pricing, not /_public/pricing/index.html) are what browsers and CloudFront's cache hold.
      const pages = new s3deploy.BucketDeployment(this, 'PublicPages', {
        ...common,
        sources: [s3deploy.Source.asset(publicDir)],
        destinationKeyPrefix: PUBLIC_PAGES_PREFIX,
        prune: false, // as above: pages cached before this deploy still load their assets
        distributionPaths: [`/${PUBLIC_PAGES_PREFIX}*`, ...PRERENDERED_PATHS.filter((p) => p !== '/'), '/sitemap.xml', '/robots.txt'],
      });
      // The pages name the public site's assets, and /pricing the admin's (its signed-in hand-over).
      pages.node.addDependency(...siteAssets, ...adminAssets);
    } else {
      Annotations.of(this).addWarningV2('league:web-public-missing',
        `${path.relative(REPO_ROOT, publicDir)} has no build: run 'npm run build:web' before 'cdk deploy' (the public pages are not deployed).`);
    }
    this.acknowledgeDeploymentHandler(props.bucket);
  }

  /** The copy handler is a CDK-provided singleton at stack level; its permissions are CDK's, not ours to narrow. */
  private acknowledgeDeploymentHandler(bucket: s3.IBucket): void {
    const stack = Stack.of(this);
    const bucketId = stack.getLogicalId(bucket.node.defaultChild as CfnElement);
    const chosen: unknown = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier');
    const qualifier = typeof chosen === 'string' ? chosen : DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const handlers = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    const s3Wildcards = 'BucketDeployment copies build output from the CDK asset bucket into the web bucket with aws s3 sync, which needs object-level wildcards (GetObject*, List*; DeleteObject* comes with CDK\'s read-write grant although these deploys never prune) on those two buckets only.';
    for (const handler of handlers) {
      Validations.of(handler).acknowledge(
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK-managed BucketDeployment handler: the managed basic execution role only lets it write its own logs.' },
        ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({ id: `AwsSolutions-IAM5[Action::${action}]`, reason: s3Wildcards })),
        { id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`, reason: s3Wildcards },
        { id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`, reason: s3Wildcards },
        { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'cloudfront:CreateInvalidation/GetInvalidation, used to refresh the distribution after each deploy, do not support resource-level permissions in the CDK handler policy.' },
        { id: 'AwsSolutions-L1', reason: 'The CDK-managed BucketDeployment handler pins its own runtime (it bundles the AWS CLI layer); it is upgraded with aws-cdk-lib.' },
      );
    }
  }
}

