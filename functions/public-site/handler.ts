import { openApiDocument } from '../../shared/openapi';
import { apiHandler } from '../lib/http';
import { publicNewsArticle, publicNewsOf } from '../news/service';
import { publicTeamsOf } from './teams';
import { getPublicLeague, getPublicLeagueByDomain, leagueDirectory } from './service';

export const handler = apiHandler({
  publicLeague: async ({ params }) => ({ status: 200, body: { league: await getPublicLeague(params.key) } }),
  leagueDirectory: async ({ query }) => ({ status: 200, body: await leagueDirectory(query.cursor) }),
  publicLeagueByDomain: async ({ params }) => ({ status: 200, body: { league: await getPublicLeagueByDomain(params.domain) } }),
  publicNewsList: async ({ params }) => ({ status: 200, body: { articles: await publicNewsOf(params.key) } }),
  publicNewsArticle: async ({ params }) => ({ status: 200, body: { article: await publicNewsArticle(params.key, params.slug) } }),
  publicTeams: async ({ params }) => ({ status: 200, body: await publicTeamsOf(params.key) }),
  // The contract is public documentation, so the public function serves it (it needs no table access at all).
  openApi: async () => ({ status: 200, body: { paths: {}, ...openApiDocument() } }),
});
