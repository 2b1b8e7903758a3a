import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Cloudscape's own markup that axe flags and the app cannot change: on a phone, AppLayout's toolbar wraps the side
 * navigation's menu button in a `<nav aria-orientation="horizontal">` (visual-refresh/mobile-toolbar.js), an
 * attribute a navigation landmark does not take and assistive technology ignores. Only that rule on that element.
 */
const LIBRARY_MARKUP: { rule: string; target: RegExp }[] = [{ rule: 'aria-allowed-attr', target: /mobile-toolbar-nav/ }];
const isLibraryMarkup = (rule: string, target: string) => LIBRARY_MARKUP.some((k) => k.rule === rule && k.target.test(target));

/** axe-core on the page as it is now: no serious or critical violation (the full list is attached to the report). */
export async function expectNoSeriousViolations(page: Page, info: TestInfo, name: string, exclude?: string) {
  // A dialog or toast fading in has text at part opacity: axe would measure its contrast mid-fade. Let the page's
  // running transitions and animations end first (an endless or paused one, like a spinner, is not waited for).
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 3_000)),
  ]));
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isLibraryMarkup(v.id, n.target.join(' '))) }))
    .filter((v) => v.nodes.length > 0);
  await info.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const summary = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, `serious or critical axe violations on ${name}`).toEqual([]);
}
