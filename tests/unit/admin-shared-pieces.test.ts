import { describe, expect, it } from 'vitest';
import { levelOptions } from '../../web/admin/src/components/levels/level-select';
import { list, venuesOf } from '../../web/admin/src/components/games/slot-fields';

describe('the admin\'s shared choice builders', () => {
  it('offers a league\'s levels between the screen\'s own first and last entries, a full level not choosable where room counts', () => {
    const levels = [{ id: 'a', name: 'Under 12', team_count: 4, max_teams_per_level: 4 }, { id: 'b', name: 'Open', team_count: 1, max_teams_per_level: null }];
    expect(levelOptions(levels, { first: { value: '', label: 'Whole league' }, last: { value: '-', label: 'No level' } }).map((o) => o.label))
      .toEqual(['Whole league', 'Under 12', 'Open', 'No level']);
    expect(levelOptions(levels, { room: true })[0]).toEqual({ value: 'a', label: 'Under 12', description: '4 of 4 teams', disabled: true });
    expect(levelOptions(levels, { room: true })[1]).toEqual({ value: 'b', label: 'Open' });
  });

  it('sends the chosen fields grouped by venue and the typed start times as a list', () => {
    expect(venuesOf(['v1\u0000Pitch 1', 'v2\u0000Court', 'v1\u0000Pitch 2'])).toEqual([
      { venue_id: 'v1', fields: ['Pitch 1', 'Pitch 2'] }, { venue_id: 'v2', fields: ['Court'] },
    ]);
    expect(list(' 10:00, 12:00  14:00,')).toEqual(['10:00', '12:00', '14:00']);
  });
});
