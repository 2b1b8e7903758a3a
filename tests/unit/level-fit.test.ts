// Automatic level assignment's rules (functions/registrations/level-fit.ts): the age on the cut-off day, the
// nearest skill level, gender, and the reasons the organiser reads when nobody or several levels fit.
import { describe, expect, it } from 'vitest';
import { fitLevel, type RuleLevel } from '../../functions/registrations/level-fit';

const level = (id: string, over: Partial<RuleLevel>): RuleLevel => ({ id, name: id, level_type: 'custom', age_min: null, age_max: null, skill_level: null, gender: 'any', ...over });
const u12 = level('U12', { level_type: 'age', age_min: 8, age_max: 11 });
const teens = level('Teens', { level_type: 'age', age_min: 12, age_max: 17 });

describe('level fit', () => {
  it('counts the age on the cut-off day: born on it, the day before and the day after', () => {
    const fit = (dob: string) => fitLevel({ date_of_birth: dob }, [u12, teens], '2026-12-31');
    expect(fit('2014-12-31')).toMatchObject({ fit: 'one', level: { id: 'Teens' } });
    expect(fit('2014-12-30')).toMatchObject({ fit: 'one', level: { id: 'Teens' } });
    expect(fit('2015-01-01')).toMatchObject({ fit: 'one', level: { id: 'U12' } });
  });

  it('lists no fit and several fits with the reason', () => {
    expect(fitLevel({ date_of_birth: '2000-01-01' }, [u12, teens], '2026-12-31')).toEqual({
      fit: 'none', reason: 'Fits no level: U12 is for ages up to 11 (26 on 2026-12-31); Teens is for ages up to 17 (26 on 2026-12-31)',
    });
    expect(fitLevel({ date_of_birth: null }, [u12], '2026-12-31')).toMatchObject({ fit: 'none', reason: 'Fits no level: U12 places by age: no date of birth given' });
    const girls = level('Girls', { level_type: 'age', age_min: 12, age_max: 17, gender: 'female' });
    expect(fitLevel({ date_of_birth: '2013-01-01', gender: 'female' }, [teens, girls], '2026-12-31')).toMatchObject({ fit: 'several', reason: 'Fits several levels: Teens, Girls' });
    expect(fitLevel({ date_of_birth: '2013-01-01', gender: 'male' }, [teens, girls], '2026-12-31')).toMatchObject({ fit: 'one', level: { id: 'Teens' } });
    expect(fitLevel({ date_of_birth: '2013-01-01' }, [girls], '2026-12-31')).toMatchObject({ fit: 'none', reason: 'Fits no level: Girls is women only: no gender given' });
  });

  it('places by the nearest skill level, a tie fitting both; levels without a rule take no part', () => {
    const beginner = level('Beginner', { level_type: 'skill', skill_level: 2 });
    const advanced = level('Advanced', { level_type: 'skill', skill_level: 8 });
    const open = level('Open', {});
    expect(fitLevel({ date_of_birth: null, skill_rating: 3 }, [beginner, advanced, open], '2026-12-31')).toMatchObject({ fit: 'one', level: { id: 'Beginner' } });
    expect(fitLevel({ date_of_birth: null, skill_rating: 7 }, [beginner, advanced, open], '2026-12-31')).toMatchObject({ fit: 'one', level: { id: 'Advanced' } });
    expect(fitLevel({ date_of_birth: null, skill_rating: 5 }, [beginner, advanced], '2026-12-31')).toMatchObject({ fit: 'several' });
    expect(fitLevel({ date_of_birth: null }, [open], '2026-12-31')).toMatchObject({ fit: 'none', reason: expect.stringContaining('No level of this season has a rule') });
  });
});
