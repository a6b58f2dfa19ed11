import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    const a = numberFormat('en-US', { maximumFractionDigits: 1 });
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('fr-CA', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).not.toBe(a);
    expect(a.format(1234.56)).toBe('1,234.6');
    expect(numberFormat('fr-CA', { maximumFractionDigits: 1 }).format(1234.56)).toMatch(/^1\s234,6$/);
  });

  it('keeps time zones apart', () => {
    const at = new Date('2026-12-06T17:05:00Z');
    const montreal = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' });
    const vancouver = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Vancouver' });
    expect(montreal).not.toBe(vancouver);
    expect(montreal.format(at)).toMatch(/^12:05\sPM$/);
    expect(vancouver.format(at)).toMatch(/^9:05\sAM$/);
    expect(dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto' })).toBe(montreal);
  });
});
