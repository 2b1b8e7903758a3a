// Every key of the single table is built here and nowhere else. Item collections follow ownership:
// a user's profile, roles and counters live under USER#<sub>; a league and what it owns under LEAGUE#<id>.
export const TABLE_INDEXES = {
  /** gsi1: who owns what (a user's leagues, newest first). */
  byOwner: { name: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk' },
  /** gsi2: sparse public directory of active leagues, newest first. */
  directory: { name: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk' },
} as const;

export const keys = {
  userProfile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  userRole: (userId: string, role: string) => ({ pk: `USER#${userId}`, sk: `ROLE#${role}` }),
  userRolesPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'ROLE#' }),
  /** Per-user counters that plan limits are enforced against (leagues owned). */
  userUsage: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USAGE' }),
  userSubscription: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),

  league: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: 'LEAGUE' }),
  leaguePartition: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}` }),
  leagueOwner: (adminId: string, createdAt: string, leagueId: string) => ({
    gsi1pk: `ADMIN#${adminId}`, gsi1sk: `LEAGUE#${createdAt}#${leagueId}`,
  }),
  leaguesOwnedBy: (adminId: string) => ({ gsi1pk: `ADMIN#${adminId}`, skPrefix: 'LEAGUE#' }),
  directoryEntry: (createdAt: string, leagueId: string) => ({ gsi2pk: 'DIRECTORY#active', gsi2sk: `${createdAt}#${leagueId}` }),
  leagueBranding: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: 'BRANDING' }),

  /** Uniqueness marker: a custom slug belongs to one league, compared case-insensitively. */
  slugMarker: (slug: string) => ({ pk: `SLUG#${slug.toLowerCase()}`, sk: 'SLUG' }),

  leagueDomain: (leagueId: string, domainId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: `DOMAIN#${domainId}` }),
  leagueDomainsPrefix: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}`, skPrefix: 'DOMAIN#' }),
  /** Uniqueness and Host-header lookup: a domain belongs to at most one league. */
  hostMarker: (domain: string) => ({ pk: `HOST#${domain.toLowerCase()}`, sk: 'HOST' }),
  /** Sparse entry on gsi2 while a domain waits for provisioning, so the provisioner's sweep is one Query. */
  pendingDomainEntry: (createdAt: string, domainId: string) => ({ gsi2pk: 'DOMAINS#pending', gsi2sk: `${createdAt}#${domainId}` }),

  /** A user found by e-mail (written at confirmation), for assigning managers and players. */
  emailMarker: (email: string) => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
  userActivity: (userId: string, at: string, id: string) => ({ pk: `USER#${userId}`, sk: `ACTIVITY#${at}#${id}` }),
  userActivityPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'ACTIVITY#' }),

  /** Teams live in their league's partition; a pointer item finds a team's league from its id. */
  team: (leagueId: string, teamId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: `TEAM#${teamId}` }),
  leagueTeamsPrefix: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}`, skPrefix: 'TEAM#' }),
  teamPointer: (teamId: string) => ({ pk: `TEAMREF#${teamId}`, sk: 'TEAMREF' }),
  teamManagedBy: (managerId: string, teamName: string, teamId: string) => ({ gsi1pk: `MANAGER#${managerId}`, gsi1sk: `TEAM#${teamName.toLowerCase()}#${teamId}` }),
  teamsManagedBy: (managerId: string) => ({ gsi1pk: `MANAGER#${managerId}`, skPrefix: 'TEAM#' }),
  player: (leagueId: string, teamId: string, userId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: `PLAYER#${teamId}#${userId}` }),
  teamPlayersPrefix: (leagueId: string, teamId: string) => ({ pk: `LEAGUE#${leagueId}`, skPrefix: `PLAYER#${teamId}#` }),
  playerOf: (userId: string, teamId: string) => ({ gsi1pk: `PLAYER#${userId}`, gsi1sk: `TEAM#${teamId}` }),
  playingFor: (userId: string) => ({ gsi1pk: `PLAYER#${userId}`, skPrefix: 'TEAM#' }),

  plan: (slug: string) => ({ pk: 'PLANS', sk: `PLAN#${slug}` }),
  plans: () => ({ pk: 'PLANS', skPrefix: 'PLAN#' }),
} as const;

export const promoKeys = {
  promotion: (code: string) => ({ pk: `PROMO#${code.toUpperCase()}`, sk: 'PROMO' }),
  /** One per user and code: the marker that makes a code once-per-user. */
  redemption: (code: string, userId: string) => ({ pk: `PROMO#${code.toUpperCase()}`, sk: `REDEEMED#${userId}` }),
  /** The promotion a user has applied, read by the pricing and subscription pages. */
  appliedByUser: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROMOTION' }),
  /** A user gets one trial per paid plan. */
  trialMarker: (userId: string, planSlug: string) => ({ pk: `USER#${userId}`, sk: `TRIAL#${planSlug}` }),
  /** Per-league counters (teams, levels, seasons) live in the league's partition. */
  leagueCounters: (leagueId: string) => ({ pk: `LEAGUE#${leagueId}`, sk: 'COUNTERS' }),
} as const;
