// Automatic level assignment's rules, pure: which of a season's levels a registrant fits. A level places by its
// rules only: an age range (the age on the season's cut-off day), a skill level (the nearest to the registrant's own
// rating) and who it is for (women or men only). A level with no rule takes no part, so a league's "Open" level
// does not make everyone fit twice. The answer is one level, or none or several with the reason the organiser reads.
import type { Level } from '../../shared/api-contract';
import { LEVEL_GENDER_LABEL } from '../../shared/level-schema';
import type { RegistrantGender } from '../../shared/registration-schema';
import { ageOn, ageRefusal } from './rules';

export type RuleLevel = Pick<Level, 'id' | 'name' | 'level_type' | 'age_min' | 'age_max' | 'skill_level' | 'gender'>;

/** What a registrant told about themself that the rules read. */
export interface RuledPerson {
  date_of_birth: string | null;
  gender?: RegistrantGender | null;
  skill_rating?: number | null;
}

export type LevelFit =
  | { fit: 'one'; level: RuleLevel }
  | { fit: 'none'; reason: string }
  | { fit: 'several'; levels: RuleLevel[]; reason: string };

/** The day ages are counted on: the season's cut-off when it has one, else its first day. */
export const ageCutoffDay = (cutoff: string | null | undefined, seasonStart: string): string => cutoff ?? seasonStart;

const hasAgeRange = (l: RuleLevel) => l.age_min !== null || l.age_max !== null;
const isSkill = (l: RuleLevel) => l.level_type === 'skill' && l.skill_level !== null;
const genderOf = (l: RuleLevel) => l.gender ?? 'any';

/** Whether a level places by a rule (an age range, a skill level, a gender); only those take part. */
export const hasPlacementRules = (l: RuleLevel) => hasAgeRange(l) || isSkill(l) || genderOf(l) !== 'any';

/** Why a level's age and gender rules refuse the person; null when they accept them. */
function refusalOf(l: RuleLevel, p: RuledPerson, day: string): string | null {
  if (hasAgeRange(l)) {
    if (!p.date_of_birth) return `${l.name} places by age: no date of birth given`;
    const age = ageOn(p.date_of_birth, day);
    const refused = ageRefusal(l, age);
    if (refused) return `${refused} (${age} on ${day})`;
  }
  const gender = genderOf(l);
  if (gender !== 'any') {
    if (!p.gender) return `${l.name} is ${LEVEL_GENDER_LABEL[gender].toLowerCase()}: no gender given`;
    if (p.gender !== gender) return `${l.name} is ${LEVEL_GENDER_LABEL[gender].toLowerCase()}`;
  }
  if (isSkill(l) && !p.skill_rating) return `${l.name} places by skill: no skill rating given`;
  return null;
}

/** The level a person fits among `levels` (the season's offered ones, in the organiser's order), by the rules. */
export function fitLevel(p: RuledPerson, levels: RuleLevel[], cutoffDay: string): LevelFit {
  const ruled = levels.filter(hasPlacementRules);
  if (!ruled.length) return { fit: 'none', reason: 'No level of this season has a rule to place by (an age range, a skill level or a gender)' };
  const refusals: string[] = [];
  let passing: RuleLevel[] = [];
  for (const l of ruled) {
    const why = refusalOf(l, p, cutoffDay);
    if (why) refusals.push(why); else passing.push(l);
  }
  // Skill levels: the nearest to the person's rating among those their other rules accept (a tie fits both).
  const skilled = passing.filter(isSkill);
  if (skilled.length && p.skill_rating) {
    const distance = (l: RuleLevel) => Math.abs(l.skill_level! - p.skill_rating!);
    const best = Math.min(...skilled.map(distance));
    for (const l of skilled) if (distance(l) > best) refusals.push(`${l.name} is for skill ${l.skill_level}, further from ${p.skill_rating} than another level`);
    passing = passing.filter((l) => !isSkill(l) || distance(l) === best);
  }
  if (passing.length === 1) return { fit: 'one', level: passing[0]! };
  if (passing.length === 0) return { fit: 'none', reason: `Fits no level: ${refusals.join('; ')}` };
  return { fit: 'several', levels: passing, reason: `Fits several levels: ${passing.map((l) => l.name).join(', ')}` };
}
