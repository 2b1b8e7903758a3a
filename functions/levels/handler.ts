import { apiHandler } from '../access/api-handler';
import { createDivisionIn, deleteDivisionIn, updateDivisionIn } from './divisions';
import { createLevelIn, deleteLevelIn, listLevelsOf, reorderLevelsIn, updateLevelIn } from './service';

export const handler = apiHandler({
  listLevels: async ({ userId, params }) => ({ status: 200, body: { levels: await listLevelsOf(userId, params.id) } }),
  createLevel: async ({ userId, params, body }) => ({ status: 201, body: { level: await createLevelIn(userId, params.id, body) } }),
  updateLevel: async ({ userId, params, body }) => ({ status: 200, body: { level: await updateLevelIn(userId, params.id, params.levelId, body) } }),
  deleteLevel: async ({ userId, params }) => {
    await deleteLevelIn(userId, params.id, params.levelId);
    return { status: 204, body: undefined };
  },
  createDivision: async ({ userId, params, body }) => ({ status: 201, body: { level: await createDivisionIn(userId, params.id, params.levelId, body) } }),
  updateDivision: async ({ userId, params, body }) => ({ status: 200, body: { level: await updateDivisionIn(userId, params.id, params.levelId, params.divisionId, body) } }),
  deleteDivision: async ({ userId, params }) => ({ status: 200, body: { level: await deleteDivisionIn(userId, params.id, params.levelId, params.divisionId) } }),
  reorderLevels: async ({ userId, params, body }) => ({ status: 200, body: { levels: await reorderLevelsIn(userId, params.id, body.level_ids) } }),
});
