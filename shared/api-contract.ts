// The HTTP API contract: for every route its method and path (API Gateway route-key syntax), whether it needs a
// signed-in caller, and zod schemas for the path parameters, the query, the body and each response. The handler
// wrapper parses requests with these, the web clients are typed from them, the OpenAPI document is generated from
// them, and the CDK stack and the local gateway build their routes from them. No schema is written in a handler.
import * as z from 'zod';
import { NOTIFICATION_ROUTES } from './notification-routes';
import { SUPPORT_ROUTES } from './support-routes';
import { FAMILY_ROUTES } from './family-routes';
import { ASSISTANT_ROUTES } from './assistant-routes';
import { addDomainSchema, domainNameSchema } from './domain-schema';
import { signUpResponseSchema, signUpSchema } from './auth-schema';
import { leagueCreateSchema, leagueIdSchema, leagueUpdateSchema } from './league-schema';
import { addPlayerSchema, changeManagerSchema, createTeamSchema, invitedTeamSchema, inviteSchema, updateTeamSchema, userSearchQuerySchema } from './team-schema';
import { updatePlayerSchema } from './roster-schema';
import { announcementCreateSchema, announcementUpdateSchema, mailTokenSchema, teamMailChoiceSchema, teamSettingsInputSchema } from './team-page-schema';
import { invitationIdSchema, invitationTokenSchema } from './invitation-schema';
import { levelInputSchema, levelOrderSchema, levelUpdateSchema } from './level-schema';
import { divisionInputSchema } from './division-schema';
import { NEWS_SLUG, newsInputSchema, newsUpdateSchema } from './news-schema';
import { PAGE_SLUG, pageInputSchema, pageUpdateSchema } from './page-schema';
import { uploadRequestSchema } from './upload-schema';
import { brandingResponseSchema, colorsInputSchema, heroInputSchema, layoutInputSchema, navigationInputSchema } from './branding-schema';
import { socialLinksInputSchema, sponsorsInputSchema } from './footer-schema';
import { seasonCreateSchema, seasonStatusSchema, seasonUpdateSchema } from './season-schema';
import { gameInputSchema, gameListQuerySchema, gameUpdateSchema, resultConfirmSchema, resultEntrySchema, scheduleRequestSchema, scoreEntrySchema, statLinesInputSchema } from './game-schema';
import { changePlanSchema, checkLimitSchema, promoCodeSchema, trackUsageSchema } from './subscription-schema';
import { deleteAccountSchema, emailChangeSchema, emailCodeSchema, profileNameSchema } from './account-schema';
import { offerTransferSchema } from './league-transfer-schema';
import { billingDetailsResponseSchema, billingDetailsSchema } from './billing-details-schema';
import { checkoutRequestSchema, checkoutSessionParams, invoiceListResponseSchema, invoiceParams, invoicePdfSchema, planChangeConfirmSchema, planChangePreviewSchema, planChangeRequestSchema, redirectResponseSchema, webhookResponseSchema } from './billing-schema';
import { playoffCreateSchema, playoffListResponseSchema, playoffStageResponseSchema } from './playoff-schema';
import { EXPORT_KINDS, gamesImportSchema, importResultSchema, playersImportSchema, teamsImportSchema } from './import-schema';
import * as R from './api-responses';
import * as G from './registration-schema';
import { pricePreviewInputSchema, pricePreviewResponseSchema } from './registration-addons-schema';
import * as AP from './autopilot-schema';
import * as LA from './level-assignment-schema';
import * as GD from './game-day-schema';
import { MESSAGE_ROUTES } from './messages-routes';
import type { RouteDef } from './route-def';

/** An id in a path: ULIDs today; the shape keeps stray or oversized values out of keys. */
const pathId = (label: string) => z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, `${label} is not valid`);
const leagueParams = z.object({ id: leagueIdSchema });
const teamParams = z.object({ teamId: pathId('Team id') });
const levelParams = z.object({ id: leagueIdSchema, levelId: pathId('Level id') });
const divisionParams = levelParams.extend({ divisionId: pathId('Division id') });
const newsParams = z.object({ id: leagueIdSchema, newsId: pathId('Article id') });
const pageParams = z.object({ id: leagueIdSchema, pageId: pathId('Page id') });
const publicLeagueKey = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'League address is not valid');
const seasonParams = z.object({ id: leagueIdSchema, seasonId: pathId('Season id') });
const playerParams = z.object({ teamId: pathId('Team id'), userId: pathId('Player id') });
const announcementParams = z.object({ teamId: pathId('Team id'), announcementId: pathId('Announcement id') });
const gameParams = z.object({ id: leagueIdSchema, gameId: pathId('Game id') });
const publicTeamParams = z.object({ teamId: pathId('Team id') });
const invitationParams = z.object({ id: leagueIdSchema, invitationId: invitationIdSchema });
const registrationParams = z.object({ registrationId: pathId('Registration id') });
const leagueRegistrationParams = z.object({ id: leagueIdSchema, registrationId: pathId('Registration id') });
const pageQuery = z.object({ cursor: z.string().min(1).max(2048).optional() });
/** A 204 answer has no body. */
export const noBody = z.undefined();

export type { RouteDef };

/** Most writes are a few fields; routes that carry content or many rows say their own limit. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** Rich text of up to 200,000 characters, escaped as JSON. */
const CONTENT_BODY_BYTES = 1024 * 1024;
/** A navigation of 40 groups of links, or 10 hero slides with their buttons. */
const BRANDING_BODY_BYTES = 256 * 1024;
/** Up to 500 spreadsheet rows of text cells. */
const IMPORT_BODY_BYTES = 1024 * 1024;

