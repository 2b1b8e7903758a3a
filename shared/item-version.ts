// The version a replace-style write (PUT) was based on. Every read of a versioned item carries `version`; a PUT
// that sends it back is refused with 409 when the item changed since (nothing is written), so one form or person
// never silently erases what another saved. A PUT without it is merged onto the item as stored.
import * as z from 'zod';

export const itemVersionSchema = z.number({ error: 'version must be a whole number' })
  .int('version must be a whole number').min(0, 'version must be 0 or more');

/** The 409 sentence for a stale version, naming the thing ("league", "level", ...). */
export const changedElsewhere = (thing: string) => `This ${thing} was changed elsewhere; reload to see the changes`;
