import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lint holds the web folders apart (eslint.config.js): the public site and the admin never import each other (what
// both use lives in web/shared/), and an admin component never imports a page. Each probe is a one-line file linted
// as if it sat at that path; only the import rule runs, and it needs no types, so the typed parser is left out.

const repo = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function importErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${from}';\nexport default probe;\n`, { filePath: path.join(repo, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole lint configuration (its plugins and parsers): seconds on a busy runner.
describe('web import boundaries', { timeout: 30_000 }, () => {
  it('refuses an import from the public site into the admin app', async () => {
    const errors = await importErrors('web/site/src/public/probe.ts', '../../../admin/src/lib/format');
    expect(errors).toEqual([expect.stringContaining('never import each other')]);
  });

  it('refuses an import from the admin app into the public site', async () => {
    const errors = await importErrors('web/admin/src/components/probe.ts', '../../../site/src/api');
    expect(errors).toEqual([expect.stringContaining('never import each other')]);
  });

  it('refuses an import from web/shared into either app', async () => {
    expect(await importErrors('web/shared/probe.ts', '../admin/src/lib/format')).toHaveLength(1);
    expect(await importErrors('web/shared/probe.ts', '../site/src/api')).toHaveLength(1);
  });

  it('refuses an admin component importing a page, a hooks file of a component too', async () => {
    expect(await importErrors('web/admin/src/components/teams/probe.tsx', '../../pages/dashboard/index')).toEqual([
      expect.stringContaining('Admin components never import pages'),
    ]);
    expect(await importErrors('web/admin/src/components/teams/probe-hooks.ts', '../../pages/league-management/hooks')).toEqual([
      expect.stringContaining('Admin components never import pages'),
    ]);
  });

  it('lets both apps import web/shared, and pages import components', async () => {
    expect(await importErrors('web/site/src/public/probe.ts', '../../../shared/return-path')).toEqual([]);
    expect(await importErrors('web/admin/src/toast/probe.ts', '../../../shared/carried-toast')).toEqual([]);
    expect(await importErrors('web/admin/src/pages/dashboard/probe.tsx', '../../components/teams/create-team-modal')).toEqual([]);
  });
});
