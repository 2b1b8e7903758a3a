import http from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../ensure-browser';

// A league's custom domain, visited locally: the gateway serves a league's site for any request whose Host is one
// of its active domains, so a visitor is either a raw request with that Host header or a browser told that the
// domain is this machine.

/** GET {path} on the local stack with a chosen Host header: what `curl -H 'Host: …' http://localhost:<port>/` does (fetch cannot set Host). */
export function getWithHost(baseURL: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A Chromium that resolves `domain` to this machine, so its pages send `Host: domain` to the local stack. Close it when done. */
export function browserResolving(domain: string): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${domain} 127.0.0.1`] });
}

/** The address of `domain` on the local stack (its port; the cloud's would be https://{domain}). */
export const domainOrigin = (domain: string, baseURL: string) => `http://${domain}:${new URL(baseURL).port}`;
