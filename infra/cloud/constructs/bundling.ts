// How every function's code is bundled (esbuild, through aws-lambda-nodejs), in one place so `npm run bench` builds
// exactly what a deploy ships when it prints the bundle sizes and their module load time.
//
// No source map: a 4.8 MB map beside the site function's 1 MB of code was never read (Node ignores it without
// --enable-source-maps), and enabling it would make Node parse the map in every cold start and rewrite every stack
// trace. The bundles are deterministic: to read a logged stack, rebuild the same commit with `sourcemap: true`.
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';

/** Node.js version the bundles target (the functions' runtime is nodejs22.x). */
export const BUNDLE_TARGET = 'node22';

/** Packages the Lambda runtime provides (aws-lambda-nodejs leaves them out of the bundle for Node 18 and later). */
export const RUNTIME_PROVIDED = ['@aws-sdk/*'];

/** Some CommonJS dependencies call require(); give the ESM bundle one. */
export const ESM_REQUIRE_BANNER = "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);";

/** The options every LeagueFunction bundles with (besides its own define and command hooks). */
export const BUNDLING = {
  minify: true,
  sourceMap: false,
  target: BUNDLE_TARGET,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  externalModules: RUNTIME_PROVIDED,
} as const satisfies Omit<nodejs.BundlingOptions, 'format'>;
