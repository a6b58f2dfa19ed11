import { describe, expect, it } from 'vitest';
import { useServer } from './support/server.ts';

const server = useServer();

async function indexHtml(): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${server.url}/home`, { headers: { accept: 'text/html' } });
  return { response, html: await response.text() };
}

describe('static assets', () => {
  it('index.html is revalidated on every load, under a strict CSP', async () => {
    const { response, html } = await indexHtml();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;| https:\/\/accounts\.google\.com\/gsi\/client;)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The CSP forbids inline scripts: the built page must not need any.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('content-hashed scripts and styles are cached for a year, immutable', async () => {
    const { html } = await indexHtml();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const response = await fetch(`${server.url}${asset}`);
      // Read every answer to its end: an unread one keeps its connection busy, and the
      // server's graceful stop would wait for it (issue 20).
      await response.arrayBuffer();
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
  });

  it('locale files are revalidated, so new copy reaches users at once', async () => {
    const response = await fetch(`${server.url}/locales/en/common.json`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing asset is a 404, not the app', async () => {
    const response = await fetch(`${server.url}/assets/no-such-chunk.js`);
    await response.arrayBuffer();
    expect(response.status).toBe(404);
  });
});
