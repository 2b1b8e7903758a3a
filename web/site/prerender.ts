// `npm run build:web`, last step: renders the product's static public pages (shared/public-pages.ts) into
// dist/public, with the sitemap and robots.txt, so S3 + CloudFront (and the local gateway) serve them as files.
// The league directory gets a copy without leagues (its island reads them in the browser), for the cloud.
//
// Canonical URLs, Open Graph and the sitemap need the product's origin: SITE_ORIGIN, else https://<domainName> from
// cdk.json's context (the deployed app's domain), else http://localhost:3000 (`npm start`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AUTH_PAGES, DIRECTORY_PAGE, publicPageFile, robotsTxt, sitemapXml, STATIC_PUBLIC_PAGES, type AuthPagePath, type StaticPublicPath,
} from '../../shared/public-pages';
import { adminAssetsFromIndex, adminFilesFromIndex, renderAuthPage, renderDirectoryPage, renderStaticPublicPage } from './src/server/render-public';
import type { SiteManifest } from './src/server/render-shell';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(repo, 'dist');

function productOrigin(): string {
  if (process.env.SITE_ORIGIN) return process.env.SITE_ORIGIN.replace(/\/+$/, '');
  try {
    const domain = (JSON.parse(fs.readFileSync(path.join(repo, 'cdk.json'), 'utf8')) as { context?: { domainName?: string } }).context?.domainName;
    if (domain) return `https://${domain}`;
  } catch {
    // no cdk.json: the local default below
  }
  return 'http://localhost:3000';
}

const origin = productOrigin();
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'site/.vite/manifest.json'), 'utf8')) as SiteManifest;
const adminIndex = fs.readFileSync(path.join(dist, 'admin/index.html'), 'utf8');
const admin = adminAssetsFromIndex(adminIndex);
const out = path.join(dist, 'public');
fs.rmSync(out, { recursive: true, force: true });

function write(rel: string, text: string) {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

for (const page of Object.keys(STATIC_PUBLIC_PAGES) as StaticPublicPath[]) {
  write(publicPageFile(page), renderStaticPublicPage(page, { manifest, origin, admin }));
}
write(publicPageFile(DIRECTORY_PAGE.path), renderDirectoryPage({ manifest, origin }, { initial: null, linkBase: null }));
for (const page of Object.keys(AUTH_PAGES) as AuthPagePath[]) write(publicPageFile(page), renderAuthPage(page, { manifest, origin, adminFiles: adminFilesFromIndex(adminIndex) }));
write('sitemap.xml', sitemapXml(origin));
write('robots.txt', robotsTxt(origin));
console.log(`prerendered ${Object.keys(STATIC_PUBLIC_PAGES).length + 1} public pages, ${Object.keys(AUTH_PAGES).length} auth pages, sitemap.xml and robots.txt into dist/public for ${origin}`);
