import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Who is a league's admin or a team's manager is read in functions/access/ only (eslint/role-checks.js): a probe
// file that compares an admin_id or a manager_id by hand in an area is refused, the same line inside access/ is not.
// Only that rule runs, and it needs no types, so the typed parser is left out.

const repo = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'role-checks/only-in-access',
});

async function roleErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result!.messages.filter((m) => m.ruleId === 'role-checks/only-in-access').map((m) => m.message);
}

const PROBE = [
  'type L = { admin_id: string }; type T = { manager_id: string };',
  'export const a = (userId: string, league: L) => league.admin_id === userId;',
  'export const b = (userId: string, team: T | null) => userId !== team?.manager_id;',
  "export const c = (userId: string, team: T) => team['manager_id'] == userId;",
].join('\n');

// The first lint loads the whole lint configuration (its plugins and parsers): seconds on a busy runner.
describe('role checks stay in functions/access/', { timeout: 30_000 }, () => {
  it('refuses an admin_id or manager_id compared by hand in an area, each comparison named', async () => {
    const errors = await roleErrors('functions/teams/probe.ts', PROBE);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('admin_id compared');
    expect(errors[1]).toContain('manager_id compared');
    expect(errors[0]).toContain('functions/access/');
  });

  it('refuses it in the data layer and at the top of functions/ too', async () => {
    expect(await roleErrors('functions/data/probe.ts', PROBE)).toHaveLength(3);
    expect(await roleErrors('functions/routes-probe.ts', PROBE)).toHaveLength(3);
  });

  it('lets functions/access/ compare them, and areas use its answers and other fields freely', async () => {
    expect(await roleErrors('functions/access/probe.ts', PROBE)).toEqual([]);
    const asking = [
      "import { isLeagueAdmin } from '../access/roles';",
      'export const a = (userId: string, league: { admin_id: string; id: string }) => isLeagueAdmin(userId, league) && league.id === userId;',
      'export const owner = (league: { admin_id: string }) => league.admin_id;',
    ].join('\n');
    expect(await roleErrors('functions/teams/probe.ts', asking)).toEqual([]);
  });
});
