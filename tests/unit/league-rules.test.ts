import { describe, expect, it } from 'vitest';
import { LEAGUE_DEFAULTS, leagueCreateSchema, leagueFormSchema } from '../../shared/league-schema';
import { MSG } from '../../shared/messages';

const valid = { ...LEAGUE_DEFAULTS, name: 'Sunday Hoops' };
const messagesFor = (input: unknown) => {
  const r = leagueFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('league form rules (spec section 5)', () => {
  it('accepts the defaults with a name', () => {
    expect(messagesFor(valid)).toEqual([]);
  });
  it('requires a name of at least 2 characters after trimming', () => {
    expect(messagesFor({ ...valid, name: ' A ' })).toEqual([`name: ${MSG.league.nameMin}`]);
  });
  it('coerces non-numeric team counts to 0, which fails the minimum', () => {
    expect(messagesFor({ ...valid, min_teams: 'abc' })).toContain(`min_teams: ${MSG.league.minTeams}`);
  });
  it('keeps team counts between 2 and 50 with max at least min', () => {
    expect(messagesFor({ ...valid, max_teams: 51 })).toEqual([`max_teams: ${MSG.league.maxTeamsCap}`]);
    expect(messagesFor({ ...valid, min_teams: 8, max_teams: 6 })).toEqual([`max_teams: ${MSG.league.maxGteMin}`]);
    expect(messagesFor({ ...valid, min_teams: '6', max_teams: '6' })).toEqual([]);
  });
  it('requires a domain only when custom domain is enabled', () => {
    expect(messagesFor({ ...valid, enable_custom_domain: true, custom_domain: ' ' })).toEqual([`custom_domain: ${MSG.league.customDomainRequired}`]);
    expect(messagesFor({ ...valid, enable_custom_domain: false, custom_domain: '' })).toEqual([]);
  });
  it('checks custom URL characters and length, and allows it empty', () => {
    expect(messagesFor({ ...valid, custom_slug: 'my league!' })).toEqual([`custom_slug: ${MSG.league.slugChars}`]);
    expect(messagesFor({ ...valid, custom_slug: 'ab' })).toEqual([`custom_slug: ${MSG.league.slugLength}`]);
    expect(messagesFor({ ...valid, custom_slug: 'a'.repeat(51) })).toEqual([`custom_slug: ${MSG.league.slugLength}`]);
    expect(messagesFor({ ...valid, custom_slug: 'Sunday_Hoops-2' })).toEqual([]);
    expect(messagesFor({ ...valid, custom_slug: '' })).toEqual([]);
  });
  it('sends an empty registration deadline as null', () => {
    const r = leagueFormSchema.parse({ ...valid, registration_deadline: '' });
    expect(r.registration_deadline).toBeNull();
  });
  it('fills omitted fields with the spec defaults on create and always creates a draft', () => {
    const r = leagueCreateSchema.parse({ name: 'Only A Name' });
    expect(r).toEqual({ ...LEAGUE_DEFAULTS, name: 'Only A Name', status: 'draft' });
  });
});
