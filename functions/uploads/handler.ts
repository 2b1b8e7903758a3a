import { apiHandler } from '../access/api-handler';
import { createUploadTargetFor } from './service';

export const handler = apiHandler({
  createUploadTarget: async ({ userId, params, body }) => ({ status: 201, body: { upload: await createUploadTargetFor(userId, params.id, body) } }),
});
