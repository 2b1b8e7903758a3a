// The public registration offer (GET /api/public/leagues/{key}/registration) and its price preview: their own function, capped by reserved
// concurrency like every public function (functions/routes.ts).
import { apiHandler } from '../access/api-handler';
import { publicOffer } from './settings';
import { previewPrice } from './price-preview';

export const handler = apiHandler({
  publicRegistrationOffer: async ({ params, query }) => ({ status: 200, body: await publicOffer(params.key, query.season_id) }),
  previewRegistrationPrice: async ({ params, body }) => ({ status: 200, body: await previewPrice(params.key, body) }),
});
