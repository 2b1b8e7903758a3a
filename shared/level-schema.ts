// Levels (divisions) of a league: what the admin creates, edits, orders and retires, with the spec's messages.
import * as z from 'zod';
import { itemVersionSchema } from './item-version';

export const LEVEL_MESSAGES = {
  fetchFailed: 'Failed to fetch levels',
  createFailed: 'Failed to create level',
  updateFailed: 'Failed to update level',
  deleteFailed: 'Failed to delete level',
  created: 'Level created successfully',
  updated: 'Level updated successfully',
  deleted: 'Level deleted successfully',
  empty: 'No levels created yet',
  ageUpgrade: 'Age-based levels require plan upgrade',
  skillUpgrade: 'Skill-based levels require plan upgrade',
  nameRequired: 'Level name is required',
  notFound: 'Level not found',
  ageOrder: 'Minimum age cannot be greater than maximum age',
  ages: 'Ages must be whole numbers from 0 to 120',
  skill: 'Skill level must be a whole number from 1 to 10',
  maxTeams: 'Max teams must be a whole number of at least 1 (leave it empty for unlimited)',
  order: 'The new order must list each of the league\'s levels exactly once',
  full: 'This level is full: it has reached its maximum number of teams',
} as const;

export const LEVEL_TYPES = ['age', 'skill', 'custom'] as const;
export type LevelType = (typeof LEVEL_TYPES)[number];
export const LEVEL_TYPE_LABEL: Record<LevelType, string> = { age: 'Age', skill: 'Skill', custom: 'Custom' };

/** Who a level is for, where the league uses gender: everyone, or women or men only (automatic level assignment). */
export const LEVEL_GENDERS = ['any', 'female', 'male'] as const;
export type LevelGender = (typeof LEVEL_GENDERS)[number];
export const LEVEL_GENDER_LABEL: Record<LevelGender, string> = { any: 'Everyone', female: 'Women only', male: 'Men only' };

/** Empty input means "not set": numbers arrive as numbers, or '' / null / undefined for none. */
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.number({ error: message }).int(message).min(min, message).max(max, message).nullable());

export const levelInputSchema = z.object({
  name: z.string({ error: LEVEL_MESSAGES.nameRequired }).trim().min(1, LEVEL_MESSAGES.nameRequired).max(100, 'Level name must be at most 100 characters'),
  level_type: z.enum(LEVEL_TYPES, { error: 'Level type must be age, skill or custom' }).default('custom'),
  age_min: optionalInt(0, 120, LEVEL_MESSAGES.ages),
  age_max: optionalInt(0, 120, LEVEL_MESSAGES.ages),
  skill_level: optionalInt(1, 10, LEVEL_MESSAGES.skill),
  description: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(1000, 'Description must be at most 1000 characters').nullable()),
  max_teams_per_level: optionalInt(1, 10_000, LEVEL_MESSAGES.maxTeams),
  /** Who the level is for (any: everyone); automatic level assignment places by it. */
  gender: z.enum(LEVEL_GENDERS, { error: 'Gender must be any, female or male' }).default('any'),
}).refine((v) => v.age_min === null || v.age_max === null || v.age_min <= v.age_max, { message: LEVEL_MESSAGES.ageOrder, path: ['age_max'] });
export type LevelInput = z.output<typeof levelInputSchema>;

/** Body of PUT .../levels/{levelId}: the whole level, and the version it was read at (stale: 409). */
export const levelUpdateSchema = levelInputSchema.extend({ version: itemVersionSchema.optional() });
export type LevelUpdateInput = z.output<typeof levelUpdateSchema>;

export const levelOrderSchema = z.object({
  level_ids: z.array(z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Level id is not valid'), { error: LEVEL_MESSAGES.order }).min(1, LEVEL_MESSAGES.order).max(100, 'A league has at most 100 levels to order'),
});

/**
 * Only the fields a level's type uses are kept: ages for an age level, the skill for a skill level; a custom
 * level has neither.
 */
export function normaliseLevel(v: LevelInput): LevelInput {
  return {
    ...v,
    age_min: v.level_type === 'age' ? v.age_min : null,
    age_max: v.level_type === 'age' ? v.age_max : null,
    skill_level: v.level_type === 'skill' ? v.skill_level : null,
  };
}
