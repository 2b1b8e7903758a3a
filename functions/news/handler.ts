import { apiHandler } from '../access/api-handler';
import { createNewsIn, deleteNewsIn, listNewsOf, updateNewsIn } from './service';

export const handler = apiHandler({
  listNews: async ({ userId, params }) => ({ status: 200, body: { articles: await listNewsOf(userId, params.id) } }),
  createNews: async ({ userId, params, body }) => ({ status: 201, body: { article: await createNewsIn(userId, params.id, body) } }),
  updateNews: async ({ userId, params, body }) => ({ status: 200, body: { article: await updateNewsIn(userId, params.id, params.newsId, body) } }),
  deleteNews: async ({ userId, params }) => {
    await deleteNewsIn(userId, params.id, params.newsId);
    return { status: 204, body: undefined };
  },
});
