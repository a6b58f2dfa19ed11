import { describe, it, expect } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

describe('formatPhone', () => {
  it('adds the implied country code to 10 digits', () => {
    expect(formatPhone('5145551234')).toBe('1-514-555-1234');
  });

  it('formats 11 digits using the leading digit as country code', () => {
    expect(formatPhone('15145551234')).toBe('1-514-555-1234');
    expect(formatPhone('25145551234')).toBe('2-514-555-1234');
  });

  it('counts only digits in already-formatted input', () => {
    expect(formatPhone('(514) 555-1234')).toBe('1-514-555-1234');
    expect(formatPhone('514.555.1234')).toBe('1-514-555-1234');
    expect(formatPhone('+1 (514) 555-1234')).toBe('1-514-555-1234');
    expect(formatPhone('1-514-555-1234')).toBe('1-514-555-1234');
  });

  it('returns any other length unchanged', () => {
    expect(formatPhone('514555123')).toBe('514555123'); // 9
    expect(formatPhone('(514) 555-123')).toBe('(514) 555-123'); // 9, formatted
    expect(formatPhone('151455512345')).toBe('151455512345'); // 12
    expect(formatPhone('+44 20 7946 09581')).toBe('+44 20 7946 09581'); // 13
    expect(formatPhone('')).toBe('');
    expect(formatPhone('call me')).toBe('call me');
  });
});

describe('normalizePhone', () => {
  it('returns E.164 for 10 digits', () => {
    expect(normalizePhone('5145551234')).toBe('+15145551234');
    expect(normalizePhone('(514) 555-1234')).toBe('+15145551234');
  });

  it('returns E.164 for 11 digits starting with 1', () => {
    expect(normalizePhone('15145551234')).toBe('+15145551234');
    expect(normalizePhone('+1 514-555-1234')).toBe('+15145551234');
  });

  it('gives the same key for every way of writing a number', () => {
    const forms = ['5145551234', '(514) 555-1234', '1-514-555-1234', '+1 514 555 1234'];
    expect(new Set(forms.map(normalizePhone))).toEqual(new Set(['+15145551234']));
  });

  it('rejects 11 digits with another country code', () => {
    expect(normalizePhone('25145551234')).toBeNull();
    expect(normalizePhone('+4 414 555 1234')).toBeNull();
  });

  it('rejects other lengths', () => {
    expect(normalizePhone('514555123')).toBeNull(); // 9
    expect(normalizePhone('115145551234')).toBeNull(); // 12
    expect(normalizePhone('')).toBeNull();
  });
});
