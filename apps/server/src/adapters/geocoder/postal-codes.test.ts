import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadPostalAreas, readOnce } from './postal-codes.ts';

describe('loadPostalAreas', () => {
  it("copies the package's postal areas and leaves its data files out of the module cache", async () => {
    const areas = await loadPostalAreas();
    expect(areas.find('10001-1234')).toMatchObject({ code: '10001', country: 'UNITED_STATES', region: 'NY' });
    expect(areas.find('h2x 1y4')).toMatchObject({ code: 'H2X', country: 'CANADA', region: 'QC' });
    const require = createRequire(import.meta.url);
    for (const file of ['zipcodes/lib/codes.js', 'zipcodes/lib/codesCanada.js']) {
      expect(require.cache[require.resolve(file)]).toBeUndefined();
    }
  });

  it('reads each data file as the same values as evaluating it would give', () => {
    const require = createRequire(import.meta.url);
    for (const specifier of ['zipcodes/lib/codes.js', 'zipcodes/lib/codesCanada.js'] as const) {
      const file = require.resolve(specifier);
      try {
        const evaluated = require(file) as Record<string, unknown>;
        const read = readOnce(specifier);
        expect(Object.keys(read)).toEqual(['codes', 'stateMap']);
        expect(read).toEqual({ ...evaluated });
      } finally {
        Reflect.deleteProperty(require.cache, file);
      }
    }
  });
});
