import { describe, it, expect } from 'vitest';
import { mask, shorten } from './text.ts';

describe('shorten', () => {
  it('leaves text shorter than length unchanged', () => {
    expect(shorten('Pizza', 10)).toBe('Pizza');
  });

  it('leaves text of exactly length unchanged', () => {
    expect(shorten('Pizza', 5)).toBe('Pizza');
  });

  it('cuts text one longer than length and appends an ellipsis', () => {
    expect(shorten('Pizzas', 5)).toBe('Pizza...');
  });

  it('does not count the ellipsis in length', () => {
    expect(shorten('Double cheeseburger', 6)).toBe('Double...');
  });

  it('handles zero length and empty text', () => {
    expect(shorten('abc', 0)).toBe('...');
    expect(shorten('', 0)).toBe('');
  });

  it('never splits an emoji', () => {
    expect(shorten('🍕🍔🌮', 2)).toBe('🍕🍔...');
    expect(shorten('🍕🍔', 2)).toBe('🍕🍔');
  });

  it('rejects a negative or fractional length', () => {
    expect(() => shorten('abc', -1)).toThrow(RangeError);
    expect(() => shorten('abc', 1.5)).toThrow(RangeError);
    expect(() => shorten('abc', Number.NaN)).toThrow(RangeError);
  });
});

describe('mask', () => {
  it('replaces every character with *', () => {
    expect(mask('secret')).toBe('******');
    expect(mask('a b\nc')).toBe('*****');
  });

  it('masks an empty string to empty', () => {
    expect(mask('')).toBe('');
  });

  it('counts an emoji as one character', () => {
    expect(mask('a🍕')).toBe('**');
  });
});
