import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readJson,
  readStoredSession,
  removeStoredSession,
  saveStoredSession,
  SESSION_KEY,
  storedSessionKind,
  updateStoredSession,
  writeJson,
} from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('storage', () => {
  it('round-trips JSON and answers null for missing or corrupt entries', () => {
    expect(writeJson('local', 'k', { a: [1] })).toBe(true);
    expect(readJson('local', 'k')).toEqual({ a: [1] });
    expect(readJson('session', 'k')).toBeNull();
    sessionStorage.setItem('bad', '{not json');
    expect(readJson('session', 'bad')).toBeNull();
  });

  it('does not throw when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(writeJson('session', 'k', 1)).toBe(false);
    expect(() => saveStoredSession({ refreshToken: 'r' }, 'local')).not.toThrow();
  });

  it('does not throw when storage is disabled (private mode: even reading the property throws)', () => {
    vi.stubGlobal('localStorage', undefined);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(writeJson('session', 'k', 1)).toBe(false);
      expect(readJson('session', 'k')).toBeNull();
      expect(readStoredSession()).toBeNull();
      expect(storedSessionKind()).toBe('session');
      expect(() => removeStoredSession()).not.toThrow();
    } finally {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
    }
  });
});

describe('stored session', () => {
  it('reads local storage first, then session storage', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ refreshToken: 's' }));
    expect(readStoredSession()).toEqual({ value: { refreshToken: 's' }, kind: 'session' });
    localStorage.setItem(SESSION_KEY, JSON.stringify({ refreshToken: 'l' }));
    expect(readStoredSession()).toEqual({ value: { refreshToken: 'l' }, kind: 'local' });
  });

  it('saves in the chosen storage and drops the copy in the other', () => {
    saveStoredSession({ refreshToken: 'a' }, 'local');
    saveStoredSession({ refreshToken: 'b' }, 'session');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({ refreshToken: 'b' });
  });

  it('updates the session where a saved user exists: local storage if there, else session storage', () => {
    updateStoredSession({ v: 1 });
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('{"v":1}');
    localStorage.setItem(SESSION_KEY, '{"v":0}');
    updateStoredSession({ v: 2 });
    expect(localStorage.getItem(SESSION_KEY)).toBe('{"v":2}');
    expect(sessionStorage.getItem(SESSION_KEY)).toBe('{"v":1}');
  });
});
