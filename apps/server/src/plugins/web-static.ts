import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRERENDER_COOKIES } from '@playeats/domain/constants';
import { sendProblem } from './problem-details.ts';
import { completeShell, restaurantPageId, type RestaurantHero } from './restaurant-shell.ts';

/**
 * Paths under /api that are client routes (links in e-mails open the app there, spec
 * section 2); a browser asking for HTML gets the app, an API client gets the API's 404.
 */
const CLIENT_ROUTED_API_PREFIXES = ['/api/users/activate/', '/api/users/resetPassword/'];

const HASHED_ASSET = /^\/assets\//;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/** Where the web build keeps its pre-rendered landing pages (scripts/prerender.mjs): a dot folder, never served as files. */
const PRERENDER_DIR = '.prerendered';
const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];
const FALLBACK_LANGUAGE: Language = 'en';

/** The routes answered with a pre-rendered document: the page, and its language when the path fixes it. */
const PRERENDERED_ROUTES: Record<string, { page: string; language?: Language }> = {
  '/home': { page: 'home' },
  '/home/en': { page: 'home', language: 'en' },
  '/home/fr': { page: 'home', language: 'fr' },
  '/partners': { page: 'partners' },
};

/** Language codes only, as the app's detector accepts them. */
const SAFE_CODE = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

function supported(code: string | null | undefined): Language | null {
  if (!code || !SAFE_CODE.test(code)) return null;
  const primary = code.slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l === primary && (code.length === 2 || /[-_]/.test(code[2] ?? ''))) ?? null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Accept-Language's tags, most wanted first (q=0 left out). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The visitor's language as the app detects it (spec section 9, lib/i18n-plugins.ts), from
 * what a request shows: the `lng` parameter, the language cookie, then the browser's
 * languages; the first supported one, else English. The app's local and session storage
 * come between the cookie and the browser's languages and are not sent: the app writes the
 * cookie whenever it keeps a language, and hydrates the page only when its language agrees.
 */