export const ROUTES = {
  ...NOTIFICATION_ROUTES,
  ...SUPPORT_ROUTES,
  ...FAMILY_ROUTES,
  ...ASSISTANT_ROUTES,
  signUp: {
    method: 'POST', path: '/api/auth/sign-up', auth: false,
    summary: 'Create an account and e-mail its confirmation link; an address that has an account gets the same answer, and its owner an e-mail saying someone tried',
    body: signUpSchema, responses: { 202: signUpResponseSchema },
  },
  me: { method: 'GET', path: '/api/me', auth: true, summary: 'The signed-in user and their active roles', responses: { 200: R.meResponseSchema } },
  myLeagues: { method: 'GET', path: '/api/me/leagues', auth: true, summary: 'Leagues the user runs, manages a team in or plays in', responses: { 200: R.userLeaguesResponseSchema } },
  myTeams: { method: 'GET', path: '/api/me/teams', auth: true, summary: 'Teams the user manages', responses: { 200: R.myTeamListResponseSchema } },
  myActivity: { method: 'GET', path: '/api/me/activity', auth: true, summary: 'The user\'s recent activity, newest first', responses: { 200: R.activityResponseSchema } },
  listTeams: { method: 'GET', path: '/api/leagues/{id}/teams', auth: true, summary: 'A league\'s teams with their managers\' and levels\' names (league admin)', params: leagueParams, responses: { 200: R.leagueTeamListResponseSchema } },
  createTeam: { method: 'POST', path: '/api/leagues/{id}/teams', auth: true, summary: 'Create a team; its manager is the caller or is invited by e-mail', params: leagueParams, body: createTeamSchema, responses: { 201: R.createdTeamResponseSchema } },
  getTeam: { method: 'GET', path: '/api/teams/{teamId}', auth: true, summary: 'A team with its manager and roster', params: teamParams, responses: { 200: R.teamResponseSchema } },
  addPlayer: { method: 'POST', path: '/api/teams/{teamId}/players', auth: true, summary: 'Add a player to a team (the caller themself) or invite one by e-mail', params: teamParams, body: addPlayerSchema, responses: { 201: R.addPlayerResponseSchema } },
  getInvitation: {
    method: 'GET', path: '/api/invitations/{token}', auth: false, summary: 'An invitation, by the token its e-mail carries',
    params: z.object({ token: invitationTokenSchema }), responses: { 200: R.invitationResponseSchema },
  },
  acceptInvitation: {
    method: 'POST', path: '/api/invitations/{token}/accept', auth: true, summary: 'Accept an invitation addressed to the caller\'s e-mail',
    params: z.object({ token: invitationTokenSchema }), responses: { 200: R.acceptedInvitationResponseSchema },
  },
  listLevels: { method: 'GET', path: '/api/leagues/{id}/levels', auth: true, summary: 'A league\'s active levels, in display order (league admin)', params: leagueParams, responses: { 200: R.levelListResponseSchema } },
  createLevel: { method: 'POST', path: '/api/leagues/{id}/levels', auth: true, summary: 'Create a level (counts against max_levels_per_league)', params: leagueParams, body: levelInputSchema, responses: { 201: R.levelResponseSchema } },
  updateLevel: { method: 'PUT', path: '/api/leagues/{id}/levels/{levelId}', auth: true, summary: 'Replace a level\'s settings (send the version read: stale answers 409)', params: levelParams, body: levelUpdateSchema, responses: { 200: R.levelResponseSchema } },
  deleteLevel: { method: 'DELETE', path: '/api/leagues/{id}/levels/{levelId}', auth: true, summary: 'Retire a level (soft delete: its teams keep their history)', params: levelParams, responses: { 204: noBody } },
  createDivision: { method: 'POST', path: '/api/leagues/{id}/levels/{levelId}/divisions', auth: true, summary: 'Add a division to a level, with its teams (plan feature has_divisions); answers the level', params: levelParams, body: divisionInputSchema, responses: { 201: R.levelResponseSchema } },
  updateDivision: { method: 'PUT', path: '/api/leagues/{id}/levels/{levelId}/divisions/{divisionId}', auth: true, summary: 'Rename a division and set its teams (a team named leaves its other division); answers the level', params: divisionParams, body: divisionInputSchema, responses: { 200: R.levelResponseSchema } },
  deleteDivision: { method: 'DELETE', path: '/api/leagues/{id}/levels/{levelId}/divisions/{divisionId}', auth: true, summary: 'Remove a division (its teams stay in the level, in no division); answers the level', params: divisionParams, responses: { 200: R.levelResponseSchema } },
  reorderLevels: { method: 'POST', path: '/api/leagues/{id}/levels/reorder', auth: true, summary: 'Set the display order of a league\'s levels', params: leagueParams, body: levelOrderSchema, responses: { 200: R.levelListResponseSchema } },
  listLeagues: { method: 'GET', path: '/api/leagues', auth: true, summary: 'The leagues the user runs, newest first', query: pageQuery, responses: { 200: R.leagueListResponseSchema } },
  createLeague: { method: 'POST', path: '/api/leagues', auth: true, summary: 'Create a league (always a draft)', body: leagueCreateSchema, responses: { 201: R.leagueResponseSchema } },
  getLeague: { method: 'GET', path: '/api/leagues/{id}', auth: true, summary: 'One of the user\'s leagues', params: leagueParams, responses: { 200: R.leagueResponseSchema } },
  updateLeague: { method: 'PUT', path: '/api/leagues/{id}', auth: true, summary: 'Replace a league\'s settings', params: leagueParams, body: leagueUpdateSchema, responses: { 200: R.leagueResponseSchema } },
  deleteLeague: { method: 'DELETE', path: '/api/leagues/{id}', auth: true, summary: 'Delete a league and everything it owns', params: leagueParams, responses: { 204: noBody } },
  listDomains: { method: 'GET', path: '/api/leagues/{id}/domains', auth: true, summary: 'A league\'s custom domains', params: leagueParams, responses: { 200: R.domainListResponseSchema } },
  addDomain: { method: 'POST', path: '/api/leagues/{id}/domains', auth: true, summary: 'Add a custom domain (paid plans)', params: leagueParams, body: addDomainSchema, responses: { 201: R.domainResponseSchema } },
  removeDomain: {
    method: 'DELETE', path: '/api/leagues/{id}/domains/{domainId}', auth: true, summary: 'Remove a custom domain',
    params: z.object({ id: leagueIdSchema, domainId: pathId('Domain id') }), responses: { 204: noBody },
  },
  leagueTransfer: { method: 'GET', path: '/api/leagues/{id}/transfer', auth: true, summary: 'The league\'s pending hand-over, if any (league admin)', params: leagueParams, responses: { 200: R.leagueTransferResponseSchema } },
  offerLeagueTransfer: {
    method: 'POST', path: '/api/leagues/{id}/transfer', auth: true, summary: 'Offer the league to another member of it, who must accept',
    params: leagueParams, body: offerTransferSchema, responses: { 201: R.leagueTransferResponseSchema },
  },
  cancelLeagueTransfer: {
    method: 'DELETE', path: '/api/leagues/{id}/transfer', auth: true, summary: 'Withdraw (admin) or decline (receiver) a pending hand-over',
    params: leagueParams, responses: { 204: noBody },
  },
  acceptLeagueTransfer: {
    method: 'POST', path: '/api/leagues/{id}/transfer/accept', auth: true, summary: 'Accept a hand-over: the league, its counters and the admin role move to you',
    params: leagueParams, responses: { 200: R.leagueResponseSchema },
  },
  incomingLeagueTransfers: { method: 'GET', path: '/api/me/league-transfers', auth: true, summary: 'Leagues offered to the user, waiting for an answer', responses: { 200: R.incomingTransfersResponseSchema } },
  publicLeague: {
    method: 'GET', path: '/api/public/leagues/{key}', auth: false, summary: 'An active league by id or custom URL',
    params: z.object({ key: publicLeagueKey }),
    responses: { 200: R.publicLeagueResponseSchema },
  },
  leagueDirectory: { method: 'GET', path: '/api/public/leagues', auth: false, summary: 'Active leagues, newest first', query: pageQuery, responses: { 200: R.directoryResponseSchema } },
  publicLeagueByDomain: {
    method: 'GET', path: '/api/public/domains/{domain}', auth: false, summary: 'The active league an active custom domain serves',
    params: z.object({ domain: domainNameSchema }), responses: { 200: R.publicLeagueResponseSchema },
  },
  plans: { method: 'GET', path: '/api/subscription/plans', auth: false, summary: 'The plan catalogue', responses: { 200: R.plansResponseSchema } },
  currentSubscription: { method: 'GET', path: '/api/subscription/current', auth: true, summary: 'The user\'s plan, subscription and applied promotion', responses: { 200: R.currentSubscriptionResponseSchema } },
  features: { method: 'GET', path: '/api/subscription/features', auth: true, summary: 'The features of the user\'s plan', responses: { 200: R.featuresResponseSchema } },
  usage: { method: 'GET', path: '/api/subscription/usage', auth: true, summary: 'The user\'s usage against each limit', responses: { 200: R.usageResponseSchema } },
  checkLimit: { method: 'POST', path: '/api/subscription/check-limit', auth: true, summary: 'Whether one more of a limited thing fits the plan', body: checkLimitSchema, responses: { 200: R.limitCheckResultSchema } },
  trackUsage: { method: 'POST', path: '/api/subscription/track-usage', auth: true, summary: 'The server-counted usage of a limit', body: trackUsageSchema, responses: { 200: R.trackUsageResponseSchema } },
  validatePromotion: { method: 'POST', path: '/api/subscription/validate-promotion', auth: true, summary: 'Check a promo code', body: promoCodeSchema, responses: { 200: R.validatePromotionResponseSchema } },
  applyPromotion: { method: 'POST', path: '/api/subscription/apply-promotion', auth: true, summary: 'Apply a promo code', body: promoCodeSchema, responses: { 200: R.applyPromotionResponseSchema } },
  startCheckout: { method: 'POST', path: '/api/billing/checkout', auth: true, summary: 'Start paying for a plan: answers the hosted checkout page to open (the price and discount are decided by the server)', body: checkoutRequestSchema, responses: { 200: redirectResponseSchema } },
  confirmCheckout: { method: 'POST', path: '/api/billing/checkout/{sessionId}/confirm', auth: true, summary: 'Read back the caller\'s completed checkout from the provider (the page the checkout returns to calls it; the webhook does the same)', params: checkoutSessionParams, responses: { 200: R.currentSubscriptionResponseSchema } },
  billingWebhook: { method: 'POST', path: '/api/billing/webhook', auth: false, summary: 'The payment provider\'s signed events (the raw body is verified against its signature; anything else answers 400)', responses: { 200: webhookResponseSchema } },
  cancelSubscription: { method: 'POST', path: '/api/billing/cancel', auth: true, summary: 'Cancel the paid plan at the end of its period (it stays until then)', responses: { 200: R.currentSubscriptionResponseSchema } },
  resumeSubscription: { method: 'POST', path: '/api/billing/resume', auth: true, summary: 'Keep a paid plan that was set to cancel at the end of its period', responses: { 200: R.currentSubscriptionResponseSchema } },
  billingPortal: { method: 'POST', path: '/api/billing/portal', auth: true, summary: 'The provider\'s customer portal (card, plan and cycle changes, prorated), to open', responses: { 200: redirectResponseSchema } },
  previewPlanChange: { method: 'POST', path: '/api/billing/change/preview', auth: true, summary: 'What switching a plan paid by card to another plan or cycle costs now (prorated); nothing changes', body: planChangeRequestSchema, responses: { 200: planChangePreviewSchema } },
  changePaidPlan: { method: 'POST', path: '/api/billing/change', auth: true, summary: 'Switch a plan paid by card to another plan or cycle, charged as the preview said (prorated)', body: planChangeConfirmSchema, responses: { 200: R.currentSubscriptionResponseSchema } },
  listInvoices: { method: 'GET', path: '/api/billing/invoices', auth: true, summary: 'The caller\'s invoices and receipts, newest first', responses: { 200: invoiceListResponseSchema } },
  invoicePdf: {
    method: 'GET', path: '/api/billing/invoices/{invoiceId}/pdf', auth: true, produces: 'application/pdf',
    summary: 'One of the caller\'s invoices as a PDF: seller, buyer, lines, tax and total (another account\'s invoice answers 404)',
    params: invoiceParams, responses: { 200: invoicePdfSchema },
  },
  getBillingDetails: { method: 'GET', path: '/api/billing/details', auth: true, summary: 'Who the caller\'s invoices are made out to (null until given)', responses: { 200: billingDetailsResponseSchema } },
  putBillingDetails: { method: 'PUT', path: '/api/billing/details', auth: true, summary: 'Set who the caller\'s invoices are made out to: name, address, tax id (also given to the payment provider)', body: billingDetailsSchema, responses: { 200: billingDetailsResponseSchema } },
  changePlan: { method: 'POST', path: '/api/subscription/change-plan', auth: true, summary: 'Move to a plan (a paid plan starts its trial)', body: changePlanSchema, responses: { 200: R.currentSubscriptionResponseSchema } },
  updateProfile: { method: 'PUT', path: '/api/me/profile', auth: true, summary: 'Change the user\'s first and last name', body: profileNameSchema, responses: { 200: R.meResponseSchema } },
  exportMyData: { method: 'GET', path: '/api/me/export', auth: true, summary: 'Everything the product holds about the user, as one JSON file', responses: { 200: R.accountExportSchema } },
  requestEmailChange: {
    method: 'POST', path: '/api/me/email', auth: true, summary: 'Send a code to a new e-mail address (the current one stays in use until it is confirmed)',
    body: emailChangeSchema, responses: { 202: R.emailChangeResponseSchema },
  },
  confirmEmailChange: {
    method: 'POST', path: '/api/me/email/confirm', auth: true, summary: 'Confirm the new e-mail address with its code; invitations follow it',
    body: emailCodeSchema, responses: { 200: R.meResponseSchema },
  },
  deleteAccount: {
    method: 'POST', path: '/api/me/delete', auth: true, summary: 'Delete the account and everything it owns (typed e-mail confirms)',
    body: deleteAccountSchema, responses: { 204: noBody },
  },
  signOutEverywhere: { method: 'POST', path: '/api/me/sign-out-everywhere', auth: true, summary: 'End every session of the user, on every device', responses: { 204: noBody } },
  listNews: { method: 'GET', path: '/api/leagues/{id}/news', auth: true, summary: 'Every article of a league, drafts included, newest first (league admin)', params: leagueParams, responses: { 200: R.newsListResponseSchema } },
  createNews: { method: 'POST', path: '/api/leagues/{id}/news', auth: true, summary: 'Write an article (plan feature news_management); its HTML is sanitised and its slug made unique', params: leagueParams, body: newsInputSchema, maxBodyBytes: CONTENT_BODY_BYTES, responses: { 201: R.newsResponseSchema } },
  updateNews: { method: 'PUT', path: '/api/leagues/{id}/news/{newsId}', auth: true, summary: 'Replace an article (plan feature news_management; send the version read: stale answers 409)', params: newsParams, body: newsUpdateSchema, maxBodyBytes: CONTENT_BODY_BYTES, responses: { 200: R.newsResponseSchema } },
  deleteNews: { method: 'DELETE', path: '/api/leagues/{id}/news/{newsId}', auth: true, summary: 'Delete an article', params: newsParams, responses: { 204: noBody } },
  publicNewsList: { method: 'GET', path: '/api/public/leagues/{key}/news', auth: false, summary: 'An active league\'s published articles, newest first', params: z.object({ key: publicLeagueKey }), responses: { 200: R.publicNewsListResponseSchema } },
  publicTeams: {
    method: 'GET', path: '/api/public/leagues/{key}/teams', auth: false, summary: 'An active league\'s teams by name, with player counts, and the players of teams with a public roster',
    params: z.object({ key: publicLeagueKey }), responses: { 200: R.publicTeamsResponseSchema },
  },
  publicNewsArticle: {
    method: 'GET', path: '/api/public/leagues/{key}/news/{slug}', auth: false, summary: 'One published article of an active league, by slug',
    params: z.object({ key: publicLeagueKey, slug: z.string().max(80).regex(NEWS_SLUG, 'Article address is not valid') }), responses: { 200: R.publicNewsResponseSchema },
  },
  listPages: { method: 'GET', path: '/api/leagues/{id}/pages', auth: true, summary: 'Every custom page of a league, drafts included, newest first (league admin)', params: leagueParams, responses: { 200: R.pageListResponseSchema } },
  createPage: { method: 'POST', path: '/api/leagues/{id}/pages', auth: true, summary: 'Write a custom page (plan feature custom_pages); its HTML is sanitised and its slug made unique', params: leagueParams, body: pageInputSchema, maxBodyBytes: CONTENT_BODY_BYTES, responses: { 201: R.pageResponseSchema } },
  updatePage: { method: 'PUT', path: '/api/leagues/{id}/pages/{pageId}', auth: true, summary: 'Replace a custom page (plan feature custom_pages; send the version read: stale answers 409)', params: pageParams, body: pageUpdateSchema, maxBodyBytes: CONTENT_BODY_BYTES, responses: { 200: R.pageResponseSchema } },
  deletePage: { method: 'DELETE', path: '/api/leagues/{id}/pages/{pageId}', auth: true, summary: 'Delete a custom page (its child pages move to the top level)', params: pageParams, responses: { 204: noBody } },
  publicNavPages: { method: 'GET', path: '/api/public/leagues/{key}/pages', auth: false, summary: 'An active league\'s published pages shown in navigation, by navigation order', params: z.object({ key: publicLeagueKey }), responses: { 200: R.publicNavPagesResponseSchema } },
  publicPage: {
    method: 'GET', path: '/api/public/leagues/{key}/pages/{slug}', auth: false, summary: 'One published custom page of an active league, by slug',
    params: z.object({ key: publicLeagueKey, slug: z.string().max(80).regex(PAGE_SLUG, 'Page address is not valid') }), responses: { 200: R.publicPageResponseSchema },
  },
  createUploadTarget: {
    method: 'POST', path: '/api/leagues/{id}/uploads', auth: true,
    summary: 'A one-time target to upload one image (PNG, JPEG, GIF or WebP, at most 5 MB) under the league\'s prefix (league admin)',
    params: leagueParams, body: uploadRequestSchema, responses: { 201: R.uploadTargetResponseSchema },
  },
  getBranding: { method: 'GET', path: '/api/leagues/{id}/branding', auth: true, summary: 'The league\'s branding: layout, colours, navigation, logo and hero, defaults filled in (league admin)', params: leagueParams, responses: { 200: brandingResponseSchema } },
  saveBrandingLayout: { method: 'PUT', path: '/api/leagues/{id}/branding/layout', auth: true, summary: 'Enable, disable and reorder the home page sections (plan feature advanced_layout); order renumbered from 0', params: leagueParams, body: layoutInputSchema, responses: { 200: brandingResponseSchema } },
  saveBrandingColors: { method: 'PUT', path: '/api/leagues/{id}/branding/colors', auth: true, summary: 'Save the colour scheme and logo (plan feature custom_branding)', params: leagueParams, body: colorsInputSchema, responses: { 200: brandingResponseSchema } },
  saveBrandingNavigation: { method: 'PUT', path: '/api/leagues/{id}/branding/navigation', auth: true, summary: 'Save the site navigation: default items, custom links, groups (plan feature advanced_layout)', params: leagueParams, body: navigationInputSchema, maxBodyBytes: BRANDING_BODY_BYTES, responses: { 200: brandingResponseSchema } },
  saveBrandingHero: { method: 'PUT', path: '/api/leagues/{id}/branding/hero', auth: true, summary: 'Save the hero: layout, slides (subtitles sanitised), carousel settings (plan feature custom_hero)', params: leagueParams, body: heroInputSchema, maxBodyBytes: BRANDING_BODY_BYTES, responses: { 200: brandingResponseSchema } },
  saveBrandingSponsors: { method: 'PUT', path: '/api/leagues/{id}/branding/sponsors', auth: true, summary: 'Save the sponsors shown in the site\'s footer and on its sponsors page: name, logo, link, tier (plan feature has_sponsors)', params: leagueParams, body: sponsorsInputSchema, responses: { 200: brandingResponseSchema } },
  saveBrandingSocial: { method: 'PUT', path: '/api/leagues/{id}/branding/social', auth: true, summary: 'Save the league\'s social links shown in its site\'s footer (every plan)', params: leagueParams, body: socialLinksInputSchema, responses: { 200: brandingResponseSchema } },
  openApi: { method: 'GET', path: '/api/openapi.json', auth: false, summary: 'This contract as an OpenAPI 3.1 document', responses: { 200: R.openApiDocumentSchema } },
  listSeasons: { method: 'GET', path: '/api/leagues/{id}/seasons', auth: true, summary: 'A league\'s seasons, latest start first (league admin)', params: leagueParams, responses: { 200: R.seasonListResponseSchema } },
  createSeason: {
    method: 'POST', path: '/api/leagues/{id}/seasons', auth: true, summary: 'Create an upcoming season with its teams (counts against max_seasons_per_league); optionally re-invite a previous season\'s teams',
    params: leagueParams, body: seasonCreateSchema, responses: { 201: R.createdSeasonResponseSchema },
  },
  updateSeason: { method: 'PUT', path: '/api/leagues/{id}/seasons/{seasonId}', auth: true, summary: 'Replace a season\'s name, dates and teams', params: seasonParams, body: seasonUpdateSchema, responses: { 200: R.seasonResponseSchema } },
  deleteSeason: { method: 'DELETE', path: '/api/leagues/{id}/seasons/{seasonId}', auth: true, summary: 'Delete a season and its team entries (gives its place back)', params: seasonParams, responses: { 204: noBody } },
  changeSeasonStatus: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/status', auth: true, summary: 'Activate an upcoming season (complete_current completes the active one) or complete the active one',
    params: seasonParams, body: seasonStatusSchema, responses: { 200: R.seasonListResponseSchema },
  },
  listSeasonInvitations: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/invitations', auth: true, summary: 'A season\'s team re-invitations, newest first (league admin)',
    params: seasonParams, responses: { 200: R.seasonInvitationsResponseSchema },
  },
  updateTeam: {
    method: 'PATCH', path: '/api/teams/{teamId}', auth: true, summary: 'Change a team\'s fields (league admin or the team\'s manager); only the fields sent change',
    params: teamParams, body: updateTeamSchema, responses: { 200: R.teamResponseSchema },
  },
  deleteTeam: {
    method: 'DELETE', path: '/api/teams/{teamId}', auth: true, summary: 'Delete a team and everything it owns, giving back its places under the limits (league admin)',
    params: teamParams, responses: { 204: noBody },
  },
  changeTeamManager: {
    method: 'PUT', path: '/api/teams/{teamId}/manager', auth: true, summary: 'Make a person of the admin\'s leagues the team\'s manager, or invite one by e-mail (league admin)',
    params: teamParams, body: changeManagerSchema, responses: { 200: R.changedManagerResponseSchema },
  },
  searchUsers: {
    method: 'GET', path: '/api/people/search', auth: true, summary: 'Managers and players of the caller\'s leagues whose first or last name starts with q (at most 10)',
    query: userSearchQuerySchema, responses: { 200: R.userSearchResponseSchema },
  },
  inviteManager: {
    method: 'POST', path: '/api/leagues/{id}/invitations', auth: true, summary: 'Invite a team manager without a team: they create their team on accepting (league admin)',
    params: leagueParams, body: inviteSchema, responses: { 201: R.createdInvitationResponseSchema },
  },
  invitePlayer: {
    method: 'POST', path: '/api/teams/{teamId}/invitations', auth: true, summary: 'Invite a player to a team (league admin or the team\'s manager)',
    params: teamParams, body: inviteSchema, responses: { 201: R.createdInvitationResponseSchema },
  },
  listLeagueInvitations: {
    method: 'GET', path: '/api/leagues/{id}/invitations', auth: true, summary: 'The league\'s pending invitations (managers, players, season teams), newest first (league admin)',
    params: leagueParams, responses: { 200: R.pendingInvitationListResponseSchema },
  },
  listTeamInvitations: {
    method: 'GET', path: '/api/teams/{teamId}/invitations', auth: true, summary: 'A team\'s pending player invitations, newest first (league admin or the team\'s manager)',
    params: teamParams, responses: { 200: R.pendingInvitationListResponseSchema },
  },
  teamSeasonInvitations: {
    method: 'GET', path: '/api/teams/{teamId}/season-invitations', auth: true, summary: 'A returning team\'s players invited to its new seasons by the autopilot: who accepted and who has not (league admin or the team\'s manager)',
    params: teamParams, responses: { 200: R.teamSeasonInvitationsResponseSchema },
  },
  resendInvitation: {
    method: 'POST', path: '/api/leagues/{id}/invitations/{invitationId}/resend', auth: true,
    summary: 'E-mail a pending invitation again with a new link valid 7 days; the earlier link stops working (league admin; the team\'s manager for its players)',
    params: invitationParams, responses: { 200: R.pendingInvitationResponseSchema },
  },
  invitationLink: {
    method: 'POST', path: '/api/leagues/{id}/invitations/{invitationId}/link', auth: true,
    summary: 'A new link for a pending invitation, to copy instead of e-mailing; the earlier link stops working (league admin; the team\'s manager for its players)',
    params: invitationParams, responses: { 200: R.invitationLinkResponseSchema },
  },
  withdrawInvitation: {
    method: 'DELETE', path: '/api/leagues/{id}/invitations/{invitationId}', auth: true,
    summary: 'Withdraw a pending invitation: its link stops working (league admin; the team\'s manager for its players)',
    params: invitationParams, responses: { 204: noBody },
  },
  teamGrant: {
    method: 'GET', path: '/api/leagues/{id}/team-grant', auth: true, summary: 'The league an accepted manager invitation lets the caller create a team in',
    params: leagueParams, responses: { 200: R.teamGrantResponseSchema },
  },
  createInvitedTeam: {
    method: 'POST', path: '/api/leagues/{id}/team-grant/team', auth: true, summary: 'An invited manager creates their team (they manage it; the league\'s team limit holds)',
    params: leagueParams, body: invitedTeamSchema, responses: { 201: R.createdTeamResponseSchema },
  },
  updatePlayer: {
    method: 'PATCH', path: '/api/teams/{teamId}/players/{userId}', auth: true, summary: 'Change a player\'s position, jersey number or status (league admin, team manager)',
    params: playerParams, body: updatePlayerSchema, responses: { 200: R.rosterResponseSchema },
  },
  removePlayer: {
    method: 'DELETE', path: '/api/teams/{teamId}/players/{userId}', auth: true, summary: 'Remove a player from the roster (league admin, team manager, or the player leaving)',
    params: playerParams, responses: { 200: R.removedPlayerResponseSchema },
  },
  listTeamAnnouncements: {
    method: 'GET', path: '/api/teams/{teamId}/announcements', auth: true, summary: 'A team\'s announcements, pinned first then newest (the team\'s admin, manager and players)',
    params: teamParams, responses: { 200: R.teamAnnouncementListResponseSchema },
  },
  createTeamAnnouncement: {
    method: 'POST', path: '/api/teams/{teamId}/announcements', auth: true, summary: 'Post an announcement, and e-mail it to the team if asked (league admin, team manager)',
    params: teamParams, body: announcementCreateSchema, responses: { 201: R.teamAnnouncementPostedResponseSchema },
  },
  getMyTeamMail: {
    method: 'GET', path: '/api/teams/{teamId}/mail-preferences', auth: true, summary: 'Whether the caller gets the team\'s announcement e-mails (its admin, manager and players)',
    params: teamParams, responses: { 200: R.teamMailChoiceResponseSchema },
  },
  setMyTeamMail: {
    method: 'PUT', path: '/api/teams/{teamId}/mail-preferences', auth: true, summary: 'Start or stop the team\'s announcement e-mails for the caller',
    params: teamParams, body: teamMailChoiceSchema, responses: { 200: R.teamMailChoiceResponseSchema },
  },
  getMailChoiceByToken: {
    method: 'GET', path: '/api/mail-preferences/{token}', auth: false, summary: 'The choice an e-mail\'s unsubscribe link names (no sign-in: the token is the key)',
    params: z.object({ token: mailTokenSchema }), responses: { 200: R.teamMailChoiceResponseSchema },
  },
  setMailChoiceByToken: {
    method: 'PUT', path: '/api/mail-preferences/{token}', auth: false, summary: 'Stop (or restart) a team\'s announcement e-mails from the link in one of them',
    params: z.object({ token: mailTokenSchema }), body: teamMailChoiceSchema, responses: { 200: R.teamMailChoiceResponseSchema },
  },
  updateTeamAnnouncement: {
    method: 'PUT', path: '/api/teams/{teamId}/announcements/{announcementId}', auth: true, summary: 'Replace an announcement (league admin, team manager; send the version read: stale answers 409)',
    params: announcementParams, body: announcementUpdateSchema, responses: { 200: R.teamAnnouncementResponseSchema },
  },
  deleteTeamAnnouncement: {
    method: 'DELETE', path: '/api/teams/{teamId}/announcements/{announcementId}', auth: true, summary: 'Delete an announcement (league admin, team manager)',
    params: announcementParams, responses: { 204: noBody },
  },
  getTeamSettings: {
    method: 'GET', path: '/api/teams/{teamId}/settings', auth: true, summary: 'A team\'s settings, created with the defaults on first read (league admin, team manager)',
    params: teamParams, responses: { 200: R.teamSettingsResponseSchema },
  },
  updateTeamSettings: {
    method: 'PUT', path: '/api/teams/{teamId}/settings', auth: true, summary: 'Change a team\'s settings and social links (league admin, team manager; send the version read: stale answers 409)',
    params: teamParams, body: teamSettingsInputSchema, responses: { 200: R.teamSettingsResponseSchema },
  },
  // Games. A league's games, results and stat lines: the league's admin runs them; a team's manager
  // reports scores and enters their team's stat lines; the public site reads the active season's.
  listGames: {
    method: 'GET', path: '/api/leagues/{id}/games', auth: true, summary: 'A season\'s games by time (the active season unless season_id is given), optionally of one level or team (league admin)',
    params: leagueParams, query: gameListQuerySchema, responses: { 200: R.gameListResponseSchema },
  },
  createGame: {
    method: 'POST', path: '/api/leagues/{id}/games', auth: true, summary: 'Schedule a game by hand: two different teams of the season, at a venue and field of the league (league admin)',
    params: leagueParams, body: gameInputSchema, responses: { 201: R.gameResponseSchema },
  },
  gameSummary: {
    method: 'GET', path: '/api/leagues/{id}/game-summary', auth: true, summary: 'The overview\'s figures: upcoming games, games this week, weeks left, the next games (league admin)',
    params: leagueParams, responses: { 200: R.gameSummaryResponseSchema },
  },
  getGame: {
    method: 'GET', path: '/api/leagues/{id}/games/{gameId}', auth: true, summary: 'A game with its history, stat lines and what the caller may do (league admin, or a manager of either team)',
    params: gameParams, responses: { 200: R.gameDetailResponseSchema },
  },
  updateGame: {
    method: 'PUT', path: '/api/leagues/{id}/games/{gameId}', auth: true, summary: 'Change a game\'s teams, time, place or status; its teams\' managers are told when it moves or is cancelled (league admin)',
    params: gameParams, body: gameUpdateSchema, responses: { 200: R.gameResponseSchema },
  },
  deleteGame: {
    method: 'DELETE', path: '/api/leagues/{id}/games/{gameId}', auth: true, summary: 'Delete a game; a counted result leaves the standings with it (league admin)',
    params: gameParams, responses: { 204: noBody },
  },
  enterResult: {
    method: 'POST', path: '/api/leagues/{id}/games/{gameId}/result', auth: true, summary: 'Enter or correct a score: the game is completed and the score confirmed, standings updated in the same transaction (league admin)',
    params: gameParams, body: resultEntrySchema, responses: { 200: R.gameResponseSchema },
  },
  reportResult: {
    method: 'POST', path: '/api/leagues/{id}/games/{gameId}/report', auth: true, summary: 'Report a score (a manager of either team); confirmed when both managers report the same score',
    params: gameParams, body: scoreEntrySchema, responses: { 200: R.gameResponseSchema },
  },
  confirmResult: {
    method: 'POST', path: '/api/leagues/{id}/games/{gameId}/confirm', auth: true, summary: 'Confirm the reported score: it counts in the standings (league admin)',
    params: gameParams, body: resultConfirmSchema, responses: { 200: R.gameResponseSchema },
  },
  putStatLines: {
    method: 'PUT', path: '/api/leagues/{id}/games/{gameId}/stats', auth: true, summary: 'Replace one team\'s stat lines of a game; season totals follow in the same transaction (league admin, or that team\'s manager)',
    params: gameParams, body: statLinesInputSchema, responses: { 200: R.statLinesResponseSchema },
  },
  previewSchedule: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/schedule/preview', auth: true, summary: 'Generate a round robin for the season (or one level) and answer it without saving (plan feature has_auto_scheduling)',
    params: seasonParams, body: scheduleRequestSchema, responses: { 200: R.schedulePreviewResponseSchema },
  },
  saveSchedule: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/schedule', auth: true, summary: 'Generate and save the schedule: games not yet completed are replaced, completed ones kept; managers are e-mailed (plan feature has_auto_scheduling)',
    params: seasonParams, body: scheduleRequestSchema, responses: { 201: R.scheduleSaveResponseSchema },
  },
  seasonStandings: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/standings', auth: true, summary: 'A season\'s standings per level, in the league\'s tie-breaker order (league admin)',
    params: seasonParams, responses: { 200: R.standingsResponseSchema },
  },
  listPlayoffs: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/playoffs', auth: true, summary: 'A season\'s playoff stages as brackets: who plays whom, when and where, results, champion (league admin)',
    params: seasonParams, responses: { 200: playoffListResponseSchema },
  },
  createPlayoff: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/playoffs', auth: true, summary: 'Make a playoff stage on a level (or the whole league): single or double elimination or pools and a knockout, seeded from the standings or by hand, its games placed on slots (league admin)',
    params: seasonParams, body: playoffCreateSchema, responses: { 201: playoffStageResponseSchema },
  },
  deletePlayoff: {
    method: 'DELETE', path: '/api/leagues/{id}/seasons/{seasonId}/playoffs/{stageId}', auth: true, summary: 'Delete a playoff stage with all its games (league admin)',
    params: z.object({ id: leagueIdSchema, seasonId: pathId('Season id'), stageId: pathId('Stage id') }), responses: { 204: noBody },
  },
  publicPlayoffs: {
    method: 'GET', path: '/api/public/leagues/{key}/playoffs', auth: false, summary: 'An active league\'s active season\'s playoff brackets and champions',
    params: z.object({ key: publicLeagueKey }), responses: { 200: playoffListResponseSchema },
  },
  // Spreadsheet imports and CSV exports (shared/import-schema.ts): the league's admin.
  importGames: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/games/import', auth: true,
    summary: 'Bulk games of a season with optional final scores (counted as entered results): dry_run checks every row and writes nothing; otherwise all or nothing, and a game already imported is skipped (league admin)',
    params: seasonParams, body: gamesImportSchema, maxBodyBytes: IMPORT_BODY_BYTES, responses: { 200: importResultSchema },
  },
  importTeams: {
    method: 'POST', path: '/api/leagues/{id}/teams/import', auth: true,
    summary: 'Bulk teams, each with its manager invited by e-mail as Create Team does, under the league\'s and the plan\'s team limits: dry_run checks every row and writes nothing; otherwise all or nothing, and a team the league already has is skipped (league admin)',
    params: leagueParams, body: teamsImportSchema, maxBodyBytes: IMPORT_BODY_BYTES, responses: { 200: importResultSchema },
  },
  importPlayers: {
    method: 'POST', path: '/api/leagues/{id}/invitations/import', auth: true,
    summary: 'Bulk player invitations to the league\'s teams (by team name), as Invite Player makes them, under the players-per-team limits: dry_run checks every row and writes nothing; otherwise all or nothing, and a player already on or invited to the team is skipped (league admin)',
    params: leagueParams, body: playersImportSchema, maxBodyBytes: IMPORT_BODY_BYTES, responses: { 200: importResultSchema },
  },
  exportCsv: {
    method: 'GET', path: '/api/leagues/{id}/export/{kind}', auth: true,
    summary: 'Teams, rosters, a season\'s games with results or its standings as CSV, in the columns the imports read (league admin)',
    params: z.object({ id: leagueIdSchema, kind: z.enum(EXPORT_KINDS, { error: `Export must be one of ${EXPORT_KINDS.join(', ')}` }) }),
    query: z.object({ season_id: pathId('Season id').optional() }), responses: { 200: z.object({ file_name: z.string(), csv: z.string() }) },
  },
  teamGames: {
    method: 'GET', path: '/api/teams/{teamId}/games', auth: true, summary: 'A team\'s schedule and results in the active season (the league\'s admin, the team\'s manager and players)',
    params: teamParams, responses: { 200: R.teamGamesResponseSchema },
  },
  publicSchedule: {
    method: 'GET', path: '/api/public/leagues/{key}/schedule', auth: false, summary: 'An active league\'s active season\'s games by time, with team names, logos and places',
    params: z.object({ key: publicLeagueKey }), responses: { 200: R.publicScheduleResponseSchema },
  },
  publicRecentGames: {
    method: 'GET', path: '/api/public/leagues/{key}/games/recent', auth: false, summary: 'Five games of the active season for the home page: the latest played, then the next ones',
    params: z.object({ key: publicLeagueKey }), responses: { 200: R.publicGamesResponseSchema },
  },
  publicStandings: {
    method: 'GET', path: '/api/public/leagues/{key}/standings', auth: false, summary: 'An active league\'s active season\'s standings per level, in order (also the teams page\'s W-L)',
    params: z.object({ key: publicLeagueKey }), responses: { 200: R.standingsResponseSchema },
  },
  publicStatistics: {
    method: 'GET', path: '/api/public/leagues/{key}/statistics', auth: false, summary: 'An active league\'s active season\'s leaders, team stats and player season totals',
    params: z.object({ key: publicLeagueKey }), responses: { 200: R.statisticsResponseSchema },
  },
  publicTeamGames: {
    method: 'GET', path: '/api/public/teams/{teamId}/games', auth: false, summary: 'A team of an active league: its schedule and results in the active season',
    params: publicTeamParams, responses: { 200: R.teamGamesResponseSchema },
  },
  leagueCalendar: {
    method: 'GET', path: '/api/public/leagues/{key}/calendar.ics', auth: false, summary: 'The active league\'s games as an iCalendar feed (subscribe with webcal://)',
    params: z.object({ key: publicLeagueKey }), produces: 'text/calendar', responses: { 200: R.calendarFeedSchema },
  },
  // Game day: availability, the scorekeeper screen and live scores, a game's public page.
  teamAvailability: {
    method: 'GET', path: '/api/teams/{teamId}/availability', auth: true, summary: 'The team\'s coming games with who is coming: counts, the caller\'s answer, every player\'s answer for the manager and the league\'s admin',
    params: teamParams, responses: { 200: GD.teamAvailabilityResponseSchema },
  },
  setAvailability: {
    method: 'PUT', path: '/api/teams/{teamId}/games/{gameId}/availability', auth: true, summary: 'The caller\'s answer (going, not_going, maybe, with a note) for a game of a team they play for',
    params: z.object({ teamId: pathId('Team id'), gameId: pathId('Game id') }), body: GD.availabilityInputSchema, responses: { 200: GD.availabilityAnswerResponseSchema },
  },
  nudgeAvailability: {
    method: 'POST', path: '/api/teams/{teamId}/games/{gameId}/availability/nudge', auth: true, summary: 'E-mail the players who have not answered for the game their answer links (team manager, league admin)',
    params: z.object({ teamId: pathId('Team id'), gameId: pathId('Game id') }), responses: { 200: GD.nudgeResponseSchema },
  },
  myAvailability: {
    method: 'GET', path: '/api/me/availability', auth: true, summary: 'The caller\'s coming games on every team they play for, with their answers',
    responses: { 200: GD.myAvailabilityResponseSchema },
  },
  availabilityByLink: {
    method: 'GET', path: '/api/availability/{token}', auth: false, summary: 'The game and answer a reminder\'s signed availability link names (no sign-in: the link is the key)',
    params: z.object({ token: GD.availabilityTokenSchema }), responses: { 200: GD.availabilityLinkResponseSchema },
  },
  setAvailabilityByLink: {
    method: 'PUT', path: '/api/availability/{token}', auth: false, summary: 'Answer for the one player and game the signed link names, until the game is over (410 after)',
    params: z.object({ token: GD.availabilityTokenSchema }), body: GD.availabilityInputSchema, responses: { 200: GD.availabilityAnswerResponseSchema },
  },
  liveGame: {
    method: 'GET', path: '/api/leagues/{id}/games/{gameId}/live', auth: true, summary: 'The scorekeeper screen\'s game (league admin, a manager of either team, the game\'s scorekeeper)',
    params: gameParams, responses: { 200: GD.liveGameResponseSchema },
  },
  startGame: {
    method: 'POST', path: '/api/leagues/{id}/games/{gameId}/live/start', auth: true, summary: 'Start the game: in progress, 0-0 (league admin, a manager of either team, the game\'s scorekeeper)',
    params: gameParams, responses: { 200: GD.liveGameResponseSchema },
  },
  changeLiveScore: {
    method: 'POST', path: '/api/leagues/{id}/games/{gameId}/live/score', auth: true, summary: 'Add a change (+1, +2, +3, -1...) to one side\'s running score of a game in progress, as stored: taps from several screens all count',
    params: gameParams, body: GD.liveScoreChangeSchema, responses: { 200: GD.liveGameResponseSchema },
  },
  changeLiveClock: {
    method: 'POST', path: '/api/leagues/{id}/games/{gameId}/live/clock', auth: true, summary: 'Start or stop the game clock, or go to the next or previous period, of a game in progress',
    params: gameParams, body: GD.liveClockInputSchema, responses: { 200: GD.liveGameResponseSchema },
  },
  endGame: {
    method: 'POST', path: '/api/leagues/{id}/games/{gameId}/live/end', auth: true, summary: 'End the game with its final score, entered as its result (a manager\'s is a report the admin confirms); with revision, refused (409) when the score changed meanwhile',
    params: gameParams, body: GD.liveScoreInputSchema, responses: { 200: GD.liveGameResponseSchema },
  },
  setScorekeeper: {
    method: 'PUT', path: '/api/leagues/{id}/games/{gameId}/scorekeeper', auth: true, summary: 'Name the game\'s scorekeeper by their account\'s e-mail, or nobody with null (league admin)',
    params: gameParams, body: GD.scorekeeperInputSchema, responses: { 200: GD.liveGameResponseSchema },
  },
  publicLiveScores: {
    method: 'GET', path: '/api/public/leagues/{key}/live', auth: false, summary: 'Scores of the league\'s games in progress and just ended: open pages poll it (cached for 2 seconds)',
    params: z.object({ key: publicLeagueKey }), cacheSeconds: GD.LIVE_CACHE_SECONDS, responses: { 200: GD.publicLiveResponseSchema },
  },
  publicGame: {
    method: 'GET', path: '/api/public/leagues/{key}/games/{gameId}', auth: false, summary: 'A game\'s public page: teams, time, place, live or final score and its stat leaders',
    params: z.object({ key: publicLeagueKey, gameId: pathId('Game id') }), responses: { 200: GD.publicGamePageSchema },
  },
  gameCalendar: {
    method: 'GET', path: '/api/public/leagues/{key}/games/{gameId}/calendar.ics', auth: false, summary: 'One game as an iCalendar entry (add it to a calendar)',
    params: z.object({ key: publicLeagueKey, gameId: pathId('Game id') }), produces: 'text/calendar', responses: { 200: R.calendarFeedSchema },
  },
  teamCalendar: {
    method: 'GET', path: '/api/public/teams/{teamId}/calendar.ics', auth: false, summary: 'A team\'s games as an iCalendar feed (subscribe with webcal://)',
    params: publicTeamParams, produces: 'text/calendar', responses: { 200: R.calendarFeedSchema },
  },
  // Registration for a season and its fees. The league's admin sets it up on a season and runs the list; a
  // signed-in registrant registers and pays (hosted checkout to the league's connected payout account, or offline);
  // the provider's webhook (billingWebhook, by the session's metadata) records payments and refunds.
  getRegistrationSettings: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/registration', auth: true, summary: 'A season\'s registration settings (null until set up) and whether online payment can be chosen (league admin)',
    params: seasonParams, responses: { 200: G.registrationSettingsResponseSchema },
  },
  putRegistrationSettings: {
    method: 'PUT', path: '/api/leagues/{id}/seasons/{seasonId}/registration', auth: true, summary: 'Open or change a season\'s registration: kinds, fees, capacity, dates, questions, waiver, discount codes (league admin; send the version read: stale answers 409)',
    params: seasonParams, body: G.registrationSettingsInputSchema, responses: { 200: G.registrationSettingsResponseSchema },
  },
  getSeasonAutopilot: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/autopilot', auth: true, summary: 'A season\'s registration autopilot: freed places offered down the waitlist, unpaid offline fees reminded then expired, and when it next runs (league admin)',
    params: seasonParams, responses: { 200: AP.seasonAutopilotResponseSchema },
  },
  putSeasonAutopilot: {
    method: 'PUT', path: '/api/leagues/{id}/seasons/{seasonId}/autopilot', auth: true, summary: 'Switch a season\'s registration autopilot on or off, with the offer deadline, reminder interval and time to pay (league admin)',
    params: seasonParams, body: AP.seasonAutopilotInputSchema, responses: { 200: AP.seasonAutopilotResponseSchema },
  },
  // The Autopilot page (issue 39): the league's automations, plan-gated (turning on one the plan lacks is refused
  // and nothing is written), the seasons it drafted, what it will do next (a dry run) and its log, with undo.
  getLeagueAutopilot: {
    method: 'GET', path: '/api/leagues/{id}/autopilot', auth: true, summary: 'The league\'s automations with what its plan includes (a paused one says so), and the seasons the autopilot drafted (league admin)',
    params: leagueParams, responses: { 200: R.leagueAutopilotResponseSchema },
  },
  putLeagueAutopilot: {
    method: 'PUT', path: '/api/leagues/{id}/autopilot', auth: true, summary: 'Switch the league\'s automations on or off with their settings; turning on one the plan lacks is refused with the upgrade path (league admin)',
    params: leagueParams, body: AP.leagueAutomationsInputSchema, responses: { 200: R.leagueAutopilotResponseSchema },
  },
  autopilotPlan: {
    method: 'GET', path: '/api/leagues/{id}/autopilot/plan', auth: true, summary: 'What each automation will do next and when (a dry run: nothing is written) (league admin)',
    params: leagueParams, responses: { 200: R.autopilotPlanResponseSchema },
  },
  autopilotLog: {
    method: 'GET', path: '/api/leagues/{id}/autopilot/log', auth: true, summary: 'What the automations did, newest first, with which acts can be undone (league admin)',
    params: leagueParams, responses: { 200: R.autopilotLogResponseSchema },
  },
  undoAutopilotAction: {
    method: 'POST', path: '/api/leagues/{id}/autopilot/log/{entryId}/undo', auth: true, summary: 'Take back one act of the autopilot (withdraw an invitation, unplace a registrant, delete a drafted season): once (league admin)',
    params: z.object({ id: leagueIdSchema, entryId: pathId('Log entry id') }), responses: { 200: R.autopilotUndoResponseSchema },
  },
  setSeasonDraftLiveOn: {
    method: 'PUT', path: '/api/leagues/{id}/autopilot/drafts/{seasonId}', auth: true, summary: 'Set the day a season the autopilot drafted goes live (null: when confirmed) (league admin)',
    params: seasonParams, body: AP.seasonDraftInputSchema, responses: { 200: R.seasonDraftResponseSchema },
  },
  confirmSeasonDraft: {
    method: 'POST', path: '/api/leagues/{id}/autopilot/drafts/{seasonId}/confirm', auth: true, summary: 'Confirm a season the autopilot drafted: it goes live now, with its registration (league admin)',
    params: seasonParams, responses: { 200: R.seasonResponseSchema },
  },
  publicRegistrationOffer: {
    method: 'GET', path: '/api/public/leagues/{key}/registration', auth: false, summary: 'An active league\'s registration offer: the season open (or opening next), fees in effect now, places left, questions and waiver',
    params: z.object({ key: publicLeagueKey }), query: z.object({ season_id: pathId('Season id').optional() }), responses: { 200: G.registrationOfferResponseSchema },
  },
  previewRegistrationPrice: {
    method: 'POST', path: '/api/public/leagues/{key}/registration/price', auth: false, summary: 'What a registration would cost before its checkout: the fee in effect, a discount code\'s effect (or why it does not apply) and the add-ons picked; nothing is held',
    params: z.object({ key: publicLeagueKey }), body: pricePreviewInputSchema, responses: { 200: pricePreviewResponseSchema },
  },
  createRegistration: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/registrations', auth: true, summary: 'Register the caller (a team or an individual): a place is held for 30 minutes while its checkout is open, or the registration is waitlisted when full',
    params: seasonParams, body: G.registrationCreateSchema, responses: { 201: G.registrationCreatedResponseSchema },
  },
  renewTeamRegistration: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/registrations/renew', auth: true, summary: 'Re-register a team the caller manages from an earlier season in one step (plan feature has_season_auto_renewal)',
    params: seasonParams, body: G.registrationRenewSchema, responses: { 201: G.registrationCreatedResponseSchema },
  },
  declineReturningTeam: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/registrations/decline', auth: true, summary: 'Say a team the caller manages from an earlier season is not playing this one: it is not invited back nor reminded',
    params: seasonParams, body: G.registrationDeclineSchema, responses: { 200: G.returningTeamsResponseSchema },
  },
  returningTeams: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/registrations/returning', auth: true, summary: 'The caller\'s teams from an earlier season of the league not yet in this one, and whether the plan re-registers them in one step',
    params: seasonParams, responses: { 200: G.returningTeamsResponseSchema },
  },
  myRegistrations: { method: 'GET', path: '/api/me/registrations', auth: true, summary: 'The caller\'s own registrations, newest first', responses: { 200: G.myRegistrationsResponseSchema } },
  getRegistration: {
    method: 'GET', path: '/api/registrations/{registrationId}', auth: true, summary: 'One registration (its registrant, or the league\'s admin)',
    params: registrationParams, responses: { 200: G.registrationResponseSchema },
  },
  payRegistration: {
    method: 'POST', path: '/api/registrations/{registrationId}/checkout', auth: true, summary: 'Open (or reopen) the hosted checkout of the caller\'s registration awaiting payment or offered a place',
    params: registrationParams, responses: { 200: G.checkoutLinkResponseSchema },
  },
  payRegistrationInstalment: {
    method: 'POST', path: '/api/registrations/{registrationId}/instalments/{number}/checkout', auth: true,
    summary: 'Open the hosted checkout paying a failed instalment of the caller\'s payment plan with a new card (kept for the instalments left)',
    params: registrationParams.extend({ number: z.coerce.number({ error: 'Instalment number must be a whole number' }).int('Instalment number must be a whole number').min(1, 'Instalment number must be at least 1').max(12, 'Instalment number must be at most 12') }),
    responses: { 200: G.checkoutLinkResponseSchema },
  },
  cancelRegistration: {
    method: 'POST', path: '/api/registrations/{registrationId}/cancel', auth: true, summary: 'Cancel a registration not yet paid and release its place (its registrant, or the league\'s admin)',
    params: registrationParams, responses: { 200: G.registrationResponseSchema },
  },
  listRegistrations: {
    method: 'GET', path: '/api/leagues/{id}/registrations', auth: true, summary: 'A season\'s registrations (the newest season with registration unless season_id is given), filtered by kind, level, status and search, with totals (league admin)',
    params: leagueParams, query: G.registrationListQuerySchema, responses: { 200: G.registrationListResponseSchema },
  },
  exportRegistrations: {
    method: 'GET', path: '/api/leagues/{id}/registrations/export', auth: true, summary: 'The same list as CSV, one column per question (league admin)',
    params: leagueParams, query: G.registrationListQuerySchema, responses: { 200: G.registrationExportResponseSchema },
  },
  markRegistrationPaid: {
    method: 'POST', path: '/api/leagues/{id}/registrations/{registrationId}/mark-paid', auth: true, summary: 'Record a payment received offline (league admin)',
    params: leagueRegistrationParams, body: G.markPaidSchema, responses: { 200: G.registrationResponseSchema },
  },
  refundRegistration: {
    method: 'POST', path: '/api/leagues/{id}/registrations/{registrationId}/refund', auth: true, summary: 'Refund part or all of a paid registration, never more than paid (league admin)',
    params: leagueRegistrationParams, body: G.refundSchema, responses: { 200: G.registrationResponseSchema },
  },
  assignRegistration: {
    method: 'POST', path: '/api/leagues/{id}/registrations/{registrationId}/assign', auth: true, summary: 'Put a paid individual on a team\'s roster; they are e-mailed (league admin)',
    params: leagueRegistrationParams, body: G.assignTeamSchema, responses: { 200: G.registrationResponseSchema },
  },
  offerRegistrationPlace: {
    method: 'POST', path: '/api/leagues/{id}/registrations/{registrationId}/offer', auth: true, summary: 'Offer a free place to a waitlisted registrant: they are e-mailed a payment link with a deadline (league admin)',
    params: leagueRegistrationParams, body: G.offerPlaceSchema, responses: { 200: G.registrationResponseSchema },
  },
  getLevelAssignment: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/level-assignment', auth: true, summary: 'A season\'s registrants in no level, each with why the levels\' rules leave them there (none or several fit), and whether automatic level assignment is on (league admin)',
    params: seasonParams, responses: { 200: LA.levelAssignmentResponseSchema },
  },
  runLevelAssignment: {
    method: 'POST', path: '/api/leagues/{id}/seasons/{seasonId}/level-assignment/run', auth: true, summary: 'Place now every registrant of the season who fits exactly one level by its rules, once each (league admin; plan feature has_automatic_level_assignment, switched on)',
    params: seasonParams, responses: { 200: LA.levelAssignmentResponseSchema },
  },
  placeRegistrationInLevel: {
    method: 'POST', path: '/api/leagues/{id}/registrations/{registrationId}/level', auth: true, summary: 'Place a registrant in no level in one of the season\'s levels by hand; 409 when placed meanwhile (league admin)',
    params: leagueRegistrationParams, body: LA.placeInLevelSchema, responses: { 200: LA.levelAssignmentResponseSchema },
  },
  registrationForecast: {
    method: 'GET', path: '/api/leagues/{id}/seasons/{seasonId}/registration-forecast', auth: true, summary: 'A season\'s sign-ups so far against the league\'s previous season at the same point before its start, with a projection (league admin)',
    params: seasonParams, responses: { 200: LA.registrationForecastResponseSchema },
  },
  getPayoutAccount: {
    method: 'GET', path: '/api/leagues/{id}/payouts', auth: true, summary: 'The league\'s payout account for registration fees and its status (league admin)',
    params: leagueParams, responses: { 200: G.payoutAccountSchema },
  },
  startPayoutOnboarding: {
    method: 'POST', path: '/api/leagues/{id}/payouts/onboarding', auth: true, summary: 'Create the league\'s payout account if needed and answer its onboarding page to open (league admin, plan feature has_payments)',
    params: leagueParams, responses: { 200: G.checkoutLinkResponseSchema },
  },
  ...MESSAGE_ROUTES,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;
