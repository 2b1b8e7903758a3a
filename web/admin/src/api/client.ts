// The one typed client for our HTTP API: every route in shared/api-contract.ts, a bearer access token, JSON both ways.
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteName } from '../../../../shared/api-contract';
import { ROUTE_TABLE } from './route-table';
import type { LimitKey, PlanSlug } from '../../../../shared/plan-catalogue';
import { MSG } from '../../../../shared/messages';
import { ERROR_CODES, type ErrorCode } from '../../../../shared/error-code-list';
import type { ErrorResponse } from '../../../../shared/error-codes';

/** The signed-in person's access token ('' signed out); also the assistant's own fetch (components/assistant). */
export async function accessToken(): Promise<string> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString() ?? '';
  } catch {
    return '';
  }
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** A non-ok answer: the server's sentence for people, and the status and `code` that callers branch on. */
export class ApiError extends Error {
  constructor(message: string, readonly status: number, readonly code: ErrorCode = 'internal', readonly field?: string) {
    super(message);
  }
}

/** True when `err` is an API answer with one of these codes. */
export const hasErrorCode = (err: unknown, ...codes: ErrorCode[]): err is ApiError =>
  err instanceof ApiError && codes.includes(err.code);

/** Reads `{ error, code, field }` from an error body; API Gateway's own answers (`{ message }`) map by status. */
export function toApiError(status: number, data: unknown): ApiError {
  if (isErrorResponse(data)) return new ApiError(data.error, status, data.code, data.field);
  const byStatus: Record<number, ErrorCode> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found', 413: 'payload_too_large', 503: 'unavailable' };
  return new ApiError(MSG.league.apiFailed, status, byStatus[status] ?? 'internal');
}

/**
 * The shape of errorResponseSchema, checked by hand: the schema would bring zod into the app's first load, and the
 * client never validates input, it only reads the server's answer.
 */
function isErrorResponse(data: unknown): data is ErrorResponse {
  if (typeof data !== 'object' || data === null) return false;
  const { error, code, field } = data as Record<string, unknown>;
  return typeof error === 'string' && error !== '' && ERROR_CODES.includes(code as ErrorCode) && (field === undefined || typeof field === 'string');
}

interface CallInput<N extends RouteName> { params?: ParamsOf<N>; query?: QueryOf<N>; body?: BodyOf<N> }

