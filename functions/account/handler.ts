import { apiHandler } from '../access/api-handler';
import { bearerToken } from '../lib/cognito';
import { familyRoutes } from '../me/family-routes';
import { changeName, confirmEmail, deleteAccount, exportData, requestEmailChange, signOutEverywhere } from './service';

export const handler = apiHandler({
  ...familyRoutes,
  updateProfile: async ({ userId, claims, event, body }) => ({
    status: 200, body: await changeName(userId, bearerToken(event), claims, body.first_name, body.last_name),
  }),
  exportMyData: async ({ userId }) => ({ status: 200, body: await exportData(userId) }),
  requestEmailChange: async ({ userId, event, body }) => ({
    status: 202, body: { destination: await requestEmailChange(userId, bearerToken(event), body.email) },
  }),
  confirmEmailChange: async ({ userId, claims, event, body }) => ({
    status: 200, body: await confirmEmail(userId, bearerToken(event), claims, body.code),
  }),
  deleteAccount: async ({ userId, event, body }) => {
    await deleteAccount(userId, bearerToken(event), body.confirm_email);
    return { status: 204, body: undefined };
  },
  signOutEverywhere: async ({ userId, event }) => {
    await signOutEverywhere(userId, bearerToken(event));
    return { status: 204, body: undefined };
  },
});
