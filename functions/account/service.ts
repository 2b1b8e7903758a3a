// The signed-in person's own account: name, sessions, data export, e-mail address and erasure. The
// profile item is the one source of the name; the pool's given_name/family_name follow it.
import { eraseBilling, exportBilling } from '../billing/account-data';
import { deleteSupportRequestsOf } from '../data/support';
import type { AccountExport, MeResponse } from '../../shared/api-contract';
import { ACCOUNT_MESSAGES } from '../../shared/account-schema';
import {
  deleteUserItems, handTeamToAdmin, leaveRoster, revokeSessions, setProfileName, userPartition,
} from '../data/account';
import { listLeagueDomains as listDomains } from '../data/domains';
import {
  activityModel, appliedPromotionModel, assistantUsageModel, conversationModel, proposalModel, promotionUsedModel, subscriptionModel, trialMarkerModel, userRoleModel,
  userUsageModel, type Item,
} from '../data/keys';
import { deleteLeagueTree, listAllLeaguesByAdmin, markLeagueDeleting } from '../data/leagues';
import { getLeaguesByIds, listLeagueTeams, listPlayerEntriesOf, listTeamPlayers, listTeamsManagedBy } from '../data/teams';
import { deleteTransfersTo } from '../data/transfers';
import { deleteInvitationsTo, listInvitationsTo } from '../data/invitations';
import { deletePersonEntriesOf, renamePersonEntries } from '../data/team-admin';
import { getUserProfile, moveEmail, userIdByEmail } from '../data/users';
import { badRequest, conflict, HttpError, unauthorized } from '../lib/errors';
import { managesTeam } from '../access/roles';
import {
  cognitoErrorName, confirmEmailChange, deletePoolUser, globalSignOut, setNameAttributes, startEmailChange,
} from '../lib/cognito';
import { incomingTransfers } from '../leagues/transfer-service';
import { describeMe } from '../me/service';

async function requireProfile(userId: string) {
  const profile = await getUserProfile(userId);
  if (!profile) throw unauthorized(ACCOUNT_MESSAGES.sessionRevoked);
  return profile;
}

/** The profile first (what every page reads), then the pool's attributes so the two stay in step. */
export async function changeName(userId: string, token: string, claims: Record<string, unknown>, first: string, last: string): Promise<MeResponse> {
  const saved = await setProfileName(userId, first, last);
  if (!saved) throw unauthorized(ACCOUNT_MESSAGES.sessionRevoked);
  // The user-search picker finds them by their new name.
  await renamePersonEntries({ id: userId, first_name: first, last_name: last });
  await setNameAttributes(token, first, last);
  return describeMe(userId, claims);
}

/**
 * Every session ends: the refresh tokens are revoked in the pool (no device can renew), and every access token
 * issued up to this second is refused by the API from now on (they would otherwise work until they expire).
 */
export async function signOutEverywhere(userId: string, token: string): Promise<void> {
  await revokeSessions(userId, Math.floor(Date.now() / 1000));
  await globalSignOut(token);
}


const ofEntity = (items: Item[], entity: string) => items.filter((i) => i.entity === entity);

