// What CloudFront and the site function (./handler.ts) agree on, in a module with no dependencies so the CDK code
// (infra/cloud/constructs/site-render.ts) can import it without pulling in the renderer.

/**
 * The viewer's Host, copied by the viewer-request CloudFront Function. CloudFront sends a function URL origin its
 * own host name, so without this header the function could not tell which custom domain was asked for. The
 * CloudFront Function always overwrites it: a value a viewer sends never reaches the function.
 */
export const SITE_HOST_HEADER = 'x-site-host';

/**
 * How the request names its league, set as an origin custom header by each distribution (CloudFront overwrites a
 * viewer header of the same name): `path` on the product's own distribution (/l/{key}/...), `host` on the league
 * sites' distribution (every path of a custom domain belongs to the league whose domain it is).
 */
export const SITE_ADDRESSING_HEADER = 'x-site-addressing';
export type SiteAddressing = 'path' | 'host';

/** The site's Vite manifest, copied beside the function's bundle at synth (read once per container). */
export const SITE_MANIFEST_FILE = 'site-manifest.json';

/**
 * Viewer-request CloudFront Function (JS 2.0) of every behaviour that reaches the site function: it copies the
 * viewer's Host into SITE_HOST_HEADER, replacing whatever the viewer sent under that name, and leaves the path alone.
 */
export const SITE_HOST_FUNCTION_CODE = `
function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host && host.value) request.headers['${SITE_HOST_HEADER}'] = { value: host.value };
  else delete request.headers['${SITE_HOST_HEADER}'];
  return request;
}
`;

/**
 * The query parameters a page reads (the schedule's filters and the day its page starts at): the cache policy keys
 * on these and forwards only them, so any other query string shares the page's cached copy.
 */
export const SITE_QUERY_PARAMS = ['level', 'team', 'from'] as const;
