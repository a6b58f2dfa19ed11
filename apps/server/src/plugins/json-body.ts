import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/problem.ts';
import { findUnsafeText, jsonMayHoldUnsafeText, unsafeText } from '../lib/unsafe-text.ts';

/** No request body of this API nests deeper than a handful of levels. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a parsed JSON value, counted without recursion. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(node)) stack.push([child, level]);
  }
  return deepest;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact text, kept by scopes that verify a signature over it. */
    rawBody?: string;
  }
}

/**
 * One JSON body parser for every route:
 * - an empty body with a JSON content type is no body (clients commonly send the header on
 *   every call; a route that takes a body still answers 400 naming it, from its schema);
 * - a body nested deeper than MAX_JSON_DEPTH is refused before any code walks it;
 * - prototype-poisoning keys are refused, as Fastify's own parser does;
 * - a NUL or an unpaired surrogate in any text is refused, naming the field (lib/unsafe-text.ts).
 * A scope that signs its bodies (the order webhooks) registers it again with keepRawBody.
 */
export function registerJsonBody(app: FastifyInstance, options: { keepRawBody?: boolean } = {}): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (options.keepRawBody) request.rawBody = text;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (err, parsed) => {
      if (err) return done(err, undefined);
      if (jsonDepth(parsed, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        return done(badRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`), undefined);
      }
      const unsafe = jsonMayHoldUnsafeText(text) ? findUnsafeText(parsed, 'body') : null;
      if (unsafe !== null) return done(unsafeText(unsafe), undefined);
      done(null, parsed);
    });
  });
}
