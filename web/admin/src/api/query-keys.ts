// Every server-state cache key of the admin app, declared once, and which of them each write makes stale.
// Keys are arrays from general to specific, so invalidating a prefix (e.g. ['subscription']) covers its children.
// Keys under 'me' and 'subscription' belong to the signed-in user: the whole cache is cleared on sign-out.
import type { QueryKey } from '@tanstack/react-query';
import type { LimitKey } from '../../../../shared/plan-catalogue';

export const queryKeys = {
  /** GET /api/me: the profile and account roles. */
  me: ['me', 'profile'] as const,
  /** GET /api/me/leagues: the dashboard's league entries (admin, team manager, player). */
  myLeagues: ['me', 'leagues'] as const,
  /** GET /api/me/teams: the teams the user manages (dashboard panel, /my-teams). */
  myTeams: ['me', 'teams'] as const,
  /** GET /api/me/activity. */
  myActivity: ['me', 'activity'] as const,
  /** All of GET /api/leagues (every page of the cursor): the leagues the user administers. */
  adminLeagues: ['leagues', 'admin'] as const,
  /** GET /api/leagues/{id}. */
  league: (id: string) => ['leagues', 'detail', id] as const,
  /** GET /api/leagues/{id}/teams. */
  leagueTeams: (id: string) => ['leagues', 'detail', id, 'teams'] as const,
  /** GET /api/leagues/{id}/domains. */
  leagueDomains: (id: string) => ['leagues', 'detail', id, 'domains'] as const,
  /** GET /api/leagues/{id}/branding. */
  leagueBranding: (id: string) => ['leagues', 'detail', id, 'branding'] as const,
  /** GET /api/leagues/{id}/messages (and each message's log under it). */
  leagueMessages: (id: string) => ['leagues', 'detail', id, 'messages'] as const,
  /** GET /api/leagues/{id}/suppressions. */
  leagueSuppressions: (id: string) => ['leagues', 'detail', id, 'suppressions'] as const,
  /** GET /api/me/message-preferences. */
  messagePreferences: ['me', 'message-preferences'] as const,
  /** GET /api/leagues/{id}/news. */
  leagueNews: (id: string) => ['leagues', 'detail', id, 'news'] as const,
  /** GET /api/leagues/{id}/pages. */
  leaguePages: (id: string) => ['leagues', 'detail', id, 'pages'] as const,
  /** GET /api/leagues/{id}/levels. */
  leagueLevels: (id: string) => ['leagues', 'detail', id, 'levels'] as const,
  /** GET /api/leagues/{id}/seasons. */
  leagueSeasons: (id: string) => ['leagues', 'detail', id, 'seasons'] as const,
  /** Everything of the league's Autopilot page (its automations and drafts, the dry run, the log). */
  leagueAutopilot: (id: string) => ['leagues', 'detail', id, 'autopilot'] as const,
  autopilotPlan: (id: string) => ['leagues', 'detail', id, 'autopilot', 'plan'] as const,
  autopilotLog: (id: string) => ['leagues', 'detail', id, 'autopilot', 'log'] as const,
  /** GET /api/leagues/{id}/assistant/plan: the assistant's weekly plan (AI autopilot). */
  weeklyPlan: (id: string) => ['leagues', 'detail', id, 'autopilot', 'weekly-plan'] as const,
  /** GET /api/assistant/conversations: the user's earlier conversations with the assistant, and the month's usage. */
  assistantConversations: ['me', 'assistant', 'conversations'] as const,
  /** GET /api/assistant/conversations/{id}. */
  assistantConversation: (id: string) => ['me', 'assistant', 'conversations', id] as const,
  /** A season's registration autopilot switches. */
  seasonAutopilot: (id: string, seasonId: string) => ['leagues', 'detail', id, 'autopilot', 'season', seasonId] as const,
  /** GET /api/leagues/{id}/invitations: the league's pending invitations (league admin). */
  leagueInvitations: (id: string) => ['leagues', 'detail', id, 'invitations'] as const,
  /** GET /api/leagues/{id}/seasons/{seasonId}/invitations. */
  seasonInvitations: (id: string, seasonId: string) => ['leagues', 'detail', id, 'seasons', seasonId, 'invitations'] as const,
  /** A league's games of one season (GET /api/leagues/{id}/games?season_id=...). */
  leagueGames: (id: string, seasonId: string) => ['leagues', 'detail', id, 'games', 'list', seasonId] as const,
  /** One game with its history, stat lines and the caller's permissions. */
  game: (id: string, gameId: string) => ['leagues', 'detail', id, 'games', 'detail', gameId] as const,
  /** A season's standings (under the games, so every game write makes them stale). */
  seasonStandings: (id: string, seasonId: string) => ['leagues', 'detail', id, 'games', 'standings', seasonId] as const,
  /** Under the league's games: every game write (a result advances the bracket) makes them stale. */
  seasonPlayoffs: (id: string, seasonId: string) => ['leagues', 'detail', id, 'games', 'playoffs', seasonId] as const,
  /** The overview's figures of a league's games. */
  gameSummary: (id: string) => ['leagues', 'detail', id, 'games', 'summary'] as const,
  /** A team's games (its page's Schedule tab). */
  teamGames: (teamId: string) => ['teams', teamId, 'games'] as const,
  /** A season's registration settings (GET /api/leagues/{id}/seasons/{seasonId}/registration). */
  registrationSettings: (id: string, seasonId: string) => ['leagues', 'detail', id, 'registrations', 'settings', seasonId] as const,
  /** A season's registrations with the totals (GET /api/leagues/{id}/registrations?season_id=...). */
  registrations: (id: string, seasonId: string) => ['leagues', 'detail', id, 'registrations', 'list', seasonId] as const,
  /** The league's payout account for registration fees. */
  payoutAccount: (id: string) => ['leagues', 'detail', id, 'registrations', 'payouts'] as const,
  /** A season's registrants in no level with the rules' reasons (GET .../level-assignment). */
  levelAssignment: (id: string, seasonId: string) => ['leagues', 'detail', id, 'registrations', 'levels', seasonId] as const,
  /** A season's sign-ups against the previous season's (GET .../registration-forecast). */
  registrationForecast: (id: string, seasonId: string) => ['leagues', 'detail', id, 'registrations', 'forecast', seasonId] as const,
  /** GET /api/leagues/{id}/transfer: the league's pending hand-over. */
  leagueTransfer: (id: string) => ['leagues', 'detail', id, 'transfer'] as const,
  /** GET /api/me/league-transfers: hand-overs waiting for the user's answer. */
  incomingTransfers: ['me', 'league-transfers'] as const,
  /** GET /api/me/family: the account's family members. */
  family: ['me', 'family'] as const,
  /** GET /api/me/notifications: phone, quiet hours, devices. */
  notifications: ['me', 'notifications'] as const,
  /** GET /api/support/requests: the person's support requests and their plan's promise. */
  supportRequests: ['me', 'support-requests'] as const,
  /** GET /api/support/queue: the operators' open requests. */
  supportQueue: ['support', 'queue'] as const,
  /** GET /api/teams/{teamId}. */
  team: (teamId: string) => ['teams', teamId] as const,
  /** GET /api/people/search?q=...: the user-search picker's results. */
  userSearch: (q: string) => ['people', 'search', q.trim().toLowerCase()] as const,
  /** GET /api/leagues/{id}/team-grant: an invited manager's right to create a team. */
  teamGrant: (id: string) => ['me', 'team-grant', id] as const,
  /** GET /api/teams/{teamId}/invitations: the team's pending player invitations (admin, manager). */
  teamInvitations: (teamId: string) => ['teams', teamId, 'invitations'] as const,
  /** GET /api/teams/{teamId}/season-invitations: the team's players invited to its new seasons by Autopilot. */
  teamSeasonInvitations: (teamId: string) => ['teams', teamId, 'season-invitations'] as const,
  /** GET /api/teams/{teamId}/announcements. */
  teamAnnouncements: (teamId: string) => ['teams', teamId, 'announcements'] as const,
  myTeamMail: (teamId: string) => ['teams', teamId, 'mail-preferences'] as const,
  mailChoice: (token: string) => ['mail-preferences', token] as const,
  /** Game day: a team's answers per game (under ['teams'], so game changes refresh it), the caller's, a link's, a live game. */
  teamAvailability: (teamId: string) => ['teams', teamId, 'availability'] as const,
  myAvailability: ['me', 'availability'] as const,
  availabilityLink: (token: string) => ['availability-link', token] as const,
  liveGame: (leagueId: string, gameId: string) => ['live-game', leagueId, gameId] as const,
  /** GET /api/teams/{teamId}/settings (manager and league admin). */
  teamSettings: (teamId: string) => ['teams', teamId, 'settings'] as const,
  /** GET /api/invitations/{token} (public: the token is the secret). */
  invitation: (token: string) => ['invitation', token] as const,
  /** GET /api/public/leagues, page by page. */
  /** GET /api/subscription/plans (public). */
  plans: ['plans'] as const,
  /** Everything below depends on the user's plan. */
  subscriptionAll: ['subscription'] as const,
  /** GET /api/subscription/current. */
  subscription: ['subscription', 'current'] as const,
  /** GET /api/subscription/usage. */
  usage: ['subscription', 'usage'] as const,
  /** GET /api/subscription/invoices. */
  invoices: ['subscription', 'invoices'] as const,
  /** GET /api/billing/details: who the invoices are made out to. */
  billingDetails: ['billing', 'details'] as const,
  /** The prorated price of switching to `choice` (<plan>-<cycle>), read fresh each time. */
  planChangePreview: (choice: string | null) => ['billing', 'change-preview', choice] as const,
  /** POST /api/subscription/check-limit, per limit and league. */
  limits: ['subscription', 'limit'] as const,
  /** The /status page's live check of the API. */
  limit: (key: LimitKey, leagueId?: string) => ['subscription', 'limit', key, leagueId ?? null] as const,
};

