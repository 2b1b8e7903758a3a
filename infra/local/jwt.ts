import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

export type Claims = Record<string, string | number | boolean | string[]>;

/**
 * Verifies a bearer token as the cloud's API Gateway JWT authorizer does: signature against the pool's JWKS,
 * issuer, expiry, and the app client as audience (aud on ID tokens, client_id on access tokens).
 * aws-jwt-verify's default fetcher refuses http://, and cognito-local serves its JWKS over http.
 */
export function createVerifier(issuer: string, clientId: string) {
  const fetcher = {
    fetch: async (uri: string) => {
      const res = await fetch(uri);
      if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
      return res.arrayBuffer();
    },
  };
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: null,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      if (audience !== clientId) throw new Error('Token was not issued to this app client');
    },
  }, { jwksCache: new SimpleJwksCache({ fetcher }) });
  // Like API Gateway's authorizer cache: a token that passed every check above is not checked again until it
  // expires. Keyed by the exact token string, so only that token can hit; expiry is checked on every hit; bounded.
  const verified = new Map<string, { claims: Claims; expiresAt: number }>();
  return async (token: string): Promise<Claims> => {
    const hit = verified.get(token);
    if (hit && Date.now() < hit.expiresAt) return hit.claims;
    if (hit) verified.delete(token);
    const claims = Object.freeze((await verifier.verify(token)) as unknown as Claims);
    if (typeof claims.exp === 'number') {
      if (verified.size >= MAX_CACHED_TOKENS) verified.delete(verified.keys().next().value!); // the oldest entry
      verified.set(token, { claims, expiresAt: claims.exp * 1000 });
    }
    return claims;
  };
}

const MAX_CACHED_TOKENS = 1000;
