import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../lib/problem.ts';
import { checkRequestText } from './framework-errors.ts';

/** What checkRequestText hands on: undefined to go on, or the 400 naming the field. */
const check = (url: string, query: Record<string, string>, params: Record<string, string> = {}) =>
  new Promise<string | undefined>((resolve) =>
    checkRequestText({ url, query, params } as unknown as FastifyRequest, {} as FastifyReply, (err) =>
      resolve(
        ((err as HttpProblem | undefined)?.extensions.invalidParams as { name: string }[] | undefined)?.[0]?.name,
      ),
    ),
  );

describe('checkRequestText', () => {
  it('names the decoded field when the URL holds an escape, a NUL or a surrogate as it came', async () => {
    expect(await check('/api/x?q=a%00b', { q: 'a\u0000b' })).toBe('query.q');
    expect(await check('/api/x/a%00b', {}, { id: 'a\u0000b' })).toBe('path.id');
    expect(await check('/api/x?q=a\u0000b', { q: 'a\u0000b' })).toBe('query.q');
    expect(await check('/api/x?q=a\ud800b', { q: 'a\ud800b' })).toBe('query.q');
  });

  it('lets through text that is fine, escaped or not', async () => {
    expect(await check('/api/x?q=caf%C3%A9', { q: 'café' })).toBeUndefined();
    expect(await check('/api/x/abc?q=pizza', { q: 'pizza' }, { id: 'abc' })).toBeUndefined();
  });
});