export function negotiateLanguage(request: {
  query?: unknown;
  headers: { cookie?: string; 'accept-language'?: string };
}): Language {
  const lng = (request.query as Record<string, unknown> | undefined)?.lng;
  const candidates = [
    typeof lng === 'string' ? lng : null,
    cookieValue(request.headers.cookie, PRERENDER_COOKIES.language),
    ...acceptedLanguages(request.headers['accept-language']),
  ];
  for (const code of candidates) {
    const language = supported(code);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * If-None-Match against a weak ETag (RFC 9110 section 13.1.2: a list of tags or `*`,
 * compared weakly, so `W/"x"` and `"x"` match).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app: immutable caching for content-hashed assets, no-cache for
 * index.html and locale files, and index.html for every client route (SPA fallback).
 * Without a build it still answers API 404s as problems, so the API runs on its own.
 */
/**
 * The landing page pre-rendered in the visitor's language (issue 17), when the build has it
 * and the address is the page's own (a query beyond `lng` may change what the page shows:
 * the app renders those itself). Looked up per request: a rebuild replaces the files.
 */
function prerenderedDocument(
  webDistDir: string,
  pathname: string,
  request: { url: string; query?: unknown; headers: { cookie?: string; 'accept-language'?: string } },
): { file: string; etag: string } | null {
  const route = PRERENDERED_ROUTES[pathname];
  if (!route) return null;
  // A browser that keeps a session, a place or preferences gets the app, which shows its own page.
  if (cookieValue(request.headers.cookie, PRERENDER_COOKIES.keptState) === '1') return null;
  const search = new URLSearchParams(request.url.split('?')[1] ?? '');
  if ([...search.keys()].some((key) => key !== 'lng')) return null;
  const language = route.language ?? negotiateLanguage(request);
  const file = path.join(webDistDir, PRERENDER_DIR, `${route.page}.${language}.html`);
  try {
    const stat = fs.statSync(file);
    // Size and time as @fastify/send makes them, and which document: the languages' files may match in both.
    const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    return { file, etag: `W/"${route.page}-${language}-${version}"` };
  } catch {
    return null; // not a web build, or built without them
  }
}

/** How long a restaurant page's document waits for the restaurant before it goes without it. */
const HERO_WAIT_MS = 300;

/**
 * A restaurant's page in the visitor's language with its picture and name in the document
 * (restaurant-shell.ts), when the build has the shell and the restaurant is shown; else
 * null, and the app's index.html answers (the app says what is wrong: an unknown restaurant,
 * a failed load). A failed lookup is logged, never the visitor's error.
 */
async function restaurantDocument(
  webDistDir: string,
  restaurantId: string,
  request: FastifyRequest,
  hero: (id: string) => Promise<RestaurantHero | null>,
): Promise<string | null> {
  const file = path.join(webDistDir, PRERENDER_DIR, `restaurant.${negotiateLanguage(request)}.html`);
  let shell: string;
  try {
    shell = fs.readFileSync(file, 'utf8');
  } catch {
    return null; // not a web build, or built without it
  }
  let timer: NodeJS.Timeout | undefined;
  // The document never waits long on the database: past the wait, the app's own document.
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), HERO_WAIT_MS);
  });
  try {
    const found = await Promise.race([hero(restaurantId), late]);
    return found && completeShell(shell, found);
  } catch (error) {
    request.log.warn({ err: error }, 'restaurant page: the restaurant could not be read for its shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface WebStaticOptions {
  /** A restaurant's name and picture for its page's first paint; null when it is not shown. */
  restaurantHero?: (id: string) => Promise<RestaurantHero | null>;
}

export async function registerWebStatic(
  app: FastifyInstance,
  webDistDir: string,
  options: WebStaticOptions = {},
): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // The app at / (the wildcard route answers a folder with its index file).
      index: 'index.html',
      // One route that looks the file up, not a route per file: a build's ~560 files made
      // ~1,100 routes, an eighth of the start-up (decision 0038). A missing file falls
      // through to the not-found handler below, as an unrouted path does.
      wildcard: true,
      // Not served: a build's stamp (.built-web) or any dotfile a build step leaves.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = `/${path.relative(webDistDir, filePath).split(path.sep).join('/')}`;
        res.header('cache-control', HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const clientRouted = CLIENT_ROUTED_API_PREFIXES.some((p) => pathname.startsWith(p));
    const wantsApp =
      hasWeb &&
      isGet &&
      acceptsHtml(request.headers.accept) &&
      (!isApi || clientRouted) &&
      !HAS_EXTENSION.test(pathname);
    if (wantsApp) {
      // A pre-rendered page's address answers with the app too, by language and cookies: a
      // cache must keep the answers apart whichever it stored first.
      if (pathname in PRERENDERED_ROUTES) reply.header('vary', 'Accept-Language, Cookie');
      const prerendered = prerenderedDocument(webDistDir, pathname, request);
      if (prerendered) {
        reply.header('cache-control', 'no-cache').header('etag', prerendered.etag).type('text/html; charset=utf-8');
        if (etagMatches(request.headers['if-none-match'], prerendered.etag)) return reply.code(304).send();
        return reply.send(fs.readFileSync(prerendered.file));
      }
      const restaurantId = restaurantPageId(pathname);
      if (restaurantId && options.restaurantHero) {
        // Its picture and name, in the visitor's language: a cache keeps the answers apart.
        reply.header('vary', 'Accept-Language, Cookie');
        const document = await restaurantDocument(webDistDir, restaurantId, request, options.restaurantHero);
        if (document) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(document);
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    if (!isApi && isGet && HAS_EXTENSION.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendProblem(
      request,
      reply,
      404,
      'NotFoundException',
      'Not found',
      `No route for ${request.method} ${pathname}.`,
    );
  });
}
