// Who may do what to a team or a game, as one table (functions/access/decide.ts): a stranger always gets the
// missing thing's 404 so nothing about a league leaks; someone inside the league who may not gets 403.
import { describe, expect, it } from 'vitest';
import { gameDecision, teamDecision, type Standing } from '../../functions/access/decide';

const nobody: Standing = { admin: false, manager: false, player: false, connected: false };
const adminOf: Standing = { ...nobody, admin: true, connected: true };
const managerOf: Standing = { ...nobody, manager: true, connected: true };
const playerOf: Standing = { ...nobody, player: true, connected: true };
const elsewhere: Standing = { ...nobody, connected: true };

describe('team access', () => {
  it.each([
    ['the league\'s admin', adminOf, 'allow', 'allow'],
    ['the team\'s manager', managerOf, 'allow', 'allow'],
    ['a player of the team', playerOf, 'allow', 'forbidden'],
    ['someone in another team of the league', elsewhere, 'not_found', 'not_found'],
    ['a stranger', nobody, 'not_found', 'not_found'],
  ] as const)('%s: sees the team %s, manages it %s', (_who, standing, see, manage) => {
    expect(teamDecision(standing, 'see')).toBe(see);
    expect(teamDecision(standing, 'manage')).toBe(manage);
  });
});

describe('game access', () => {
  it.each([
    ['the league\'s admin', adminOf, 'allow', 'allow', 'allow'],
    ['a manager of either team', managerOf, 'allow', 'allow', 'forbidden'],
    ['a player or another team\'s manager in the league', elsewhere, 'forbidden', 'forbidden', 'forbidden'],
    ['a stranger to the league', nobody, 'not_found', 'not_found', 'not_found'],
  ] as const)('%s: reads %s, reports %s, runs the game %s', (_who, standing, read, manager, admin) => {
    expect(gameDecision(standing, 'read')).toBe(read);
    expect(gameDecision(standing, 'manager')).toBe(manager);
    expect(gameDecision(standing, 'admin')).toBe(admin);
  });
});
