import { describe, expect, it } from 'vitest';
import { diffLocaleKeys, findEmptyTexts, flattenLocaleKeys } from './locale-keys.ts';
import { localeResources } from './i18n.ts';

describe('flattenLocaleKeys', () => {
  it('lists nested keys and array items as dotted paths', () => {
    expect(flattenLocaleKeys({ a: 'x', b: { c: 'y', d: [{ e: 'z' }, 'w'] } })).toEqual([
      'a',
      'b.c',
      'b.d.0.e',
      'b.d.1',
    ]);
  });

  it('treats plural forms as one key', () => {
    expect(new Set(flattenLocaleKeys({ item_one: 'a', item_other: 'b', item_many: 'c' }))).toEqual(new Set(['item']));
  });
});

describe('findEmptyTexts', () => {
  it('finds blank texts at any depth', () => {
    expect(findEmptyTexts({ a: 'ok', b: { c: ' ' }, d: ['', 'x'] })).toEqual(['b.c', 'd.0']);
  });
});

describe('diffLocaleKeys', () => {
  it('reports keys missing on either side', () => {
    expect(diffLocaleKeys({ a: '1', b: '2' }, { b: '2', c: '3' })).toEqual({
      missingInSecond: ['a'],
      missingInFirst: ['c'],
    });
  });

  it('reports a list that lost an item', () => {
    expect(diffLocaleKeys({ list: ['a', 'b'] }, { list: ['a'] }).missingInSecond).toEqual(['list.1']);
  });
});

describe('locale files in public/locales', () => {
  const resources = localeResources();
  const english = resources.en ?? {};
  const french = resources.fr ?? {};
  const namespaces = [...new Set([...Object.keys(english), ...Object.keys(french)])].sort();

  it('exist in both languages', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(english).sort()).toEqual(Object.keys(french).sort());
  });

  it.each(namespaces)('%s has the same keys in English and French', (ns) => {
    expect(diffLocaleKeys(english[ns], french[ns])).toEqual({ missingInSecond: [], missingInFirst: [] });
  });

  it.each(namespaces)('%s has no empty texts', (ns) => {
    expect({ en: findEmptyTexts(english[ns]), fr: findEmptyTexts(french[ns]) }).toEqual({ en: [], fr: [] });
  });
});
