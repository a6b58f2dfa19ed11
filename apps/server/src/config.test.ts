import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeNull();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.DOUBLE_BUCKS_DATES).toEqual([]);
    expect(config.FULL_MAINTENANCE_MODE).toBe(false);
    expect(config.ADS_ENABLED).toBe(true);
  });

  it('parses flags and date lists', () => {
    const config = loadConfig({
      FULL_MAINTENANCE_MODE: 'true',
      DEBUG: '1',
      DOUBLE_BUCKS_DATES: '2026-12-24,2026-12-31 ',
    });
    expect(config.FULL_MAINTENANCE_MODE).toBe(true);
    expect(config.DEBUG).toBe(true);
    expect(config.DOUBLE_BUCKS_DATES).toEqual(['2026-12-24', '2026-12-31']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['FULL_MAINTENANCE_MODE', 'maybe'],
    ['DOUBLE_BUCKS_DATES', '2026-13-01'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
  ])('a bad %s (%s) fails naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(1);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', DEBUG: 'x' })).toThrow(/PORT[\s\S]*DEBUG|DEBUG[\s\S]*PORT/);
  });
});
