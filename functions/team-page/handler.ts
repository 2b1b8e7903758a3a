import { apiHandler } from '../access/api-handler';
import {
  createTeamAnnouncement, deleteTeamAnnouncement, getTeamSettingsFor, listTeamAnnouncementsFor, updateTeamAnnouncement,
  updateTeamSettingsFor,
} from './service';
import { mailChoiceByToken, myTeamMail, setMailChoiceByToken, setMyTeamMail } from './announcement-mail';

export const handler = apiHandler({
  listTeamAnnouncements: async ({ userId, params }) => ({ status: 200, body: { announcements: await listTeamAnnouncementsFor(userId, params.teamId) } }),
  createTeamAnnouncement: async ({ userId, params, body }) => ({ status: 201, body: await createTeamAnnouncement(userId, params.teamId, body) }),
  updateTeamAnnouncement: async ({ userId, params, body }) => ({
    status: 200, body: { announcement: await updateTeamAnnouncement(userId, params.teamId, params.announcementId, body) },
  }),
  deleteTeamAnnouncement: async ({ userId, params }) => {
    await deleteTeamAnnouncement(userId, params.teamId, params.announcementId);
    return { status: 204, body: undefined };
  },
  getTeamSettings: async ({ userId, params }) => ({ status: 200, body: { settings: await getTeamSettingsFor(userId, params.teamId) } }),
  updateTeamSettings: async ({ userId, params, body }) => ({ status: 200, body: { settings: await updateTeamSettingsFor(userId, params.teamId, body) } }),
  getMyTeamMail: async ({ userId, params }) => ({ status: 200, body: await myTeamMail(userId, params.teamId) }),
  setMyTeamMail: async ({ userId, params, body }) => ({ status: 200, body: await setMyTeamMail(userId, params.teamId, body) }),
  getMailChoiceByToken: async ({ params }) => ({ status: 200, body: await mailChoiceByToken(params.token) }),
  setMailChoiceByToken: async ({ params, body }) => ({ status: 200, body: await setMailChoiceByToken(params.token, body) }),
});
