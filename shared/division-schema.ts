// Divisions of a level (plan feature has_divisions): the organiser splits a level into divisions and puts each of
// the level's teams in one. A division has its own standings table (its teams ranked on their whole season, games
// against other divisions included), and the schedule generator plays each division's round robin plus a set number
// of games per team against the level's other divisions. Divisions are kept on their level's item.
import * as z from 'zod';
import { itemVersionSchema } from './item-version';
import { FEATURE_GATE_MESSAGES } from './feature-names';

export const DIVISION_MESSAGES = {
  upgrade: FEATURE_GATE_MESSAGES.has_divisions,
  nameRequired: 'Division name is required',
  nameTaken: 'This level already has a division with that name',
  notFound: 'Division not found in this level',
  teamNotInLevel: 'Every team of a division must be a team of its level',
  tooMany: 'A level has at most 16 divisions',
  created: 'Division created',
  updated: 'Division saved',
  deleted: 'Division deleted',
} as const;

/** At most this many divisions in a level: more tables than a page or a schedule can carry sensibly. */
export const MAX_DIVISIONS_PER_LEVEL = 16;
/** The schedule generator's cross-division games per team, at most. */
export const MAX_CROSS_DIVISION_GAMES = 30;

const teamId = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Team id is not valid');

/** A division as its level keeps it: its teams by id, in no particular order. */
export const divisionSchema = z.object({
  id: z.string(),
  name: z.string(),
  team_ids: z.array(z.string()),
}).meta({ id: 'Division' });
export type Division = z.output<typeof divisionSchema>;

/**
 * Body of POST and PUT .../levels/{levelId}/divisions[/{divisionId}]: the division's name and its teams (a team
 * named here leaves any other division of the level). `version`: the level's version as read (stale: 409).
 */
export const divisionInputSchema = z.object({
  name: z.string({ error: DIVISION_MESSAGES.nameRequired }).trim().min(1, DIVISION_MESSAGES.nameRequired).max(60, 'Division name must be at most 60 characters'),
  team_ids: z.array(teamId).max(1000, 'A division has at most 1000 teams').default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Each team can be chosen once'),
  version: itemVersionSchema.optional(),
});
export type DivisionInput = z.output<typeof divisionInputSchema>;

/** The generator's cross-division games per team: a whole number, 0 (none) by default. */
export const crossDivisionGamesSchema = z.number({ error: 'Cross-division games must be a whole number' })
  .int('Cross-division games must be a whole number').min(0, 'Cross-division games cannot be negative')
  .max(MAX_CROSS_DIVISION_GAMES, `Cross-division games per team are at most ${MAX_CROSS_DIVISION_GAMES}`).default(0);
