// How every function's code is bundled (esbuild, through aws-lambda-nodejs), in one place so `npm run bench` and
// tests/infra/site-bundle-size.test.ts build exactly what a deploy ships when they weigh the bundles.
//
// No source map: a map beside the code was never read (Node ignores it without --enable-source-maps), and enabling
// it would make Node parse the map in every cold start and rewrite every stack trace. The bundles are
// deterministic: to read a logged stack, rebuild the same commit with `sourcemap: true`.
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';

/** Node.js version the bundles target (the functions' runtime is nodejs22.x). */
export const BUNDLE_TARGET = 'node22';

/** Packages the Lambda runtime provides (aws-lambda-nodejs leaves them out of the bundle for Node 18 and later). */
export const RUNTIME_PROVIDED = ['@aws-sdk/*'];

/** Some CommonJS dependencies call require(); give the ESM bundle one. */
export const ESM_REQUIRE_BANNER = "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);";

/** The options every LeagueFunction bundles with (besides its own define, externals, aliases and command hooks). */
export const BUNDLING = {
  minify: true,
  sourceMap: false,
  target: BUNDLE_TARGET,
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  externalModules: RUNTIME_PROVIDED,
} as const satisfies Omit<nodejs.BundlingOptions, 'format'>;

/** The most the site function's bundle may weigh: its code is loaded in every cold start of a league page. */
export const SITE_BUNDLE_MAX_BYTES = 500 * 1024;

/**
 * What the site function (constructs/site-render.ts) adds to BUNDLING. It renders the league site's React pages on
 * the server, so it bundles what they import; what weighed most, and how it is left out:
 * - React's production build (its development build checks every render);
 * - react-dom/server's Node entry requires both of React's server renderers, the legacy one (renderToString and
 *   renderToStaticMarkup, the only two the pages use) and the streaming one, about 110 KB each: the alias points
 *   at the legacy renderer's production file alone (resolved from the repository root, where the bundling runs);
 * - the registration form is a browser-only chunk the register page loads after hydration (`import()` in an
 *   effect, never run on the server): external, so its Cognito client (aws-amplify, about 170 KB) stays out;
 * - Powertools Tracer and the X-Ray SDK (about 100 KB, over the budget): POWERTOOLS_TRACE_ENABLED is 'false' in
 *   its code, so functions/lib/tracing.ts imports neither. Lambda's active tracing still records each invocation;
 *   its DynamoDB reads get no subsegments of their own.
 */
export const SITE_RENDER_BUNDLING = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env.POWERTOOLS_TRACE_ENABLED': JSON.stringify('false') },
  externalModules: [...RUNTIME_PROVIDED, './registration-form'],
  alias: { 'react-dom/server': './node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js' },
} as const;
