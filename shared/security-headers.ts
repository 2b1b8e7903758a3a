// The security headers every response of the product carries, written once: the local gateway sends them on
// everything it serves (infra/local/gateway.ts), and CloudFront adds them through one response headers policy on
// every behaviour of both distributions (infra/cloud/constructs/web-hosting.ts, domain-provisioning.ts).
// The only thing that differs between places is where the browser reaches Cognito (connect-src).

/**
 * The Content-Security-Policy directives. No inline or eval'd script anywhere (the public site's league data is
 * a JSON element, not a script); inline styles stay allowed because Cloudscape sets style attributes and React
 * style props at run time; images may come from any https origin (league logos typed as URLs) or data: URIs, and
 * videos (a hero's background) from any https origin;
 * fonts from data: (Cloudscape's global styles inline them).
 */
export function cspDirectives(connectSources: readonly string[] = [], imageSources: readonly string[] = []): [string, string[]][] {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:', ...imageSources]],
    // A hero slide's video background is a URL the organiser gives (uploads take images only).
    ['media-src', ["'self'", 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectSources]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The Content-Security-Policy header value. `connectSources`: the Cognito origins the admin app calls;
 * `imageSources`: where uploaded images are served when that is not https (the local stack's own http origin, which
 * a league's custom domain, another host, must be allowed to show).
 */
export function contentSecurityPolicy(connectSources: readonly string[] = [], imageSources: readonly string[] = []): string {
  return cspDirectives(connectSources, imageSources).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The same policy for a page any site may frame (the league site's embeddable widgets): frame-ancestors * instead of
 * 'none'. Such a page is sent without X-Frame-Options.
 */
export const framableContentSecurityPolicy = (policy: string) => policy.replace(/frame-ancestors [^;]+/, 'frame-ancestors *');

export const CONTENT_TYPE_OPTIONS = 'nosniff';
export const FRAME_OPTIONS = 'DENY' as const;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * One year, without includeSubDomains: league sites run on organisers' own domains, often the apex, and must not
 * force HTTPS on the organiser's other subdomains. Browsers ignore it over plain HTTP (the local stack).
 */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}`;

/** The headers as name -> value, for a server that sets them itself (the local gateway, a Lambda's answer). */
export function securityHeaders(connectSources: readonly string[] = [], imageSources: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectSources, imageSources),
    'x-content-type-options': CONTENT_TYPE_OPTIONS,
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  };
}

/** Where the browser reaches Cognito in the cloud: the user pool API and, for federated sign-in, the hosted UI. */
export function cognitoConnectSources(region: string, hostedUiDomain?: string): string[] {
  return [`https://cognito-idp.${region}.amazonaws.com`, ...(hostedUiDomain ? [`https://${hostedUiDomain}`] : [])];
}