/** The success body a route answers (its lowest success status). */
export type ResponseOf<N extends RouteName> = Out<Routes[N]['responses'][keyof Routes[N]['responses']]>;
/** The body a client sends (zod input: before defaults and trimming). */
export type BodyOf<N extends RouteName> = Routes[N] extends { body: infer B } ? In<B> : undefined;
export type ParamsOf<N extends RouteName> = Routes[N] extends { params: infer P } ? In<P> : Record<string, never>;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: infer Q } ? In<Q> : Record<string, never>;

// Named types for the shapes the web apps and services pass around, inferred from the schemas (never by hand).
export type Role = z.infer<typeof R.roleSchema>;
export type MeResponse = z.infer<typeof R.meResponseSchema>;
export type UserLeagueEntry = z.infer<typeof R.userLeagueEntrySchema>;
export type TeamSummary = z.infer<typeof R.teamSummarySchema>;
export type LeagueTeamEntry = z.infer<typeof R.leagueTeamEntrySchema>;
export type UserSearchResult = z.infer<typeof R.userSearchResultSchema>;
export type PlayerEntry = z.infer<typeof R.playerEntrySchema>;
export type TeamDetail = z.infer<typeof R.teamDetailSchema>;
export type MyTeam = z.infer<typeof R.myTeamSchema>;
export type TeamAnnouncement = z.infer<typeof R.teamAnnouncementSchema>;
export type TeamSettings = z.infer<typeof R.teamSettingsSchema>;
export type Invitation = z.infer<typeof R.invitationSchema>;
export type Level = z.infer<typeof R.levelSchema>;
export type NewsArticle = z.infer<typeof R.newsArticleSchema>;
export type PublicNewsArticle = z.infer<typeof R.publicNewsArticleSchema>;
export type LeaguePage = z.infer<typeof R.leaguePageSchema>;
export type PublicLeaguePage = z.infer<typeof R.publicLeaguePageSchema>;
export type PublicNavPage = z.infer<typeof R.publicNavPageSchema>;
export type Season = z.infer<typeof R.seasonSchema>;
export type SeasonTeamInvitation = z.infer<typeof R.seasonTeamInvitationSchema>;
export type PendingInvitation = z.infer<typeof R.pendingInvitationSchema>;
export type TeamSeasonInvitations = z.infer<typeof R.teamSeasonInvitationsResponseSchema>;
export type NotInvitedTeam = z.infer<typeof R.notInvitedTeamSchema>;
export type ActivityEntry = z.infer<typeof R.activityEntrySchema>;
export type DirectoryEntry = z.infer<typeof R.directoryEntrySchema>;
export type DirectoryResponse = z.infer<typeof R.directoryResponseSchema>;
export type LeagueListResponse = z.infer<typeof R.leagueListResponseSchema>;
export type LimitCheckResult = z.infer<typeof R.limitCheckResultSchema>;
export type CurrentSubscriptionResponse = z.infer<typeof R.currentSubscriptionResponseSchema>;
export type AccountExport = z.infer<typeof R.accountExportSchema>;
export type GameView = z.infer<typeof R.gameViewSchema>;
export type GameHistoryEntry = z.infer<typeof R.gameHistoryEntrySchema>;
export type StatLineView = z.infer<typeof R.statLineViewSchema>;
export type StandingRow = z.infer<typeof R.standingRowSchema>;
export type StandingsGroup = z.infer<typeof R.standingsGroupSchema>;
export type LeaderRow = z.infer<typeof R.leaderRowSchema>;
export type PlayerTotals = z.infer<typeof R.playerTotalsSchema>;
export type TeamStatsRow = z.infer<typeof R.teamStatsRowSchema>;
export type GeneratedGameView = z.infer<typeof R.generatedGameSchema>;
export type VenueView = z.infer<typeof R.venueOutSchema>;
export type { Registration, RegistrationOffer, RegistrationSettings } from './registration-schema';
export type { ErrorResponse } from './error-codes';

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
  /** Where people reach the operator ('Contact Us'); absent when none is configured. */
  contactEmail?: string;
  /** A payment provider is configured: paid plans can be bought by card (absent: only the trial is offered). */
  payments?: boolean;
  /** The stage's public VAPID key for web push (PushManager.subscribe); absent when push is not set up. */
  vapidPublicKey?: string;
}
