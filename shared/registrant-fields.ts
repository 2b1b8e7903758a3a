// A registrant's fields that other schemas share (a family member has a birth date and a gender too), apart from
// registration-schema.ts so that what imports them (the league site's function, through the family's data) does not
// bundle every registration schema.
import * as z from 'zod';

/** A registrant's gender, asked where a level of the season is for women or men only (automatic level assignment). */
export const REGISTRANT_GENDERS = ['female', 'male', 'other'] as const;
export type RegistrantGender = (typeof REGISTRANT_GENDERS)[number];
export const REGISTRANT_GENDER_LABEL: Record<RegistrantGender, string> = { female: 'Female', male: 'Male', other: 'Another gender' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
/** A calendar date (a date of birth, a date answer) as YYYY-MM-DD: no time zone shifts it. */
export const calendarDateSchema = z.string().trim().refine(isRealDate, 'Dates must be real calendar dates written as YYYY-MM-DD');