/** Calls one route of the contract; the answer's type is the route's response schema's. */
async function call<N extends RouteName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
  const route = ROUTE_TABLE[name];
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (route.auth) headers.Authorization = `Bearer ${await accessToken()}`;
  const query = new URLSearchParams(
    Object.entries((input.query ?? {}) as Record<string, unknown>)
      .filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const res = await fetch(`${fillPath(route.path, (input.params ?? {}) as Record<string, string>)}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  // A session the API no longer accepts (signed out everywhere, account deleted): this browser signs out too, at
  // its next call, and the auth context sends the person to sign in.
  if (res.status === 401 && route.auth) void signOut().catch(() => undefined);
  if (!res.ok) throw toApiError(res.status, data);
  return data as ResponseOf<N>;
}

/**
 * A route answering a document (an invoice's PDF) rather than JSON: its bytes as a Blob the browser can save; a
 * refusal is read as any other answer's error.
 */
async function callFile<N extends RouteName>(name: N, input: CallInput<N> = {}): Promise<Blob> {
  const route = ROUTE_TABLE[name];
  const headers: Record<string, string> = route.auth ? { Authorization: `Bearer ${await accessToken()}` } : {};
  const res = await fetch(fillPath(route.path, (input.params ?? {}) as Record<string, string>), { method: route.method, headers });
  if (res.ok) return res.blob();
  const data: unknown = await res.json().catch(() => undefined);
  if (res.status === 401 && route.auth) void signOut().catch(() => undefined);
  throw toApiError(res.status, data);
}

export const api = {
  me: () => call('me'),
  myLeagues: () => call('myLeagues'),
  myTeams: () => call('myTeams'),
  myActivity: () => call('myActivity'),
  listFamily: () => call('listFamily'),
  addFamilyMember: (body: BodyOf<'addFamilyMember'>) => call('addFamilyMember', { body }),
  updateFamilyMember: (memberId: string, body: BodyOf<'updateFamilyMember'>) => call('updateFamilyMember', { params: { memberId }, body }),
  deleteFamilyMember: (memberId: string) => call('deleteFamilyMember', { params: { memberId } }),
  listTeams: (id: string) => call('listTeams', { params: { id } }),
  createTeam: (id: string, body: BodyOf<'createTeam'>) => call('createTeam', { params: { id }, body }),
  getTeam: (teamId: string) => call('getTeam', { params: { teamId } }),
  addPlayer: (teamId: string, body: BodyOf<'addPlayer'>) => call('addPlayer', { params: { teamId }, body }),
  updateTeam: (teamId: string, body: BodyOf<'updateTeam'>) => call('updateTeam', { params: { teamId }, body }),
  deleteTeam: (teamId: string) => call('deleteTeam', { params: { teamId } }),
  changeTeamManager: (teamId: string, body: BodyOf<'changeTeamManager'>) => call('changeTeamManager', { params: { teamId }, body }),
  searchUsers: (q: string) => call('searchUsers', { query: { q } }),
  inviteManager: (id: string, body: BodyOf<'inviteManager'>) => call('inviteManager', { params: { id }, body }),
  invitePlayer: (teamId: string, body: BodyOf<'invitePlayer'>) => call('invitePlayer', { params: { teamId }, body }),
  listLeagueInvitations: (id: string) => call('listLeagueInvitations', { params: { id } }),
  listTeamInvitations: (teamId: string) => call('listTeamInvitations', { params: { teamId } }),
  teamSeasonInvitations: (teamId: string) => call('teamSeasonInvitations', { params: { teamId } }),
  resendInvitation: (id: string, invitationId: string) => call('resendInvitation', { params: { id, invitationId } }),
  invitationLink: (id: string, invitationId: string) => call('invitationLink', { params: { id, invitationId } }),
  withdrawInvitation: (id: string, invitationId: string) => call('withdrawInvitation', { params: { id, invitationId } }),
  teamGrant: (id: string) => call('teamGrant', { params: { id } }),
  createInvitedTeam: (id: string, body: BodyOf<'createInvitedTeam'>) => call('createInvitedTeam', { params: { id }, body }),
  updatePlayer: (teamId: string, userId: string, body: BodyOf<'updatePlayer'>) => call('updatePlayer', { params: { teamId, userId }, body }),
  removePlayer: (teamId: string, userId: string) => call('removePlayer', { params: { teamId, userId } }),
  listTeamAnnouncements: (teamId: string) => call('listTeamAnnouncements', { params: { teamId } }),
  createTeamAnnouncement: (teamId: string, body: BodyOf<'createTeamAnnouncement'>) => call('createTeamAnnouncement', { params: { teamId }, body }),
  updateTeamAnnouncement: (teamId: string, announcementId: string, body: BodyOf<'updateTeamAnnouncement'>) =>
    call('updateTeamAnnouncement', { params: { teamId, announcementId }, body }),
  deleteTeamAnnouncement: (teamId: string, announcementId: string) => call('deleteTeamAnnouncement', { params: { teamId, announcementId } }),
  getTeamSettings: (teamId: string) => call('getTeamSettings', { params: { teamId } }),
  getMyTeamMail: (teamId: string) => call('getMyTeamMail', { params: { teamId } }),
  setMyTeamMail: (teamId: string, body: BodyOf<'setMyTeamMail'>) => call('setMyTeamMail', { params: { teamId }, body }),
  getMailChoiceByToken: (token: string) => call('getMailChoiceByToken', { params: { token } }),
  setMailChoiceByToken: (token: string, body: BodyOf<'setMailChoiceByToken'>) => call('setMailChoiceByToken', { params: { token }, body }),
  updateTeamSettings: (teamId: string, body: BodyOf<'updateTeamSettings'>) => call('updateTeamSettings', { params: { teamId }, body }),
  listLevels: (id: string) => call('listLevels', { params: { id } }),
  createLevel: (id: string, body: BodyOf<'createLevel'>) => call('createLevel', { params: { id }, body }),
  updateLevel: (id: string, levelId: string, body: BodyOf<'updateLevel'>) => call('updateLevel', { params: { id, levelId }, body }),
  deleteLevel: (id: string, levelId: string) => call('deleteLevel', { params: { id, levelId } }),
  reorderLevels: (id: string, level_ids: string[]) => call('reorderLevels', { params: { id }, body: { level_ids } }),
  createDivision: (id: string, levelId: string, body: BodyOf<'createDivision'>) => call('createDivision', { params: { id, levelId }, body }),
  updateDivision: (id: string, levelId: string, divisionId: string, body: BodyOf<'updateDivision'>) => call('updateDivision', { params: { id, levelId, divisionId }, body }),
  deleteDivision: (id: string, levelId: string, divisionId: string) => call('deleteDivision', { params: { id, levelId, divisionId } }),
  getBranding: (id: string) => call('getBranding', { params: { id } }),
  saveBrandingLayout: (id: string, body: BodyOf<'saveBrandingLayout'>) => call('saveBrandingLayout', { params: { id }, body }),
  saveBrandingColors: (id: string, body: BodyOf<'saveBrandingColors'>) => call('saveBrandingColors', { params: { id }, body }),
  saveBrandingNavigation: (id: string, body: BodyOf<'saveBrandingNavigation'>) => call('saveBrandingNavigation', { params: { id }, body }),
  saveBrandingHero: (id: string, body: BodyOf<'saveBrandingHero'>) => call('saveBrandingHero', { params: { id }, body }),
  saveBrandingSponsors: (id: string, body: BodyOf<'saveBrandingSponsors'>) => call('saveBrandingSponsors', { params: { id }, body }),
  saveBrandingSocial: (id: string, body: BodyOf<'saveBrandingSocial'>) => call('saveBrandingSocial', { params: { id }, body }),
  listNews: (id: string) => call('listNews', { params: { id } }),
  createNews: (id: string, body: BodyOf<'createNews'>) => call('createNews', { params: { id }, body }),
  updateNews: (id: string, newsId: string, body: BodyOf<'updateNews'>) => call('updateNews', { params: { id, newsId }, body }),
  deleteNews: (id: string, newsId: string) => call('deleteNews', { params: { id, newsId } }),
  createUploadTarget: (id: string, body: BodyOf<'createUploadTarget'>) => call('createUploadTarget', { params: { id }, body }),
  listPages: (id: string) => call('listPages', { params: { id } }),
  createPage: (id: string, body: BodyOf<'createPage'>) => call('createPage', { params: { id }, body }),
  updatePage: (id: string, pageId: string, body: BodyOf<'updatePage'>) => call('updatePage', { params: { id, pageId }, body }),
  deletePage: (id: string, pageId: string) => call('deletePage', { params: { id, pageId } }),
  listGames: (id: string, season_id?: string) => call('listGames', { params: { id }, query: { season_id } }),
  createGame: (id: string, body: BodyOf<'createGame'>) => call('createGame', { params: { id }, body }),
  gameSummary: (id: string) => call('gameSummary', { params: { id } }),
  seasonStandings: (id: string, seasonId: string) => call('seasonStandings', { params: { id, seasonId } }),
  listPlayoffs: (id: string, seasonId: string) => call('listPlayoffs', { params: { id, seasonId } }),
  createPlayoff: (id: string, seasonId: string, body: BodyOf<'createPlayoff'>) => call('createPlayoff', { params: { id, seasonId }, body }),
  deletePlayoff: (id: string, seasonId: string, stageId: string) => call('deletePlayoff', { params: { id, seasonId, stageId } }),
  importGames: (id: string, seasonId: string, body: BodyOf<'importGames'>) => call('importGames', { params: { id, seasonId }, body }),
  importTeams: (id: string, body: BodyOf<'importTeams'>) => call('importTeams', { params: { id }, body }),
  importPlayers: (id: string, body: BodyOf<'importPlayers'>) => call('importPlayers', { params: { id }, body }),
  exportCsv: (id: string, kind: ParamsOf<'exportCsv'>['kind'], seasonId?: string) => call('exportCsv', { params: { id, kind }, query: { season_id: seasonId } }),
  getGame: (id: string, gameId: string) => call('getGame', { params: { id, gameId } }),
  updateGame: (id: string, gameId: string, body: BodyOf<'updateGame'>) => call('updateGame', { params: { id, gameId }, body }),
  deleteGame: (id: string, gameId: string) => call('deleteGame', { params: { id, gameId } }),
  enterResult: (id: string, gameId: string, body: BodyOf<'enterResult'>) => call('enterResult', { params: { id, gameId }, body }),
  reportResult: (id: string, gameId: string, body: BodyOf<'reportResult'>) => call('reportResult', { params: { id, gameId }, body }),
  confirmResult: (id: string, gameId: string, body: BodyOf<'confirmResult'>) => call('confirmResult', { params: { id, gameId }, body }),
  putStatLines: (id: string, gameId: string, body: BodyOf<'putStatLines'>) => call('putStatLines', { params: { id, gameId }, body }),
  previewSchedule: (id: string, seasonId: string, body: BodyOf<'previewSchedule'>) => call('previewSchedule', { params: { id, seasonId }, body }),
  saveSchedule: (id: string, seasonId: string, body: BodyOf<'saveSchedule'>) => call('saveSchedule', { params: { id, seasonId }, body }),
  teamGames: (teamId: string) => call('teamGames', { params: { teamId } }),
  teamAvailability: (teamId: string) => call('teamAvailability', { params: { teamId } }),
  setAvailability: (teamId: string, gameId: string, body: BodyOf<'setAvailability'>) => call('setAvailability', { params: { teamId, gameId }, body }),
  nudgeAvailability: (teamId: string, gameId: string) => call('nudgeAvailability', { params: { teamId, gameId } }),
  myAvailability: () => call('myAvailability'),
  availabilityByLink: (token: string) => call('availabilityByLink', { params: { token } }),
  setAvailabilityByLink: (token: string, body: BodyOf<'setAvailabilityByLink'>) => call('setAvailabilityByLink', { params: { token }, body }),
  liveGame: (id: string, gameId: string) => call('liveGame', { params: { id, gameId } }),
  startGame: (id: string, gameId: string) => call('startGame', { params: { id, gameId } }),
  changeLiveScore: (id: string, gameId: string, body: BodyOf<'changeLiveScore'>) => call('changeLiveScore', { params: { id, gameId }, body }),
  changeLiveClock: (id: string, gameId: string, body: BodyOf<'changeLiveClock'>) => call('changeLiveClock', { params: { id, gameId }, body }),
  endGame: (id: string, gameId: string, body: BodyOf<'endGame'>) => call('endGame', { params: { id, gameId }, body }),
  setScorekeeper: (id: string, gameId: string, body: BodyOf<'setScorekeeper'>) => call('setScorekeeper', { params: { id, gameId }, body }),
  listSeasons: (id: string) => call('listSeasons', { params: { id } }),
  getLeagueAutopilot: (id: string) => call('getLeagueAutopilot', { params: { id } }),
  putLeagueAutopilot: (id: string, body: BodyOf<'putLeagueAutopilot'>) => call('putLeagueAutopilot', { params: { id }, body }),
  autopilotPlan: (id: string) => call('autopilotPlan', { params: { id } }),
  autopilotLog: (id: string) => call('autopilotLog', { params: { id } }),
  undoAutopilotAction: (id: string, entryId: string) => call('undoAutopilotAction', { params: { id, entryId } }),
  setSeasonDraftLiveOn: (id: string, seasonId: string, body: BodyOf<'setSeasonDraftLiveOn'>) => call('setSeasonDraftLiveOn', { params: { id, seasonId }, body }),
  confirmSeasonDraft: (id: string, seasonId: string) => call('confirmSeasonDraft', { params: { id, seasonId } }),
  getSeasonAutopilot: (id: string, seasonId: string) => call('getSeasonAutopilot', { params: { id, seasonId } }),
  putSeasonAutopilot: (id: string, seasonId: string, body: BodyOf<'putSeasonAutopilot'>) => call('putSeasonAutopilot', { params: { id, seasonId }, body }),
  createSeason: (id: string, body: BodyOf<'createSeason'>) => call('createSeason', { params: { id }, body }),
  updateSeason: (id: string, seasonId: string, body: BodyOf<'updateSeason'>) => call('updateSeason', { params: { id, seasonId }, body }),
  deleteSeason: (id: string, seasonId: string) => call('deleteSeason', { params: { id, seasonId } }),
  changeSeasonStatus: (id: string, seasonId: string, body: BodyOf<'changeSeasonStatus'>) => call('changeSeasonStatus', { params: { id, seasonId }, body }),
  listSeasonInvitations: (id: string, seasonId: string) => call('listSeasonInvitations', { params: { id, seasonId } }),
  getInvitation: (token: string) => call('getInvitation', { params: { token } }),
  acceptInvitation: (token: string) => call('acceptInvitation', { params: { token } }),
  listLeagues: (cursor?: string) => call('listLeagues', { query: { cursor } }),
  createLeague: (body: BodyOf<'createLeague'>) => call('createLeague', { body }),
  getLeague: (id: string) => call('getLeague', { params: { id } }),
  updateLeague: (id: string, body: BodyOf<'updateLeague'>) => call('updateLeague', { params: { id }, body }),
  deleteLeague: (id: string) => call('deleteLeague', { params: { id } }),
  listDomains: (id: string) => call('listDomains', { params: { id } }),
  addDomain: (id: string, domain: string) => call('addDomain', { params: { id }, body: { domain } }),
  removeDomain: (id: string, domainId: string) => call('removeDomain', { params: { id, domainId } }),
  leagueDirectory: (cursor?: string) => call('leagueDirectory', { query: { cursor } }),
  plans: () => call('plans'),
  currentSubscription: () => call('currentSubscription'),
  features: () => call('features'),
  usage: () => call('usage'),
  checkLimit: (feature_key: LimitKey, league_id?: string) => call('checkLimit', { body: { feature_key, league_id } }),
  trackUsage: (feature_key: LimitKey, league_id?: string) => call('trackUsage', { body: { feature_key, league_id } }),
  validatePromotion: (code: string) => call('validatePromotion', { body: { code } }),
  applyPromotion: (code: string) => call('applyPromotion', { body: { code } }),
  leagueTransfer: (id: string) => call('leagueTransfer', { params: { id } }),
  offerLeagueTransfer: (id: string, email: string) => call('offerLeagueTransfer', { params: { id }, body: { email } }),
  cancelLeagueTransfer: (id: string) => call('cancelLeagueTransfer', { params: { id } }),
  acceptLeagueTransfer: (id: string) => call('acceptLeagueTransfer', { params: { id } }),
  incomingLeagueTransfers: () => call('incomingLeagueTransfers'),
  updateProfile: (body: BodyOf<'updateProfile'>) => call('updateProfile', { body }),
  exportMyData: () => call('exportMyData'),
  requestEmailChange: (email: string) => call('requestEmailChange', { body: { email } }),
  confirmEmailChange: (code: string) => call('confirmEmailChange', { body: { code } }),
  deleteAccount: (confirm_email: string) => call('deleteAccount', { body: { confirm_email } }),
  signOutEverywhere: () => call('signOutEverywhere'),
  changePlan: (plan_slug: PlanSlug, billing_cycle: 'monthly' | 'yearly' = 'monthly') =>
    call('changePlan', { body: { plan_slug, billing_cycle } }),
  startCheckout: (plan_slug: 'awesome' | 'amazing', billing_cycle: 'monthly' | 'yearly') => call('startCheckout', { body: { plan_slug, billing_cycle } }),
  confirmCheckout: (sessionId: string) => call('confirmCheckout', { params: { sessionId } }),
  cancelSubscription: () => call('cancelSubscription'),
  resumeSubscription: () => call('resumeSubscription'),
  billingPortal: () => call('billingPortal'),
  listInvoices: () => call('listInvoices'),
  invoicePdf: (invoiceId: string) => callFile('invoicePdf', { params: { invoiceId } }),
  getBillingDetails: () => call('getBillingDetails'),
  putBillingDetails: (body: BodyOf<'putBillingDetails'>) => call('putBillingDetails', { body }),
  registrationSettings: (id: string, seasonId: string) => call('getRegistrationSettings', { params: { id, seasonId } }),
  putRegistrationSettings: (id: string, seasonId: string, body: BodyOf<'putRegistrationSettings'>) => call('putRegistrationSettings', { params: { id, seasonId }, body }),
  listRegistrations: (id: string, query: QueryOf<'listRegistrations'>) => call('listRegistrations', { params: { id }, query }),
  exportRegistrations: (id: string, query: QueryOf<'exportRegistrations'>) => call('exportRegistrations', { params: { id }, query }),
  markRegistrationPaid: (id: string, registrationId: string, body: BodyOf<'markRegistrationPaid'>) => call('markRegistrationPaid', { params: { id, registrationId }, body }),
  refundRegistration: (id: string, registrationId: string, body: BodyOf<'refundRegistration'>) => call('refundRegistration', { params: { id, registrationId }, body }),
  assignRegistration: (id: string, registrationId: string, team_id: string) => call('assignRegistration', { params: { id, registrationId }, body: { team_id } }),
  offerRegistrationPlace: (id: string, registrationId: string, hours: number) => call('offerRegistrationPlace', { params: { id, registrationId }, body: { hours } }),
  levelAssignment: (id: string, seasonId: string) => call('getLevelAssignment', { params: { id, seasonId } }),
  runLevelAssignment: (id: string, seasonId: string) => call('runLevelAssignment', { params: { id, seasonId } }),
  placeRegistrationInLevel: (id: string, registrationId: string, levelId: string) => call('placeRegistrationInLevel', { params: { id, registrationId }, body: { level_id: levelId } }),
  registrationForecast: (id: string, seasonId: string) => call('registrationForecast', { params: { id, seasonId } }),
  cancelRegistration: (registrationId: string) => call('cancelRegistration', { params: { registrationId } }),
  payoutAccount: (id: string) => call('getPayoutAccount', { params: { id } }),
  startPayoutOnboarding: (id: string) => call('startPayoutOnboarding', { params: { id } }),
  previewPlanChange: (body: BodyOf<'previewPlanChange'>) => call('previewPlanChange', { body }),
  changePaidPlan: (body: BodyOf<'changePaidPlan'>) => call('changePaidPlan', { body }),
  notificationSettings: () => call('notificationSettings'),
  addPhone: (phone: string) => call('addPhone', { body: { phone } }),
  confirmPhone: (code: string) => call('confirmPhone', { body: { code } }),
  removePhone: () => call('removePhone'),
  saveQuietHours: (body: BodyOf<'saveQuietHours'>) => call('saveQuietHours', { body }),
  addPushDevice: (body: BodyOf<'addPushDevice'>) => call('addPushDevice', { body }),
  removePushDevice: (deviceId: string) => call('removePushDevice', { params: { deviceId } }),
  openSupportRequest: (body: BodyOf<'openSupportRequest'>) => call('openSupportRequest', { body }),
  mySupportRequests: () => call('mySupportRequests'),
  supportQueue: () => call('supportQueue'),
  replySupportRequest: (requestId: string, body: string) => call('replySupportRequest', { params: { requestId }, body: { body } }),
  previewMessage: (id: string, body: BodyOf<'previewMessage'>) => call('previewMessage', { params: { id }, body }),
  sendMessage: (id: string, body: BodyOf<'sendMessage'>) => call('sendMessage', { params: { id }, body }),
  listMessages: (id: string) => call('listMessages', { params: { id } }),
  getMessage: (id: string, messageId: string) => call('getMessage', { params: { id, messageId } }),
  editMessage: (id: string, messageId: string, body: BodyOf<'editMessage'>) => call('editMessage', { params: { id, messageId }, body }),
  cancelMessage: (id: string, messageId: string) => call('cancelMessage', { params: { id, messageId } }),
  listTeamMessages: (teamId: string) => call('listTeamMessages', { params: { teamId } }),
  publicNavPages: (key: string) => call('publicNavPages', { params: { key } }),
  listSuppressions: (id: string) => call('listSuppressions', { params: { id } }),
  previewTeamMessage: (teamId: string) => call('previewTeamMessage', { params: { teamId } }),
  sendTeamMessage: (teamId: string, body: BodyOf<'sendTeamMessage'>) => call('sendTeamMessage', { params: { teamId }, body }),
  getMessagePreferences: () => call('getMessagePreferences'),
  setMessagePreferences: (body: BodyOf<'setMessagePreferences'>) => call('setMessagePreferences', { body }),
  getUnsubscribe: (token: string) => call('getUnsubscribe', { params: { token } }),
  unsubscribe: (token: string) => call('unsubscribe', { params: { token } }),
  previewRainout: (id: string, body: BodyOf<'previewRainout'>) => call('previewRainout', { params: { id }, body }),
  rainout: (id: string, body: BodyOf<'rainout'>) => call('rainout', { params: { id }, body }),
};