/** Everything the product holds about the person; of anyone else, only counts (see accountExportSchema). */
export async function exportData(userId: string): Promise<AccountExport> {
  const profile = await requireProfile(userId);
  const [items, owned, managed, playing, offered, invitations, billing] = await Promise.all([
    userPartition(userId), listAllLeaguesByAdmin(userId), listTeamsManagedBy(userId), listPlayerEntriesOf(userId), incomingTransfers(userId),
    listInvitationsTo(profile.email), exportBilling(userId),
  ]);
  const leaguesOwned = await Promise.all(owned.map(async (league) => {
    const [domains, teams] = await Promise.all([listDomains(league.id), listLeagueTeams(league.id)]);
    return {
      league,
      domains: domains.map(({ provisioning: _p, ...d }) => d),
      teams: teams.map((t) => ({ id: t.id, name: t.name, player_count: t.player_count ?? 0, created_at: t.created_at, managed_by_you: managesTeam(userId, t) })),
    };
  }));
  const others = await getLeaguesByIds([...managed.map((t) => t.league_id), ...playing.map((p) => p.league_id)]);
  const leagueName = (id: string) => String(others.get(id)?.name ?? '');
  const subscription = ofEntity(items, subscriptionModel.entity)[0];
  const applied = ofEntity(items, appliedPromotionModel.entity)[0];
  return {
    exported_at: new Date().toISOString(),
    profile: { id: profile.id, email: profile.email, first_name: profile.first_name, last_name: profile.last_name, created_at: profile.created_at },
    roles: ofEntity(items, userRoleModel.entity).map(userRoleModel.fromItem).map((r) => ({ role: r.role, is_active: r.is_active, created_at: r.created_at })),
    usage: Object.fromEntries(Object.entries(ofEntity(items, userUsageModel.entity).map(userUsageModel.fromItem)[0] ?? {}).filter(([, v]) => typeof v === 'number')),
    subscription: subscription ? (({ user_id: _u, ...s }) => s)(subscriptionModel.fromItem(subscription)) : null,
    billing,
    trials: ofEntity(items, trialMarkerModel.entity).map((i) => ({ plan_slug: String(i.plan_slug ?? ''), started_at: String(i.started_at) })),
    promotions_used: ofEntity(items, promotionUsedModel.entity).map(promotionUsedModel.fromItem),
    applied_promotion: applied
      ? (({ code, name, discount_type, discount_value, plan_slug }) => ({ code, name, discount_type, discount_value, plan_slug }))(appliedPromotionModel.fromItem(applied))
      : null,
    activity: ofEntity(items, activityModel.entity).map(activityModel.fromItem).reverse(),
    leagues_owned: leaguesOwned,
    teams_managed: managed.filter((t) => others.has(t.league_id) && !owned.some((l) => l.id === t.league_id)).map((t) => ({
      id: t.id, name: t.name, league_id: t.league_id, league_name: leagueName(t.league_id), player_count: t.player_count ?? 0, created_at: t.created_at,
    })),
    teams_played_on: playing.filter((p) => others.has(p.league_id)).map((p) => ({
      team_id: p.team_id, team_name: p.team_name, league_id: p.league_id, league_name: leagueName(p.league_id),
      position: p.position, jersey_number: p.jersey_number, joined_at: p.joined_at,
    })),
    leagues_offered_to_you: offered,
    invitations_to_you: invitations.map((i) => ({
      kind: i.kind, status: i.status, league_id: i.league_id, team_id: i.team_id, created_at: i.created_at, expires_at: i.expires_at,
    })),
    assistant: assistantExport(items),
  };
}

/** The person's assistant conversations, proposals and token meter (all in their own partition). */
function assistantExport(items: Item[]): AccountExport['assistant'] {
  return {
    conversations: ofEntity(items, conversationModel.entity).map(conversationModel.fromItem).map((c) => ({
      id: c.id, title: c.title, created_at: c.created_at, updated_at: c.updated_at, expires_at: c.expires_at,
      turns: c.turns.map((t) => ({ role: t.role, text: t.text, created_at: t.created_at })),
    })),
    proposals: ofEntity(items, proposalModel.entity).map(proposalModel.fromItem).map((p) => ({
      id: p.id, tool: p.tool, summary: p.summary, changes: p.changes, status: p.status, created_at: p.created_at,
    })),
    tokens_by_month: Object.fromEntries(ofEntity(items, assistantUsageModel.entity).map((i) => [String(i.sk).slice('ASSISTUSE#'.length), Number(i.tokens ?? 0)])),
  };
}

