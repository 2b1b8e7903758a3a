import { apiHandler } from '../access/api-handler';
import * as S from './notification-settings';

export const handler = apiHandler({
  notificationSettings: async ({ userId }) => ({ status: 200, body: await S.notificationSettings(userId) }),
  addPhone: async ({ userId, body }) => ({ status: 202, body: await S.addPhone(userId, body.phone) }),
  confirmPhone: async ({ userId, body }) => ({ status: 200, body: await S.confirmPhoneCode(userId, body.code) }),
  removePhone: async ({ userId }) => { await S.removePhone(userId); return { status: 204, body: undefined }; },
  saveQuietHours: async ({ userId, body }) => ({ status: 200, body: await S.saveQuietHours(userId, body) }),
  addPushDevice: async ({ userId, body }) => ({ status: 200, body: await S.addPushDevice(userId, body) }),
  removePushDevice: async ({ userId, params }) => { await S.removePushDevice(userId, params.deviceId); return { status: 204, body: undefined }; },
});
