// Which Lambda function serves which API routes, and what each may touch. Declared once: the CDK stack builds
// functions, routes and grants from this table, and the local gateway dispatches with it.
import { ROUTES, type RouteName } from '../shared/api-contract';

export type TableAccess = 'read' | 'readwrite';

export interface ApiFunctionDef {
  /** Source file, relative to the repository root, that exports `handler`. */
  entry: string;
  routes: RouteName[];
  table: TableAccess;
  /** Sends e-mail (functions/lib/mailer.ts): the cloud stack gives it MAIL_FROM and ses:SendEmail. */
  mail?: boolean;
  /** Cognito admin calls this function makes (none yet). */
  cognito?: string[];
  /**
   * Hands out or reads pagination cursors (queryPage in functions/data/query.ts): the cloud stack gives it the
   * cursor key (CURSOR_SECRET_ARN and read access to that secret), and no other function gets it.
   */
  cursors?: boolean;
  /** Signs image upload targets (functions/lib/upload-storage.ts): the cloud stack gives it UPLOADS_BUCKET and s3:PutObject under uploads/leagues/. */
  uploads?: boolean;
  /** Calls the payment provider (functions/payments): the cloud stack gives it PAYMENTS_SECRET_ARN and read access to that secret. */
  payments?: boolean;
  /** Sends texts (functions/lib/sms.ts): the cloud stack gives it the SMS settings and sms-voice:SendTextMessage. */
  sms?: boolean;
  /** Sends web pushes or serves the public VAPID key (functions/lib/web-push.ts): VAPID_PUBLIC_KEY and the private key's secret. */
  push?: boolean;
  /** Takes support requests (functions/support): SUPPORT_EMAIL, the operators' address, and SUPPORT_OPERATORS. */
  support?: boolean;
  /**
   * Calls the assistant's model (functions/assistant/model.ts): the cloud stack gives it the stage's model settings
   * and bedrock:InvokeModel / InvokeModelWithResponseStream on that model alone (infra/cloud/constructs/assistant-model.ts).
   */
  model?: boolean;
  /** Makes plan checkouts and invoices (functions/billing): the stage's seller (BILLING_SELLER) and tax switch (BILLING_AUTOMATIC_TAX). */
  billing?: boolean;
}

