// A venue games are played at cannot be removed from the league's settings until they move or go: their schedule
// and calendar feeds would otherwise lose where they are played. A venue nobody plays at goes freely.
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, game, newUser, teamsIn } from './support/games';

describe('removing a venue', () => {
  it('is refused with a 409 naming the venue and its games while games are played there, and goes once they are gone', async () => {
    const admin = await newUser('Vic', 'Venue');
    const league = await activeGameLeague(admin);
    const [a, b] = await teamsIn(admin, league.id, ['Hosts', 'Guests']);
    const season = await activeSeason(admin, league.id, [a.id, b.id]);
    const g1 = await game(admin, league, season.id, a.id, b.id, '2027-03-06');
    const g2 = await game(admin, league, season.id, b.id, a.id, '2027-03-13');
    const current = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    const spare = { name: 'Spare Hall', address: '2 Side St', fields: ['Main'] };

    const refused = await admin.api.put(`/api/leagues/${league.id}`, { ...current, venues: [spare] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('Central Gym has 2 games scheduled');
    // Nothing changed: the venue is still there, and no spare hall was added.
    const after = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect(after.venues.map((v: { name: string }) => v.name)).toEqual(['Central Gym']);

    // Adding a venue beside it is fine; removing one nobody plays at is too.
    const added = await admin.api.put(`/api/leagues/${league.id}`, { ...after, venues: [...after.venues, spare] });
    expect(added.status).toBe(200);
    const withSpare = added.body.league;
    const removedSpare = await admin.api.put(`/api/leagues/${league.id}`, { ...withSpare, venues: withSpare.venues.filter((v: { name: string }) => v.name !== 'Spare Hall') });
    expect(removedSpare.status).toBe(200);

    for (const id of [g1, g2]) expect((await admin.api.del(`/api/leagues/${league.id}/games/${id}`)).status).toBe(204);
    const latest = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...latest, venues: [] })).status).toBe(200);
  });
});
