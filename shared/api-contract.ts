// The HTTP API contract: every route's method and path (API Gateway route-key syntax) and the JSON it answers.
// The functions' route table, the local gateway, the CDK stack and the web clients all read these.
import type { League, PublicLeague } from './league-schema';
import type { LeagueDomain } from './domain-schema';
import type { FeatureEntry, Plan } from './plan-catalogue';
import type { CurrentSubscriptionResponse, LimitCheckResult, PublicPromotion, Usage } from './subscription-schema';

export const ROUTES = {
  me: { method: 'GET', path: '/api/me', auth: true },
  myLeagues: { method: 'GET', path: '/api/me/leagues', auth: true },
  myTeams: { method: 'GET', path: '/api/me/teams', auth: true },
  myActivity: { method: 'GET', path: '/api/me/activity', auth: true },
  listTeams: { method: 'GET', path: '/api/leagues/{id}/teams', auth: true },
  createTeam: { method: 'POST', path: '/api/leagues/{id}/teams', auth: true },
  getTeam: { method: 'GET', path: '/api/teams/{teamId}', auth: true },
  addPlayer: { method: 'POST', path: '/api/teams/{teamId}/players', auth: true },
  listLeagues: { method: 'GET', path: '/api/leagues', auth: true },
  createLeague: { method: 'POST', path: '/api/leagues', auth: true },
  getLeague: { method: 'GET', path: '/api/leagues/{id}', auth: true },
  updateLeague: { method: 'PUT', path: '/api/leagues/{id}', auth: true },
  deleteLeague: { method: 'DELETE', path: '/api/leagues/{id}', auth: true },
  listDomains: { method: 'GET', path: '/api/leagues/{id}/domains', auth: true },
  addDomain: { method: 'POST', path: '/api/leagues/{id}/domains', auth: true },
  removeDomain: { method: 'DELETE', path: '/api/leagues/{id}/domains/{domainId}', auth: true },
  publicLeague: { method: 'GET', path: '/api/public/leagues/{key}', auth: false },
  leagueDirectory: { method: 'GET', path: '/api/public/leagues', auth: false },
  publicLeagueByDomain: { method: 'GET', path: '/api/public/domains/{domain}', auth: false },
  plans: { method: 'GET', path: '/api/subscription/plans', auth: false },
  currentSubscription: { method: 'GET', path: '/api/subscription/current', auth: true },
  features: { method: 'GET', path: '/api/subscription/features', auth: true },
  usage: { method: 'GET', path: '/api/subscription/usage', auth: true },
  checkLimit: { method: 'POST', path: '/api/subscription/check-limit', auth: true },
  trackUsage: { method: 'POST', path: '/api/subscription/track-usage', auth: true },
  validatePromotion: { method: 'POST', path: '/api/subscription/validate-promotion', auth: true },
  applyPromotion: { method: 'POST', path: '/api/subscription/apply-promotion', auth: true },
  changePlan: { method: 'POST', path: '/api/subscription/change-plan', auth: true },
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

/** One league in the user's dashboard list: merged across admin, team manager and player (spec section 3). */
export interface UserLeagueEntry {
  id: string; name: string; sport: string; status: string;
  role: 'admin' | 'team_manager' | 'player';
  team_name: string | null; team_id: string | null;
  created_at: string;
}
export interface UserLeaguesResponse { leagues: UserLeagueEntry[] }
export interface TeamSummary {
  id: string; name: string; league_id: string; manager_id: string; player_count: number; created_at: string;
  league: { id: string; name: string; sport: string };
}
export interface PlayerEntry {
  user_id: string; team_id: string; first_name: string; last_name: string;
  position: string | null; jersey_number: number | null; status: 'active'; joined_at: string;
}
export interface TeamDetail extends TeamSummary { manager: { id: string; first_name: string; last_name: string }; players: PlayerEntry[]; /** The caller may add players: the league's admin or the team's manager. */ can_manage: boolean }
export interface MyTeamsResponse { teams: TeamSummary[] }
export interface TeamListResponse { teams: TeamSummary[] }
export interface TeamResponse { team: TeamDetail }
export interface ActivityEntry {
  id: string;
  type: 'league_created' | 'league_updated' | 'team_joined_as_manager' | 'team_joined_as_player';
  message: string;
  league_id: string | null; league_name: string | null; team_id: string | null; team_name: string | null;
  created_at: string;
}
export interface ActivityResponse { activity: ActivityEntry[] }
export interface DomainListResponse { domains: LeagueDomain[] }
export interface DomainResponse { domain: LeagueDomain }
export interface DirectoryEntry {
  id: string; name: string; description: string; sport: string; custom_slug: string | null; created_at: string;
  logo_url: string | null; primary_color: string | null; primary_domain: string | null;
}
export interface DirectoryResponse { leagues: DirectoryEntry[]; next_cursor: string | null }
export interface PlansResponse { plans: Plan[] }
export type { CurrentSubscriptionResponse, LimitCheckResult };
export interface FeaturesResponse { features: FeatureEntry[] }
export interface UsageResponse { usage: Usage }
export interface ValidatePromotionResponse { valid: boolean; promotion: PublicPromotion | null; error: string | null }
export interface ApplyPromotionResponse { success: boolean; plan: Plan | null; message: string | null; error: string | null; promotion?: PublicPromotion }

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
