// The team page's own content (spec: team_announcements, team_settings, team_social_links in section 3; default
// team settings in section 9): announcements the manager posts, the team's settings and its social links.
import * as z from 'zod';
import { itemVersionSchema } from './item-version';
import { SOCIAL_PLATFORMS } from './branding-constants';
import { isWebAddress } from './web-address';

export const TEAM_PAGE_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  announcementPosted: 'Announcement posted',
  announcementUpdated: 'Announcement updated',
  announcementDeleted: 'Announcement deleted',
  announcementFailed: 'Failed to save announcement',
  announcementDeleteFailed: 'Failed to delete announcement',
  announcementNotFound: 'Announcement not found',
  announcementsEmpty: 'No announcements yet',
  settingsSaved: 'Team settings saved',
  settingsFailed: 'Failed to save team settings',
  settingsReadOnly: 'Only the team manager and the league administrator can read team settings',
  socialUrl: 'Enter a full web address starting with https:// or http://',
  socialDuplicate: 'Each platform can be listed once',
  socialMax: 'At most 10 social links',
  emailTeam: 'Also e-mail the team',
  emailTeamHelp: "Sends it to the team's players and manager, except anyone who stopped this team's announcement e-mails.",
  mailChoiceLabel: "E-mail me this team's announcements",
  mailLinkInvalid: 'This unsubscribe link is not valid or its team no longer exists',
  /** Exactly what the public-roster switch publishes (functions/public-site/public-people.ts is the rule). */
  publicRosterHelp: "Off (the default): the league's public site, calendars and statistics show this team's name, games and results, "
    + 'and no player. On: they also show each player\'s name, jersey number, position, joining date and season statistics. '
    + "A player's status (injured, suspended, inactive) is never public.",
} as const;

const text = (required: string, max: number, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

/** An announcement as the manager writes it: plain text (never rendered as HTML). */
export const announcementInputSchema = z.object({
  title: text(TEAM_PAGE_MESSAGES.titleRequired, 150, 'Title'),
  content: text(TEAM_PAGE_MESSAGES.contentRequired, 5000, 'Content'),
  is_pinned: z.boolean().default(false),
  /** Public: the league's public site may show it; otherwise only the team (admin, manager, players) sees it. */
  is_public: z.boolean().default(false),
});

/** Posting also offers to e-mail the team's players and manager (not stored: it is something done once, on posting). */
export const announcementCreateSchema = announcementInputSchema.extend({ email_team: z.boolean().default(false) });
/** Body of PUT .../announcements/{id}: the whole announcement, and the version it was read at (stale: 409). */
export const announcementUpdateSchema = announcementInputSchema.extend({ version: itemVersionSchema.optional() });

/**
 * A person's choices about a team's e-mails (the in-app setting and the unsubscribe link's page): its
 * announcements, and the reminders before its games. Either or both; one left out stays as it was.
 */
export const teamMailChoiceSchema = z.object({
  announcements_email: z.boolean({ error: 'announcements_email must be true or false' }).optional(),
  reminders_email: z.boolean({ error: 'reminders_email must be true or false' }).optional(),
}).refine((v) => v.announcements_email !== undefined || v.reminders_email !== undefined, { message: 'Send announcements_email, reminders_email or both', path: ['announcements_email'] });
export type TeamMailChoice = z.output<typeof teamMailChoiceSchema>;

/** An unsubscribe link's token (data/team-mail.ts: 24 random bytes, base64url). */
export const mailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This unsubscribe link is not valid');

export { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABEL, type SocialPlatform } from './branding-constants';

export const socialLinkSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }),
  url: z.string().trim().max(500, 'Web address must be at most 500 characters')
    .refine(isWebAddress, TEAM_PAGE_MESSAGES.socialUrl),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const ROSTER_ORDERS = ['jersey_number', 'name', 'position', 'joined_at'] as const;
export type RosterOrder = (typeof ROSTER_ORDERS)[number];
export const ROSTER_ORDER_LABEL: Record<RosterOrder, string> = {
  jersey_number: 'Jersey number', name: 'Player name', position: 'Position', joined_at: 'Date joined',
};

/** What the settings tab edits. auto_approve_players and notification_preferences keep their stored values. */
export const teamSettingsInputSchema = z.object({
  allow_public_roster: z.boolean(),
  require_position_assignment: z.boolean(),
  roster_display_order: z.enum(ROSTER_ORDERS, { error: `Roster order must be one of ${ROSTER_ORDERS.join(', ')}` }),
  social_links: z.array(socialLinkSchema).max(10, TEAM_PAGE_MESSAGES.socialMax)
    .refine((links) => new Set(links.map((l) => l.platform)).size === links.length, TEAM_PAGE_MESSAGES.socialDuplicate),
  /** The version the settings were read at (stale: 409). */
  version: itemVersionSchema.optional(),
});

/** Spec section 9: the settings a team starts with. */
export const DEFAULT_TEAM_SETTINGS = {
  // Private until the team's manager opens it: names on a public site are the team's choice to make, not a default.
  allow_public_roster: false,
  require_position_assignment: false,
  auto_approve_players: true,
  roster_display_order: 'jersey_number' as RosterOrder,
  notification_preferences: {} as Record<string, boolean>,
  social_links: [] as SocialLink[],
};
