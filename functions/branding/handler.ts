import { apiHandler } from '../access/api-handler';
import { brandingOf, saveColors, saveHero, saveLayout, saveNavigation, saveSocialLinks, saveSponsors } from './service';

export const handler = apiHandler({
  getBranding: async ({ userId, params }) => ({ status: 200, body: { branding: await brandingOf(userId, params.id) } }),
  saveBrandingLayout: async ({ userId, params, body }) => ({ status: 200, body: { branding: await saveLayout(userId, params.id, body) } }),
  saveBrandingColors: async ({ userId, params, body }) => ({ status: 200, body: { branding: await saveColors(userId, params.id, body) } }),
  saveBrandingNavigation: async ({ userId, params, body }) => ({ status: 200, body: { branding: await saveNavigation(userId, params.id, body) } }),
  saveBrandingHero: async ({ userId, params, body }) => ({ status: 200, body: { branding: await saveHero(userId, params.id, body) } }),
  saveBrandingSponsors: async ({ userId, params, body }) => ({ status: 200, body: { branding: await saveSponsors(userId, params.id, body) } }),
  saveBrandingSocial: async ({ userId, params, body }) => ({ status: 200, body: { branding: await saveSocialLinks(userId, params.id, body) } }),
});
