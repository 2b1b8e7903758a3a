import { apiHandler } from '../access/api-handler';
import { createPageIn, deletePageIn, listPagesOf, updatePageIn } from './service';

export const handler = apiHandler({
  listPages: async ({ userId, params }) => ({ status: 200, body: { pages: await listPagesOf(userId, params.id) } }),
  createPage: async ({ userId, params, body }) => ({ status: 201, body: { page: await createPageIn(userId, params.id, body) } }),
  updatePage: async ({ userId, params, body }) => ({ status: 200, body: { page: await updatePageIn(userId, params.id, params.pageId, body) } }),
  deletePage: async ({ userId, params }) => {
    await deletePageIn(userId, params.id, params.pageId);
    return { status: 204, body: undefined };
  },
});
