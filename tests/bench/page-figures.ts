// The public pages' figures for `npm run bench`: first-load JS+CSS gzip of / and /pricing (from the built HTML),
// and Lighthouse mobile (performance, accessibility, SEO) of /, /pricing, /leagues and /auth against a running
// local stack, which compresses and caches like CloudFront (infra/local/compression.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Gzip sizes of the scripts, module preloads and stylesheets one HTML file loads, from their built files. */
export function firstLoadOf(htmlFile: string, roots: Record<string, string>): { js: number; css: number } {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const [prefix, root] = Object.entries(roots).find(([p]) => ref.startsWith(p))!;
    const gz = zlib.gzipSync(fs.readFileSync(path.join(root, ref.slice(prefix.length))), { level: 9 }).length;
    if (ref.endsWith('.js')) js += gz;
    else css += gz;
  }
  return { js, css };
}

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  transferKb: number;
}

/**
 * Lighthouse's default (mobile: simulated slow 4G, 4x CPU slowdown) on each path, one Chromium for all. With
 * `reportDir`, each page's full report is kept there as JSON and HTML (named after the path), to read the audits
 * behind a score.
 */
export async function lighthouseScores(base: string, paths: string[], reportDir?: string): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const p of paths) {
      const result = await lighthouse(`${base}${p}`, { port: chrome.port, logLevel: 'error', output: ['json', 'html'], onlyCategories: ['performance', 'accessibility', 'seo'] });
      const lhr = result!.lhr;
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = p.replace(/^\/|\/$/g, '').replace(/[^a-z0-9-]+/gi, '_') || 'home';
        const [json, html] = result!.report as string[];
        fs.writeFileSync(path.join(reportDir, `${name}.report.json`), json);
        fs.writeFileSync(path.join(reportDir, `${name}.report.html`), html);
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      scores.push({
        path: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        transferKb: Number(lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
