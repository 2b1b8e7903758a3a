import { z } from 'zod';
import { leagueIdSchema } from '../../shared/league-schema';
import { addPlayerSchema, createTeamSchema } from '../../shared/team-schema';
import { badRequest } from '../lib/errors';
import { apiHandler, json, type RequestContext } from '../lib/http';
import { addPlayerTo, createTeamIn, getTeamFor, listTeamsOf } from './service';

const idOf = (ctx: RequestContext, name: 'id' | 'teamId') => {
  const r = (name === 'id' ? leagueIdSchema : z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Team id is not valid')).safeParse(ctx.pathParam(name));
  if (!r.success) throw badRequest(`${name}: ${r.error.issues[0].message}`);
  return r.data;
};

export const handler = apiHandler({
  listTeams: async (ctx) => json(200, { teams: await listTeamsOf(ctx.userId!, idOf(ctx, 'id')) }),
  createTeam: async (ctx) => json(201, { team: await createTeamIn(ctx.userId!, idOf(ctx, 'id'), ctx.body(createTeamSchema)) }),
  getTeam: async (ctx) => json(200, { team: await getTeamFor(ctx.userId!, idOf(ctx, 'teamId')) }),
  addPlayer: async (ctx) => json(201, { team: await addPlayerTo(ctx.userId!, idOf(ctx, 'teamId'), ctx.body(addPlayerSchema)) }),
});
