import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from './server-process.ts';

const DIST = path.join(repoRoot, 'apps', 'web', 'dist-capacitor');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export type NativePlatform = 'ios' | 'android';

/** A plugin call the app made through the simulated native bridge. */
export interface NativeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown> | undefined;
}

declare global {
  interface Window {
    __native?: { calls: NativeCall[]; fire(plugin: string, event: string, data: unknown): void };
  }
}

interface BuildScript {
  buildWeb(options: { mode: string }): Promise<boolean>;
}

/**
 * The CAPACITOR build as the apps' web view serves it (every path without a file is the
 * app's index.html), on a port of its own, with /api passed to the test server (the
 * index names its own origin as the API's, through the playeats-api-base meta tag: the
 * cross-origin calls of the real apps are the CORS integration tests' subject).
 */
export function useMobileApp(apiUrl: () => string): { url: () => string } {
  let server: http.Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const script = (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'build.mjs')).href)) as BuildScript;
    await script.buildWeb({ mode: 'capacitor' });
    const index = fs
      .readFileSync(path.join(DIST, 'index.html'), 'utf8')
      .replace('<head>', '<head><meta name="playeats-api-base" content="" />');
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://app');
      if (url.pathname.startsWith('/api/')) {
        const api = new URL(apiUrl());
        const upstream = http.request(
          { host: api.hostname, port: api.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
        return;
      }
      const file = path.join(DIST, path.normalize(decodeURIComponent(url.pathname)));
      if (file.startsWith(DIST) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        fs.createReadStream(file).pipe(res);
        return;
      }
      res.writeHead(200, { 'content-type': TYPES['.html'] }).end(index);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return { url: () => origin };
}

/** The plugins and methods the app calls, as the native side registers them (capacitor.plugins.json). */
const PLUGINS: Record<string, Record<string, 'promise' | 'callback'>> = {
  App: { addListener: 'callback', removeListener: 'promise', exitApp: 'promise' },
  Browser: { open: 'promise', close: 'promise', addListener: 'callback', removeListener: 'promise' },
  Clipboard: { write: 'promise' },
  StatusBar: { setOverlaysWebView: 'promise', setStyle: 'promise' },
  SplashScreen: { hide: 'promise' },
  ScreenOrientation: { lock: 'promise', unlock: 'promise' },
};

/**
 * Capacitor's native bridge as the iOS or Android shell injects it before the page loads:
 * the platform's marker (androidBridge, webkit.messageHandlers.bridge), the plugin
 * headers, and the two calls @capacitor/core makes into the native side, which record
 * what they are asked; `__native.fire` plays a native event (app state, back button, link).
 */
export async function simulateNativeBridge(page: Page, platform: NativePlatform): Promise<void> {
  await page.addInitScript(
    ({ platform, plugins }) => {
      type Callback = (data: unknown) => void;
      const calls: NativeCall[] = [];
      const listeners = new Map<string, { plugin: string; event: string; callback: Callback }>();
      let next = 1;
      const w = window as unknown as Record<string, unknown>;
      if (platform === 'android') w.androidBridge = { postMessage: () => undefined };
      else w.webkit = { messageHandlers: { bridge: { postMessage: () => undefined } } };
      w.Capacitor = {
        getPlatform: () => platform,
        PluginHeaders: Object.entries(plugins).map(([name, methods]) => ({
          name,
          methods: Object.entries(methods).map(([method, rtype]) => ({ name: method, rtype })),
        })),
        nativePromise(plugin: string, method: string, options?: Record<string, unknown>) {
          calls.push({ plugin, method, options });
          if (method === 'removeListener') listeners.delete(String(options?.callbackId));
          return Promise.resolve(undefined);
        },
        nativeCallback(plugin: string, method: string, options: Record<string, unknown>, callback: Callback) {
          const id = String(next++);
          listeners.set(id, { plugin, event: String(options.eventName), callback });
          calls.push({ plugin, method, options });
          return id;
        },
      };
      window.__native = {
        calls,
        fire(plugin, event, data) {
          for (const l of listeners.values()) if (l.plugin === plugin && l.event === event) l.callback(data);
        },
      };
    },
    { platform, plugins: PLUGINS },
  );
}

/** The native calls made so far, of one plugin. */
export async function nativeCalls(page: Page, plugin: string): Promise<NativeCall[]> {
  return page.evaluate((name) => (window.__native?.calls ?? []).filter((c) => c.plugin === name), plugin);
}

/** A native event, as the shell would send it (App: appUrlOpen, backButton, appStateChange). */
export async function fireNative(page: Page, plugin: string, event: string, data: unknown): Promise<void> {
  await page.evaluate(([p, e, d]) => window.__native?.fire(p as string, e as string, d), [plugin, event, data]);
}

/** The safe area iOS gives a 390×844 iPhone's web view: the status bar and notch above, the home indicator below. */
export const IPHONE_SAFE_AREA = { top: 47, right: 0, bottom: 34, left: 0 } as const;

export type SafeArea = { [side in keyof typeof IPHONE_SAFE_AREA]: number };

/**
 * The safe-area insets as the web view gives them to CSS (env(safe-area-inset-*)), which
 * Chromium otherwise leaves at 0: the iOS app draws the page under the status bar (call
 * before the page loads, so the first paint has them).
 */
export async function simulateSafeArea(page: Page, insets: SafeArea): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
}

/**
 * Goes to a route as the app's own links do. The web view loads index.html once, at its
 * root (the CAPACITOR build addresses its assets relative to it, so a deeper address
 * cannot be loaded as a page); every later page is the router's: a history entry and the
 * router told of it. Waits for the new page's level-1 heading.
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  const before = await page.getByRole('heading', { level: 1 }).first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  await page.waitForFunction((heading) => !heading?.isConnected, before);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