/** Every list and figure a team's arrival, change or departure moves: the user's leagues and teams, activity, usage and limits. */
const teamListings: QueryKey[] = [
  queryKeys.adminLeagues,
  queryKeys.myLeagues,
  queryKeys.myTeams,
  queryKeys.myActivity,
  queryKeys.usage,
  queryKeys.limits,
];

/** What each write makes stale. One place, so a new screen reading one of these lists stays current. */
export const staleAfter = {
  /** Created, updated or deleted a league: lists, counts, usage and (league_admin) roles. */
  league: (id?: string): QueryKey[] => [
    queryKeys.myLeagues,
    queryKeys.adminLeagues,
    queryKeys.myActivity,
    queryKeys.usage,
    queryKeys.limits,
    queryKeys.me,
    ...(id ? [queryKeys.league(id)] : []),
  ],
  /** Created a team in a league: its list, the user's entries and teams, counts, usage, roles (team_manager). */
  team: (leagueId: string): QueryKey[] => [
    queryKeys.leagueTeams(leagueId),
    queryKeys.leagueInvitations(leagueId),
    ...teamListings,
    queryKeys.me,
  ],
  /** Created, changed, ordered or retired a level: the league's levels and the level limit's figures. */
  level: (leagueId: string): QueryKey[] => [queryKeys.leagueLevels(leagueId), queryKeys.usage, queryKeys.limits],
  /** Changed a level's divisions: its levels and every season's standings (one table per division). */
  divisions: (leagueId: string): QueryKey[] => [queryKeys.leagueLevels(leagueId), ['leagues', 'detail', leagueId, 'games', 'standings']],
  /** Created, changed, (de)activated or deleted a season: the league's seasons (and their invitations) and the season limit's figures. */
  season: (leagueId: string): QueryKey[] => [queryKeys.leagueSeasons(leagueId), queryKeys.leagueInvitations(leagueId), queryKeys.usage, queryKeys.limits],
  /** Changed an automation, a draft (set its day, confirmed) or undid an act: the Autopilot page and the seasons it drafts. */
  autopilot: (leagueId: string): QueryKey[] => [queryKeys.leagueAutopilot(leagueId), queryKeys.leagueSeasons(leagueId), queryKeys.usage, queryKeys.limits],
  /** Sent, resent, re-linked or withdrew an invitation: the lists showing it pending (teams table, roster, seasons). */
  invitations: (leagueId: string, teamId: string | null): QueryKey[] => [
    queryKeys.leagueInvitations(leagueId),
    ['leagues', 'detail', leagueId, 'seasons'],
    ...(teamId ? [queryKeys.teamInvitations(teamId), queryKeys.teamSeasonInvitations(teamId)] : []),
  ],
  /** Accepted an invitation: the team and everything listing the user's teams and roles. */
  invitation: (token: string, teamId?: string): QueryKey[] => [
    queryKeys.invitation(token),
    ...(teamId ? [queryKeys.team(teamId)] : []),
    queryKeys.myLeagues,
    queryKeys.myTeams,
    queryKeys.myActivity,
    queryKeys.me,
  ],
  /** Edited, deleted or re-managed a team: the team, the league's list and every list naming it or its level. */
  teamChanged: (leagueId: string, teamId: string): QueryKey[] => [
    queryKeys.team(teamId),
    queryKeys.leagueTeams(leagueId),
    queryKeys.leagueInvitations(leagueId),
    queryKeys.leagueLevels(leagueId),
    ...teamListings,
    ['people'],
  ],
  /** Added a player to a team (the answer replaces the cached team): player counts and the lists naming it. */
  player: (leagueId: string): QueryKey[] => [
    queryKeys.leagueTeams(leagueId),
    queryKeys.myTeams,
    queryKeys.myLeagues,
    queryKeys.myActivity,
    queryKeys.usage,
    queryKeys.limits,
  ],
  /** Created, edited, scored or generated games: the league's games and figures, the seasons' games counts, team pages. */
  games: (leagueId: string): QueryKey[] => [['leagues', 'detail', leagueId, 'games'], queryKeys.leagueSeasons(leagueId), ['teams']],
  /** Added or removed a custom domain: the list, and the primary domain shown on league cards. */
  domain: (leagueId: string): QueryKey[] => [queryKeys.leagueDomains(leagueId), queryKeys.league(leagueId), queryKeys.adminLeagues],
  /** The assistant ran a confirmed change (a game moved, a message sent, registration opened ...) in a league the page
   *  may show: everything of the leagues and teams, and the assistant's own lists. */
  assistantChange: (): QueryKey[] => [['leagues'], ['teams'], ['me']],
  /** Applied a promotion: the subscription, its usage and limits. */
  subscription: (): QueryKey[] => [queryKeys.subscriptionAll],
  /** Changed plan (the answer is the new current subscription, taken as is): what the plan's limits decide. */
  plan: (): QueryKey[] => [queryKeys.usage, queryKeys.limits],
};
