// Handing a league over to another member of it, who must accept. The offer is only a record; the move
// happens at acceptance, under the receiver's plan, in one transaction (data/transfers.ts).
import { limitOf } from '../../shared/plan-catalogue';
import { FEATURE_GATE_HINT, FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import { MSG } from '../../shared/messages';
import { limitReachedMessage, UPGRADE_REQUIRED } from '../../shared/subscription-schema';
import { TRANSFER_MESSAGES } from '../../shared/league-transfer-schema';
import type { League } from '../../shared/league-schema';
import { getLeague } from '../data/leagues';
import { listLeagueDomains } from '../data/domains';
import { listPendingInvitations } from '../data/invitations';
import { getLeaguesByIds, listLeagueTeams, listPlayerEntriesOf, type TeamRecord } from '../data/teams';
import { acceptTransfer, deleteTransfer, getTransfer, listTransfersTo, putTransfer, type LeagueTransfer } from '../data/transfers';
import { getProfiles, getUserProfile, userIdByEmail } from '../data/users';
import { badRequest, conflict, notFound } from '../lib/errors';
import { currentPlanOf, requirePlanFeature } from '../access/plan';
import { requireOwnLeague } from '../access/league';
import { isLeagueAdmin, teamsManagedBy } from '../access/roles';

async function isMember(userId: string, leagueId: string): Promise<boolean> {
  const [teams, playing] = await Promise.all([listLeagueTeams(leagueId), listPlayerEntriesOf(userId)]);
  return teamsManagedBy(userId, teams).length > 0 || playing.some((p) => p.league_id === leagueId);
}

async function describe(t: LeagueTransfer, league: Pick<League, 'id' | 'name'>) {
  const to = (await getProfiles([t.to_id])).get(t.to_id);
  return {
    league_id: league.id, league_name: league.name, created_at: t.created_at,
    to: { id: t.to_id, email: to?.email ?? '', first_name: to?.first_name ?? '', last_name: to?.last_name ?? '' },
  };
}

/**
 * The teams the admin runs only until their invited manager accepts (placeTeam in teams/service.ts): they are the
 * league owner's to hold, so they pass with the league at a hand-over.
 */
function heldFor(teams: TeamRecord[], adminId: string, pending: Awaited<ReturnType<typeof listPendingInvitations>>): TeamRecord[] {
  const invited = new Set(pending.filter((i) => i.kind === 'team_manager' && i.team_id).map((i) => i.team_id));
  return teamsManagedBy(adminId, teams).filter((t) => invited.has(t.id));
}

/**
 * The team roles the admin holds in their league as themselves (manager of a team, player on a roster). A
 * hand-over moves the league, not these: the dialog lists them so the admin knows what they keep and can give
 * each up. A team held for an invited manager is not one of them: it passes with the league.
 */
async function teamRolesIn(userId: string, leagueId: string) {
  const [teams, playing, pending] = await Promise.all([listLeagueTeams(leagueId), listPlayerEntriesOf(userId), listPendingInvitations(leagueId)]);
  const held = new Set(heldFor(teams, userId, pending).map((t) => t.id));
  const managed = teamsManagedBy(userId, teams).filter((t) => !held.has(t.id)).map((t) => ({ team_id: t.id, team_name: t.name, role: 'manager' as const }));
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const played = playing.filter((p) => p.league_id === leagueId && names.has(p.team_id))
    .map((p) => ({ team_id: p.team_id, team_name: names.get(p.team_id) ?? p.team_name, role: 'player' as const }));
  return [...managed, ...played].sort((a, b) => a.team_name.localeCompare(b.team_name) || a.role.localeCompare(b.role));
}

/** The admin's view of their league's pending hand-over, and the team roles they would keep. */
export async function pendingTransferOf(userId: string, leagueId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  const [t, kept] = await Promise.all([getTransfer(leagueId), teamRolesIn(userId, leagueId)]);
  return { transfer: t && t.from_id === userId ? await describe(t, league) : null, kept_roles: kept };
}

/** The admin offers the league to a member of it (a team manager or player there), found by e-mail. */
export async function offerTransfer(userId: string, leagueId: string, email: string) {
  const league = await requireOwnLeague(userId, leagueId);
  const toId = await userIdByEmail(email);
  if (toId === userId) throw badRequest(`email: ${TRANSFER_MESSAGES.toSelf}`, 'email');
  if (!toId || !(await isMember(toId, leagueId))) throw badRequest(`email: ${TRANSFER_MESSAGES.notMember}`, 'email');
  const t: LeagueTransfer = { league_id: leagueId, from_id: userId, to_id: toId, created_at: new Date().toISOString() };
  if (!(await putTransfer(t))) throw notFound(MSG.league.notFound);
  return { transfer: await describe(t, league), kept_roles: await teamRolesIn(userId, leagueId) };
}

/**
 * Withdrawn by the admin, or declined by the receiver. Anyone else, or a league with no hand-over, gets the
 * answer a missing league gets; the admin withdrawing nothing is done already.
 */
export async function cancelTransfer(userId: string, leagueId: string): Promise<void> {
  const t = await getTransfer(leagueId);
  if (t && (t.from_id === userId || t.to_id === userId)) {
    await deleteTransfer(t);
    return;
  }
  await requireOwnLeague(userId, leagueId);
}

/** Hand-overs waiting for the caller's answer, with the leagues' names. */
export async function incomingTransfers(userId: string) {
  const transfers = await listTransfersTo(userId);
  const leagues = await getLeaguesByIds(transfers.map((t) => t.league_id));
  return transfers.flatMap((t) => {
    const l = leagues.get(t.league_id);
    return l && isLeagueAdmin(t.from_id, l) ? [{ league_id: l.id, league_name: l.name, created_at: t.created_at }] : [];
  });
}

/** What the league uses that the receiver's plan must include (custom URL, custom domains). */
async function assertFeaturesFit(league: League, plan: Awaited<ReturnType<typeof currentPlanOf>>) {
  if (league.custom_slug) requirePlanFeature(plan, 'custom_slug', `${FEATURE_GATE_MESSAGES.custom_slug} ${FEATURE_GATE_HINT}`);
  const hasDomains = league.custom_domain || (await listLeagueDomains(league.id)).length > 0;
  if (hasDomains) requirePlanFeature(plan, 'custom_domain', `${FEATURE_GATE_MESSAGES.custom_domain} ${FEATURE_GATE_HINT}`);
}

/** The receiver accepts: the league becomes theirs if their plan allows it, else the spec's upgrade message. */
export async function acceptLeagueTransfer(userId: string, leagueId: string): Promise<League> {
  const [t, league] = await Promise.all([getTransfer(leagueId), getLeague(leagueId)]);
  if (!t || t.to_id !== userId || !league || !isLeagueAdmin(t.from_id, league)) throw notFound(MSG.league.notFound);
  const plan = await currentPlanOf(userId);
  await assertFeaturesFit(league, plan);
  const now = new Date().toISOString();
  const receiver = await getUserProfile(userId);
  let failure: Awaited<ReturnType<typeof acceptTransfer>> = 'held';
  // 'held': a held team changed while the hand-over was written (its manager accepted): read them again.
  for (let attempt = 0; failure === 'held' && attempt < 3; attempt++) {
    const [teams, pending] = await Promise.all([listLeagueTeams(leagueId), listPendingInvitations(leagueId)]);
    failure = await acceptTransfer(t, limitOf(plan, 'max_leagues'), limitOf(plan, 'max_teams'), now, heldFor(teams, t.from_id, pending), receiver ?? undefined);
  }
  if (failure === 'held') throw conflict(MSG.busy);
  if (failure === 'gone') throw notFound(MSG.league.notFound);
  if (failure === 'limit') throw conflict(`${UPGRADE_REQUIRED}: ${limitReachedMessage('max_leagues')}`, 'limit_reached');
  if (failure === 'teams') throw conflict(`${UPGRADE_REQUIRED}: ${limitReachedMessage('max_teams')}`, 'limit_reached');
  return { ...league, admin_id: userId, updated_at: now };
}