/** A league has other members when a team in it is managed by someone else or anyone else is on a roster. */
async function hasOtherMembers(userId: string, leagueId: string): Promise<boolean> {
  const teams = await listLeagueTeams(leagueId);
  if (teams.some((t) => !managesTeam(userId, t))) return true;
  for (const t of teams) if ((await listTeamPlayers(leagueId, t.id)).some((p) => p.user_id !== userId)) return true;
  return false;
}

/**
 * GDPR erasure. Refused while the person owns a league others belong to (they are named: hand over or delete
 * them first). Otherwise, in this order, so a failure half-way can be finished by asking again: the leagues they
 * own with their content, their roster entries elsewhere, the teams they manage elsewhere (to that league's
 * admin), hand-overs offered to them, invitations sent to their address, every item of theirs and their markers, the profile last; then the pool entry.
 */
export async function deleteAccount(userId: string, token: string, confirmEmail: string): Promise<void> {
  const profile = await requireProfile(userId);
  if (confirmEmail.trim().toLowerCase() !== profile.email.trim().toLowerCase()) {
    throw badRequest(`confirm_email: ${ACCOUNT_MESSAGES.deleteEmailMismatch}`, 'confirm_email');
  }
  const owned = await listAllLeaguesByAdmin(userId);
  const shared = [];
  for (const l of owned) if (await hasOtherMembers(userId, l.id)) shared.push(l.name);
  if (shared.length > 0) throw conflict(ACCOUNT_MESSAGES.ownsLeaguesWithMembers(shared));

  for (const l of owned) {
    const marked = await markLeagueDeleting(l.id, userId);
    if (marked) await deleteLeagueTree(marked.league, marked.token);
  }
  for (const p of await listPlayerEntriesOf(userId)) await leaveRoster(p);
  const managed = await listTeamsManagedBy(userId);
  const leagues = await getLeaguesByIds(managed.map((t) => t.league_id));
  const now = new Date().toISOString();
  for (const t of managed) {
    const league = leagues.get(t.league_id);
    if (league) await handTeamToAdmin(t, league.admin_id, now);
  }
  await deleteTransfersTo(userId);
  // The user-search picker no longer finds them in any league.
  await deletePersonEntriesOf(userId);
  await deleteInvitationsTo(profile.email);
  await eraseBilling(userId);
  await deleteSupportRequestsOf(userId);
  await deleteUserItems(userId, profile.email);
  await deletePoolUser(token);
}

/** Step one of an address change: the new address must be free; the pool sends it a code. */
export async function requestEmailChange(userId: string, token: string, email: string): Promise<string> {
  const profile = await requireProfile(userId);
  if (email.toLowerCase() === profile.email.toLowerCase()) throw badRequest(`email: ${ACCOUNT_MESSAGES.emailSame}`, 'email');
  if (await userIdByEmail(email)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  try {
    return await startEmailChange(token, email);
  } catch (err) {
    if (cognitoErrorName(err) === 'AliasExistsException') throw conflict(ACCOUNT_MESSAGES.emailTaken);
    throw err;
  }
}

/**
 * Step two: the pool checks the code and switches the address; then the profile's address and the invitation
 * marker move together in one transaction, so an invitation to the new address finds this person from then on.
 */
export async function confirmEmail(userId: string, token: string, claims: Record<string, unknown>, code: string): Promise<MeResponse> {
  const profile = await requireProfile(userId);
  let email: string;
  try {
    email = await confirmEmailChange(token, code);
  } catch (err) {
    const name = cognitoErrorName(err);
    if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') throw badRequest(`code: ${ACCOUNT_MESSAGES.emailCodeWrong}`, 'code');
    throw err;
  }
  if (!email || email.toLowerCase() === profile.email.toLowerCase()) throw badRequest(`code: ${ACCOUNT_MESSAGES.noPendingEmail}`, 'code');
  const moved = await moveEmail(userId, profile.email, email);
  if (!moved) throw new HttpError(409, 'conflict', ACCOUNT_MESSAGES.emailTaken);
  return describeMe(userId, claims);
}
