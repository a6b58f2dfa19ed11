import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText, jsonMayHoldUnsafeText, urlMayHoldUnsafeText } from './unsafe-text.ts';

describe('the text rule', () => {
  it.each([
    ['plain', 'Pizza Margherita', false],
    ['accents and emoji', 'Crème brûlée 🍮', false],
    ['a NUL', 'a\u0000b', true],
    ['a lone high surrogate at the end', 'abc\ud83d', true],
    ['a lone low surrogate', '\udc00abc', true],
    ['two high surrogates', '\ud83d\ud83d\ude00', true],
  ])('%s', (_what, text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  it('finds the first offending text by its path, at any depth, without recursion', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findUnsafeText({ 'k\ud800': 1 }, 'body')).toBe('body.(key)');
    expect(findUnsafeText('fine', 'query')).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });

  it('clears by one scan only the texts that cannot decode or parse to an unsafe one', () => {
    for (const unsafe of ['a\u0000b', 'a\ud800b', '\udc00']) {
      expect(jsonMayHoldUnsafeText(JSON.stringify({ q: unsafe }))).toBe(true);
      expect(urlMayHoldUnsafeText(`/api/x?q=${unsafe}`)).toBe(true);
    }
    expect(jsonMayHoldUnsafeText('{"q":"\\u0000"}')).toBe(true);
    // As they are, not escaped: a text that did not come from bytes.
    expect(jsonMayHoldUnsafeText('{"q":"a\u0000b"}')).toBe(true);
    expect(jsonMayHoldUnsafeText('{"q":"a\ud800b"}')).toBe(true);
    expect(urlMayHoldUnsafeText('/api/x?q=a%00b')).toBe(true);
    expect(jsonMayHoldUnsafeText('{"q":"Crème brûlée 🍮"}')).toBe(false);
    expect(urlMayHoldUnsafeText('/api/restaurants/nearby?lat=45.5&lng=-73.6')).toBe(false);
  });
});
