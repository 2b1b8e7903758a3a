// `npm run build:web` fails on a warning (web/build-web.ts). The web apps' own builds are checked where they are
// built once for the browser tests (tests/e2e/global-setup.ts runs build:web); here, the check itself on a small
// build that warns.
import { describe, expect, it } from 'vitest';
import { buildCollectingWarnings, WEB_CONFIGS } from '../../web/build-web';

describe('the web build refuses warnings', () => {
  it('reports the warnings of a build whose config imports without an extension and whose dynamic import cannot split a module out', async () => {
    const warnings = await buildCollectingWarnings('tests/unit/fixtures/build-warnings/vite.config.ts', { logLevel: 'silent' });
    expect(warnings).toEqual([expect.stringContaining("configLoader: 'native'"), expect.stringContaining('INEFFECTIVE_DYNAMIC_IMPORT')]);
  }, 60_000);

  it('checks both web apps', () => {
    expect(WEB_CONFIGS).toEqual(['web/admin/vite.config.ts', 'web/site/vite.config.ts']);
  });
});
