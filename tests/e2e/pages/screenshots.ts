import type { Locator, Page, TestInfo } from '@playwright/test';

// Screenshots are for a person to look at: test-results/<test>/<name>.png. `npm test` sets E2E_SCREENSHOTS=off,
// because in the whole suite nobody looks at them and rasterising full pages in software is a large share of the
// browser tier's CPU; run a spec on its own (npx playwright test ...) to get them.
const screenshotsOn = () => process.env.E2E_SCREENSHOTS !== 'off';

/** A page (the whole of it; from its top with fromTop, so a sticky bar sits at the top) or one element. */
export async function shot(target: Page | Locator, info: TestInfo, name: string, opts: { fromTop?: boolean; fullPage?: boolean } = {}) {
  if (!screenshotsOn()) return;
  const path = info.outputPath(`${name}.png`);
  if ('goto' in target) {
    if (opts.fromTop) await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path, fullPage: opts.fullPage ?? true });
  } else {
    await target.screenshot({ path });
  }
}
