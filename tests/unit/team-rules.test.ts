// Team rules that need no stack: the panel's computed figures, and the team schemas' messages (the same schemas
// validate the API's bodies and the admin app's forms).
import { describe, expect, it } from 'vitest';
import { teamFigures } from '../../web/admin/src/components/teams/team-figures';
import { changeManagerSchema, createTeamSchema, TEAM_MESSAGES, updateTeamSchema, userSearchQuerySchema } from '../../shared/team-schema';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('team management figures', () => {
  it('counts teams, players, the average team size and distinct managers', () => {
    expect(teamFigures([])).toEqual({ total: 0, players: 0, average: '0', managers: 0 });
    expect(teamFigures([{ player_count: 3, manager_id: 'a' }, { player_count: 0, manager_id: 'a' }, { player_count: 4, manager_id: 'b' }]))
      .toEqual({ total: 3, players: 7, average: '2.3', managers: 2 });
    expect(teamFigures([{ player_count: 2, manager_id: 'a' }, { player_count: 2, manager_id: 'b' }]).average).toBe('2');
  });
});

describe('team schemas', () => {
  it('needs a name of 2 characters and a manager picked or named by e-mail to create a team', () => {
    expect(messages(createTeamSchema.safeParse({ name: 'A', manager_email: 'a@b.co' }))).toEqual([TEAM_MESSAGES.nameMin]);
    expect(messages(createTeamSchema.safeParse({ name: 'AB' }))).toEqual([TEAM_MESSAGES.managerRequired]);
    expect(createTeamSchema.parse({ name: ' AB ', manager_user_id: 'U1', logo_url: '' })).toMatchObject({ name: 'AB', manager_user_id: 'U1', logo_url: null });
  });

  it('accepts only http(s) addresses, whole roster sizes of at least 1 and ISO dates when editing', () => {
    expect(messages(updateTeamSchema.safeParse({ logo_url: 'ftp://x.example.com/a.png' }))).toEqual([TEAM_MESSAGES.invalidUrl]);
    expect(messages(updateTeamSchema.safeParse({ logo_url: 'http://otters/a.png' }))).toEqual([TEAM_MESSAGES.invalidUrl]);
    // A logo uploaded to the local stack is served from localhost.
    expect(updateTeamSchema.parse({ logo_url: 'http://localhost:3000/uploads/leagues/L1/team-logo-1.png' }).logo_url).toBe('http://localhost:3000/uploads/leagues/L1/team-logo-1.png');
    expect(messages(updateTeamSchema.safeParse({ name: '' }))).toEqual([TEAM_MESSAGES.nameRequired]);
    expect(messages(updateTeamSchema.safeParse({ max_roster_size: 0 }))).toEqual([TEAM_MESSAGES.maxRoster]);
    expect(updateTeamSchema.parse({ website_url: 'https://club.example.com', max_roster_size: '', founded_date: '2001-02-03' }))
      .toEqual({ website_url: 'https://club.example.com', max_roster_size: null, founded_date: '2001-02-03' });
  });

  it('asks for a manager to change to, and for 2 characters to search', () => {
    expect(messages(changeManagerSchema.safeParse({}))).toEqual([TEAM_MESSAGES.managerSelect]);
    expect(messages(userSearchQuerySchema.safeParse({ q: ' a ' }))).toEqual([TEAM_MESSAGES.searchMin]);
  });
});
