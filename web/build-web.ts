// `npm run build:web`: both web apps' Vite builds, failing on any warning Vite or its bundler prints (the config
// loader's, an ineffective dynamic import, an import that is undefined under Preact's React API, ...): a warning
// left in the log hides the next one. The prerender of the public pages runs after it (package.json). The test tiers
// and `npm start` build through it, so a warning stops them too; tests/unit/build-warnings.test.ts shows the check
// failing on a build that warns.
import path from 'node:path';
import { build, createLogger, type InlineConfig, type Logger } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
export const WEB_CONFIGS = ['web/admin/vite.config.ts', 'web/site/vite.config.ts'];

/** Vite's own logger (it still prints), remembering every warning it is given. */
function warningLogger(warnings: string[], level: InlineConfig['logLevel']): Logger {
  const logger = createLogger(level);
  return {
    ...logger,
    warn(msg, options) {
      warnings.push(msg);
      logger.warn(msg, options);
    },
    warnOnce(msg, options) {
      warnings.push(msg);
      logger.warnOnce(msg, options);
    },
  };
}

/** Builds with one config file; answers the warnings printed on the way (none for a clean build). */
export async function buildCollectingWarnings(configFile: string, overrides: InlineConfig = {}): Promise<string[]> {
  const warnings: string[] = [];
  await build({ ...overrides, configFile: path.resolve(root, configFile), customLogger: warningLogger(warnings, overrides.logLevel) });
  return warnings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const warned: string[] = [];
  for (const config of WEB_CONFIGS) {
    for (const w of await buildCollectingWarnings(config)) warned.push(`${config}: ${w}`);
  }
  if (warned.length) {
    console.error(`\nbuild:web failed: ${warned.length} warning(s) above; a warning fails the build (web/build-web.ts).`);
    process.exit(1);
  }
}
