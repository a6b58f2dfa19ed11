import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem-details.ts';

/**
 * Paths under /api that are client routes (links in e-mails open the app there, spec
 * section 2); a browser asking for HTML gets the app, an API client gets the API's 404.
 */
const CLIENT_ROUTED_API_PREFIXES = ['/api/users/activate/', '/api/users/resetPassword/'];

const HASHED_ASSET = /^\/assets\//;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app: immutable caching for content-hashed assets, no-cache for
 * index.html and locale files, and index.html for every client route (SPA fallback).
 * Without a build it still answers API 404s as problems, so the API runs on its own.
 */
export async function registerWebStatic(app: FastifyInstance, webDistDir: string): Promise<void> {
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

  app.setNotFoundHandler((request, reply) => {
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
