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
  return async (token: string): Promise<Claims> => (await verifier.verify(token)) as unknown as Claims;
}