export const API_FUNCTIONS = {
  me: { entry: 'functions/me/handler.ts', routes: ['me', 'myLeagues', 'myTeams', 'myActivity'], table: 'read', cursors: true },
  // The public SignUp and ResendConfirmationCode, made as the web client: no IAM permission on the pool is needed. A
  // function of its own, small and public (no payment or cursor secrets). Mails: a sign-up with an address that has
  // an account tells its owner.
  signUp: { entry: 'functions/account/sign-up-handler.ts', routes: ['signUp'], table: 'read', mail: true },
  // Token-authorised pool calls only (the caller's own access token): no IAM permission on the pool is needed.
  account: {
    entry: 'functions/account/handler.ts',
    // The account's family members too (functions/me/family.ts): the account holder's own, private notes included.
    routes: [
      'updateProfile', 'exportMyData', 'requestEmailChange', 'confirmEmailChange', 'deleteAccount', 'signOutEverywhere',
      'listFamily', 'addFamilyMember', 'updateFamilyMember', 'deleteFamilyMember',
    ],
    table: 'readwrite',
    // Erasure deletes the person's customer at the payment provider.
    payments: true,
  },
  teams: { entry: 'functions/teams/handler.ts', routes: ['listTeams', 'createTeam', 'getTeam', 'addPlayer'], table: 'readwrite', mail: true },
  news: { entry: 'functions/news/handler.ts', routes: ['listNews', 'createNews', 'updateNews', 'deleteNews'], table: 'readwrite' },
  // Reads the league (admin check) and signs an upload target; S3 access is granted by the stack (uploads bucket).
  uploads: { entry: 'functions/uploads/handler.ts', routes: ['createUploadTarget'], table: 'read', uploads: true },
  pages: { entry: 'functions/pages/handler.ts', routes: ['listPages', 'createPage', 'updatePage', 'deletePage'], table: 'readwrite' },
  branding: { entry: 'functions/branding/handler.ts', routes: ['getBranding', 'saveBrandingLayout', 'saveBrandingColors', 'saveBrandingNavigation', 'saveBrandingHero', 'saveBrandingSponsors', 'saveBrandingSocial'], table: 'readwrite' },
  levels: { entry: 'functions/levels/handler.ts', routes: ['listLevels', 'createLevel', 'updateLevel', 'deleteLevel', 'reorderLevels', 'createDivision', 'updateDivision', 'deleteDivision'], table: 'readwrite' },
  // Mails: Resend e-mails a pending invitation again.
  invitations: {
    entry: 'functions/invitations/handler.ts',
    routes: ['getInvitation', 'acceptInvitation', 'listLeagueInvitations', 'listTeamInvitations', 'teamSeasonInvitations', 'resendInvitation', 'invitationLink', 'withdrawInvitation'],
    table: 'readwrite',
    mail: true,
  },
  leagues: {
    entry: 'functions/leagues/handler.ts',
    routes: [
      'listLeagues', 'createLeague', 'getLeague', 'updateLeague', 'deleteLeague', 'listDomains', 'addDomain', 'removeDomain',
      'leagueTransfer', 'offerLeagueTransfer', 'cancelLeagueTransfer', 'acceptLeagueTransfer', 'incomingLeagueTransfers',
    ],
    table: 'readwrite',
    cursors: true,
    // Mails: publishing a league tells the managers of its active season's teams that the schedule is published.
    mail: true,
  },
  publicSite: {
    entry: 'functions/public-site/handler.ts',
    routes: [
      'publicLeague', 'leagueDirectory', 'publicLeagueByDomain', 'publicNewsList', 'publicNewsArticle', 'publicNavPages', 'publicPage', 'publicTeams', 'openApi',
      'publicSchedule', 'publicRecentGames', 'publicStandings', 'publicStatistics', 'publicTeamGames', 'leagueCalendar', 'teamCalendar',
      'publicPlayoffs',
      'publicLiveScores', 'publicGame', 'gameCalendar',
    ],
    table: 'read',
    cursors: true,
  },
  // Mails: managers hear of a published schedule and of their games moved or cancelled.
  games: {
    entry: 'functions/games/handler.ts',
    routes: [
      'listGames', 'createGame', 'gameSummary', 'getGame', 'updateGame', 'deleteGame', 'enterResult', 'reportResult', 'confirmResult',
      'putStatLines', 'previewSchedule', 'saveSchedule', 'seasonStandings', 'teamGames', 'listPlayoffs', 'createPlayoff', 'deletePlayoff',
      'previewRainout', 'rainout',
    ],
    table: 'readwrite',
    mail: true,
    // A game's change notice carries signed unsubscribe links (functions/messages/preferences.ts).
    cursors: true,
  },
  subscriptions: {
    entry: 'functions/subscriptions/handler.ts',
    routes: ['plans', 'currentSubscription', 'features', 'usage', 'checkLimit', 'trackUsage', 'validatePromotion', 'applyPromotion', 'changePlan'],
    table: 'readwrite',
    cursors: true,
  },
  // Paying for a plan (functions/billing): talks to the payment provider; mails: a failed renewal's notice. Its
  // invoices carry the stage's seller and tax settings (BILLING_SELLER, BILLING_AUTOMATIC_TAX: billing: true).
  billing: {
    entry: 'functions/billing/handler.ts',
    billing: true,
    routes: [
      'startCheckout', 'confirmCheckout', 'billingWebhook', 'cancelSubscription', 'resumeSubscription', 'billingPortal', 'listInvoices', 'invoicePdf',
      'getBillingDetails', 'putBillingDetails', 'previewPlanChange', 'changePaidPlan',
    ],
    table: 'readwrite',
    mail: true,
    payments: true,
  },
  // Registration and league fees (functions/registrations): holds places, opens checkouts to the league's connected
  // payout account, refunds; mails: confirmations with a receipt, offers of a waitlisted place, team assignments.
  registrations: {
    entry: 'functions/registrations/handler.ts',
    routes: [
      'getRegistrationSettings', 'putRegistrationSettings', 'getSeasonAutopilot', 'putSeasonAutopilot', 'createRegistration', 'renewTeamRegistration', 'returningTeams', 'declineReturningTeam',
      'myRegistrations', 'getRegistration', 'payRegistration', 'payRegistrationInstalment', 'cancelRegistration', 'listRegistrations', 'exportRegistrations',
      'markRegistrationPaid', 'refundRegistration', 'assignRegistration', 'offerRegistrationPlace', 'getPayoutAccount', 'startPayoutOnboarding',
      'getLevelAssignment', 'runLevelAssignment', 'placeRegistrationInLevel', 'registrationForecast', 'registerFamily', 'registrationMemberNotes',
    ],
    table: 'readwrite',
    mail: true,
    payments: true,
  },
  // The Autopilot page: the league's automations, the dry run, the log and its undo, the seasons it drafted.
  autopilot: {
    entry: 'functions/autopilot/api-handler.ts',
    routes: ['getLeagueAutopilot', 'putLeagueAutopilot', 'autopilotPlan', 'autopilotLog', 'undoAutopilotAction', 'setSeasonDraftLiveOn', 'confirmSeasonDraft'],
    table: 'readwrite',
  },
  // A league's registration offer, which anyone may read: a function of its own, so its reserved concurrency caps
  // public reads (infra/cloud/constructs/function-classes.ts) and a flood of them never throttles registering or
  // paying. Reading it releases holds that ran out (a write, which may offer the place to the waitlist by e-mail)
  // and asks the payment provider whether the league takes fees online.
  publicRegistration: { entry: 'functions/registrations/public-handler.ts', routes: ['publicRegistrationOffer', 'previewRegistrationPrice'], table: 'readwrite', mail: true, payments: true },
  // Mails: re-inviting a previous season's teams e-mails their managers; activating a season publishes its schedule.
  seasons: {
    entry: 'functions/seasons/handler.ts',
    routes: ['listSeasons', 'createSeason', 'updateSeason', 'deleteSeason', 'changeSeasonStatus', 'listSeasonInvitations'],
    table: 'readwrite',
    mail: true,
  },
  teamAdmin: {
    entry: 'functions/teams/admin-handler.ts',
    routes: ['updateTeam', 'deleteTeam', 'changeTeamManager', 'searchUsers', 'inviteManager', 'invitePlayer', 'teamGrant', 'createInvitedTeam'],
    table: 'readwrite',
    mail: true,
  },
  // Spreadsheet imports and CSV exports of a league's data (functions/imports).
  // Mails: the invitations of imported teams' managers and players.
  imports: { entry: 'functions/imports/handler.ts', routes: ['importGames', 'importTeams', 'importPlayers', 'exportCsv'], table: 'readwrite', mail: true },
  roster: { entry: 'functions/roster/handler.ts', routes: ['updatePlayer', 'removePlayer'], table: 'readwrite' },
  teamPage: {
    entry: 'functions/team-page/handler.ts',
    routes: [
      'listTeamAnnouncements', 'createTeamAnnouncement', 'updateTeamAnnouncement', 'deleteTeamAnnouncement', 'getTeamSettings', 'updateTeamSettings',
      'getMyTeamMail', 'setMyTeamMail', 'getMailChoiceByToken', 'setMailChoiceByToken',
    ],
    table: 'readwrite',
    mail: true,
  },
  // Game day: availability (its links are signed with the cursor key, hence `cursors`), the scorekeeper screen.
  // Mails: nudges, and the note to a person named scorekeeper.
  // Messages (functions/messages): compose to a group, the delivery log, preferences, one-click unsubscribe. Mails
  // through SES; the unsubscribe links are signed with the cursor key, hence `cursors`.
  messages: {
    entry: 'functions/messages/handler.ts',
    routes: [
      'previewMessage', 'sendMessage', 'listMessages', 'getMessage', 'editMessage', 'cancelMessage', 'listSuppressions', 'previewTeamMessage',
      'listTeamMessages', 'sendTeamMessage',
      'getMessagePreferences', 'setMessagePreferences', 'getUnsubscribe', 'unsubscribe',
    ],
    table: 'readwrite',
    mail: true,
    cursors: true,
  },
  gameDay: {
    entry: 'functions/game-day/handler.ts',
    routes: [
      'teamAvailability', 'setAvailability', 'nudgeAvailability', 'myAvailability', 'availabilityByLink', 'setAvailabilityByLink',
      'liveGame', 'startGame', 'changeLiveScore', 'changeLiveClock', 'endGame', 'setScorekeeper',
    ],
    table: 'readwrite',
    mail: true,
    cursors: true,
  },
  // A person's phone number (texted a code), quiet hours and notification devices (functions/messages).
  notifications: {
    entry: 'functions/messages/notifications-handler.ts',
    routes: ['notificationSettings', 'addPhone', 'confirmPhone', 'removePhone', 'saveQuietHours', 'addPushDevice', 'removePushDevice'],
    table: 'readwrite',
    sms: true,
    push: true,
  },
  // The league assistant (functions/assistant): the question's answer streams (NDJSON); its tools run through the
  // product's services as the person, so it needs what they need: mail (a confirmed message to a group, a moved
  // game's notices, an offered place) and the cursor key (the messages' signed unsubscribe links).
  assistant: {
    entry: 'functions/assistant/handler.ts',
    routes: [
      'assistantMessage', 'assistantConversations', 'assistantConversation', 'deleteAssistantConversation', 'confirmAssistantProposal', 'declineAssistantProposal',
      'assistantWeeklyPlan', 'approveAssistantPlan',
    ],
    table: 'readwrite',
    mail: true,
    cursors: true,
    model: true,
  },
  // Support requests (functions/support): mails the operators a new request and its author each reply.
  support: {
    entry: 'functions/support/handler.ts',
    routes: ['openSupportRequest', 'mySupportRequests', 'supportQueue', 'getSupportRequest', 'replySupportRequest'],
    table: 'readwrite',
    mail: true,
    support: true,
  },
} as const satisfies Record<string, ApiFunctionDef>;

/** Cognito triggers: the local gateway serves them through the Lambda Invoke API cognito-local calls. */
export const TRIGGER_FUNCTIONS = {
  CustomMessage: { name: 'custom-message', entry: 'functions/auth-triggers/custom-message.ts', table: null },
  PostConfirmation: { name: 'post-confirmation', entry: 'functions/auth-triggers/post-confirmation.ts', table: 'readwrite' },
} as const;

export const routesOf = (fn: ApiFunctionDef) => fn.routes.map((r) => ROUTES[r]);
