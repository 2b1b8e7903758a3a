// The HTTP API contract: every route's method and path (API Gateway route-key syntax) and the JSON it answers.
// The functions' route table, the local gateway, the CDK stack and the web clients all read these.
import type { League, PublicLeague } from './league-schema';

export const ROUTES = {
  me: { method: 'GET', path: '/api/me', auth: true },
  listLeagues: { method: 'GET', path: '/api/leagues', auth: true },
  createLeague: { method: 'POST', path: '/api/leagues', auth: true },
  getLeague: { method: 'GET', path: '/api/leagues/{id}', auth: true },
  updateLeague: { method: 'PUT', path: '/api/leagues/{id}', auth: true },
  deleteLeague: { method: 'DELETE', path: '/api/leagues/{id}', auth: true },
  publicLeague: { method: 'GET', path: '/api/public/leagues/{key}', auth: false },
} as const satisfies Record<string, RouteDef>;

export interface RouteDef { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; auth: boolean }
export type RouteName = keyof typeof ROUTES;
export const routeKey = (r: RouteDef) => `${r.method} ${r.path}`;

export type Role = 'league_admin' | 'team_manager' | 'player';

export interface MeResponse {
  user: { id: string; email: string; first_name: string; last_name: string };
  roles: Role[];
}
export interface LeagueListResponse { leagues: League[] }
export interface LeagueResponse { league: League }
export interface PublicLeagueResponse { league: PublicLeague }
export interface ErrorResponse { error: string }

/** Runtime settings each web app reads from /config.json (written by the local stack or by CDK). */
export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only locally: cognito-local's endpoint, which Amplify talks to instead of AWS. */
  userPoolEndpoint?: string;
  /** Hosted UI domain (no scheme) when federated sign-in is set up. */
  oauthDomain?: string;
  googleEnabled: boolean;
  /** The admin app's origin, for confirmation links and OAuth redirects. */
  appUrl: string;
  /** The CNAME target custom domains must point at. */
  cnameTarget: string;
}
