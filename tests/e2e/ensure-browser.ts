import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Debian's Chromium in its headless-shell build (package chromium-headless-shell): the same engine as Debian's
 * `chromium` without the desktop browser's processes, which takes the browser tier about a fifth less CPU and time
 * on two cores (docs/architecture.md section 6). CHROMIUM_PATH picks another binary.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian's full Chromium (package chromium), for the one spec that needs notifications, which the shell lacks. */
export const FULL_CHROMIUM = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every test browser starts: headless, no sandbox (CI runs as root), and none of a desktop browser's chores. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser tier uses Debian's Chromium (never a downloaded build): install it when missing and we can. */
export function ensureBrowser(): void {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Chromium is missing; installing Debian chromium-headless-shell and fonts-liberation for the browser tests...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-liberation'], { stdio: 'inherit', env });
    return;
  }
  throw new Error(`Browser tests need Chromium at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium-headless-shell fonts-liberation) or set CHROMIUM_PATH.`);
}
