import { apiHandler } from '../access/api-handler';
import { availabilityByLink, myAvailability, nudgeUnanswered, setAvailabilityByLink, setMyAvailability, teamAvailabilityFor } from './availability';
import { childrenAvailability, setChildAvailability } from './child-availability';
import { changeLiveClockIn, changeLiveScoreIn, endGameIn, liveGameFor, setScorekeeperIn, startGameIn } from './live-score';

export const handler = apiHandler({
  teamAvailability: async ({ userId, params }) => ({ status: 200, body: await teamAvailabilityFor(userId, params.teamId) }),
  // A parent answers for their child on the roster (member_id); anyone else for themself.
  setAvailability: async ({ userId, params, body }) => ({
    status: 200,
    body: body.member_id ? await setChildAvailability(userId, params.teamId, params.gameId, { ...body, member_id: body.member_id }) : await setMyAvailability(userId, params.teamId, params.gameId, body),
  }),
  nudgeAvailability: async ({ userId, params }) => ({ status: 200, body: await nudgeUnanswered(userId, params.teamId, params.gameId) }),
  myAvailability: async ({ userId }) => {
    const [mine, children] = await Promise.all([myAvailability(userId), childrenAvailability(userId)]);
    return { status: 200, body: { games: [...mine.games, ...children].sort((a, b) => a.game.scheduled_at.localeCompare(b.game.scheduled_at)) } };
  },
  availabilityByLink: async ({ params }) => ({ status: 200, body: await availabilityByLink(params.token) }),
  setAvailabilityByLink: async ({ params, body }) => ({ status: 200, body: await setAvailabilityByLink(params.token, body) }),
  liveGame: async ({ userId, params }) => ({ status: 200, body: await liveGameFor(userId, params.id, params.gameId) }),
  startGame: async ({ userId, params }) => ({ status: 200, body: await startGameIn(userId, params.id, params.gameId) }),
  changeLiveScore: async ({ userId, params, body }) => ({ status: 200, body: await changeLiveScoreIn(userId, params.id, params.gameId, body) }),
  changeLiveClock: async ({ userId, params, body }) => ({ status: 200, body: await changeLiveClockIn(userId, params.id, params.gameId, body.action) }),
  endGame: async ({ userId, params, body }) => ({ status: 200, body: await endGameIn(userId, params.id, params.gameId, body) }),
  setScorekeeper: async ({ userId, params, body }) => ({ status: 200, body: await setScorekeeperIn(userId, params.id, params.gameId, body.email) }),
});
