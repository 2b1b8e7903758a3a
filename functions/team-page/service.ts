// The team page's announcements and settings. Announcements: the league's admin and the team's manager
// write them; the team (admin, manager, players) reads all of them, and only public ones may ever leave the team
// (publicTeamAnnouncements, for the public site). Settings: read and written by the admin and the manager only,
// created with the spec's defaults on the first read.
import { ulid } from 'ulid';
import type { TeamAnnouncement, TeamSettings } from '../../shared/api-contract';
import { isPublished } from '../../shared/league-constants';
import { TEAM_PAGE_MESSAGES } from '../../shared/team-page-schema';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import type * as z from 'zod';
import type { announcementCreateSchema, announcementUpdateSchema, teamSettingsInputSchema } from '../../shared/team-page-schema';
import { changedElsewhere } from '../../shared/item-version';
import { versionedWrite } from '../lib/versioned-write';
import { getLeague } from '../data/leagues';
import {
  deleteAnnouncement, getAnnouncement, getOrCreateTeamSettings, listAnnouncements, putAnnouncement, putTeamSettings,
  type TeamAnnouncementRecord, type TeamSettingsRecord,
} from '../data/team-page';
import { getTeam, leagueOfTeam } from '../data/teams';
import { getProfiles } from '../data/users';
import { notFound } from '../lib/errors';
import { requireTeamManager, teamAccessOf } from '../access/team';
import { emailAnnouncement } from './announcement-mail';

type AnnouncementInput = z.output<typeof announcementUpdateSchema>;
type SettingsInput = z.output<typeof teamSettingsInputSchema>;

async function withAuthors(list: TeamAnnouncementRecord[]): Promise<TeamAnnouncement[]> {
  const names = await getProfiles([...new Set(list.map((a) => a.author_id))]);
  return list.map(({ league_id: _league, ...a }) => {
    const n = names.get(a.author_id);
    return { ...a, author_name: n ? `${n.first_name} ${n.last_name}`.trim() : '' };
  });
}

/** Every announcement of the team, pinned first then newest, for its admin, manager and players. */
export async function listTeamAnnouncementsFor(userId: string, teamId: string): Promise<TeamAnnouncement[]> {
  const { team, league } = await teamAccessOf(userId, teamId);
  return withAuthors(await listAnnouncements(league.id, team.id));
}

/**
 * The announcements anyone may read: the public ones of a team in a published league (for the public site;
 * team-only ones never leave the team). Empty for a missing team or an unpublished league.
 */
export async function publicTeamAnnouncements(teamId: string): Promise<TeamAnnouncement[]> {
  const leagueId = await leagueOfTeam(teamId);
  const [team, league] = leagueId ? await Promise.all([getTeam(leagueId, teamId), getLeague(leagueId)]) : [null, null];
  if (!team || !league || !isPublished(league.status)) return [];
  return withAuthors((await listAnnouncements(league.id, team.id)).filter((a) => a.is_public));
}

/** Posts an announcement; with email_team, also e-mails it to the team (announcement-mail.ts). */
export async function createTeamAnnouncement(
  userId: string, teamId: string, { email_team: emailTeam, ...input }: z.output<typeof announcementCreateSchema>,
): Promise<{ announcement: TeamAnnouncement; emailed: number }> {
  const { team, league } = await requireTeamManager(userId, teamId);
  const now = new Date().toISOString();
  const a: TeamAnnouncementRecord = { id: ulid(), team_id: team.id, league_id: league.id, author_id: userId, ...input, created_at: now, updated_at: now, version: 0 };
  if (await putAnnouncement(a, 'create')) throw notFound(TEAM_MESSAGES.notFound);
  const announcement = (await withAuthors([a]))[0]!;
  const emailed = emailTeam ? await emailAnnouncement(league, team, a, announcement.author_name) : 0;
  return { announcement, emailed };
}

/** With `version`, only if nobody changed the announcement since (409); without, on the announcement as stored. */
export async function updateTeamAnnouncement(userId: string, teamId: string, id: string, { version: clientVersion, ...input }: AnnouncementInput): Promise<TeamAnnouncement> {
  const { team, league } = await requireTeamManager(userId, teamId);
  const a = await versionedWrite(clientVersion, changedElsewhere('announcement'), async () => {
    const old = await getAnnouncement(league.id, team.id, id);
    if (!old) throw notFound(TEAM_PAGE_MESSAGES.announcementNotFound);
    const version = old.version ?? 0;
    // The author and the posting time stay: editing is not re-posting.
    const next: TeamAnnouncementRecord = { ...old, ...input, updated_at: new Date().toISOString(), version: version + 1 };
    return {
      version,
      write: async () => {
        const failure = await putAnnouncement(next, { replacing: version });
        if (failure === 'gone') throw notFound(TEAM_PAGE_MESSAGES.announcementNotFound);
        return failure ?? next;
      },
    };
  });
  return (await withAuthors([a]))[0]!;
}

export async function deleteTeamAnnouncement(userId: string, teamId: string, id: string): Promise<void> {
  const { team, league } = await requireTeamManager(userId, teamId);
  if (!(await deleteAnnouncement(league.id, team.id, id))) throw notFound(TEAM_PAGE_MESSAGES.announcementNotFound);
}

const toSettings = ({ league_id: _league, updated_at: _at, ...s }: TeamSettingsRecord): TeamSettings => s;

export async function getTeamSettingsFor(userId: string, teamId: string): Promise<TeamSettings> {
  const { team, league } = await requireTeamManager(userId, teamId, TEAM_PAGE_MESSAGES.settingsReadOnly);
  const settings = await getOrCreateTeamSettings(league.id, team.id);
  if (!settings) throw notFound(TEAM_MESSAGES.notFound);
  return toSettings(settings);
}

/** With `version`, only if nobody changed the settings since (409); without, on the settings as stored. */
export async function updateTeamSettingsFor(userId: string, teamId: string, { version: clientVersion, ...input }: SettingsInput): Promise<TeamSettings> {
  const { team, league } = await requireTeamManager(userId, teamId, TEAM_PAGE_MESSAGES.settingsReadOnly);
  return versionedWrite(clientVersion, changedElsewhere('team configuration'), async () => {
    const current = await getOrCreateTeamSettings(league.id, team.id);
    if (!current) throw notFound(TEAM_MESSAGES.notFound);
    const version = current.version ?? 0;
    const next: TeamSettingsRecord = { ...current, ...input, updated_at: new Date().toISOString(), version: version + 1 };
    return {
      version,
      write: async () => {
        const failure = await putTeamSettings(next, version);
        if (failure === 'gone') throw notFound(TEAM_MESSAGES.notFound);
        return failure ?? toSettings(next);
      },
    };
  });
}
