// Signed single-purpose links: an availability link names one league, one game and one player, and its HMAC
// (the API's signing key, cursor-key.ts, under its own purpose label so a cursor's signature never passes as a
// link's) proves the platform made it. Nothing is stored per link; whether it still works (the game not over, the
// player still on the team) is checked when it is used.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { cursorKey } from './cursor-key';

const PURPOSE = 'availability-link\n';

const sign = async (payload: string) => createHmac('sha256', await cursorKey()).update(PURPOSE + payload).digest('base64url');

export interface AvailabilityLink { leagueId: string; gameId: string; userId: string }

export async function availabilityToken(l: AvailabilityLink): Promise<string> {
  const payload = `${l.leagueId}.${l.gameId}.${l.userId}`;
  return `${payload}.${await sign(payload)}`;
}

/** What a token names, or null when it was not made here (or was changed). */
export async function readAvailabilityToken(token: string): Promise<AvailabilityLink | null> {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [leagueId, gameId, userId, signature] = parts;
  const expected = Buffer.from(await sign(`${leagueId}.${gameId}.${userId}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { leagueId, gameId, userId } : null;
}
