import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicFileUrl } from './public-file-url.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('publicFileUrl', () => {
  it('on the web (base /): an absolute path, whatever the route', () => {
    vi.stubEnv('BASE_URL', '/');
    window.history.pushState(null, '', '/nearby/place-1');
    expect(publicFileUrl('illustrations/fries.svg')).toBe('/illustrations/fries.svg');
  });

  it('in the packaged builds (base ./): next to the page the app was loaded at, not the current route', () => {
    vi.stubEnv('BASE_URL', './');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'https://localhost/' } as PerformanceEntry]);
    window.history.pushState(null, '', '/nearby/place-1');
    expect(publicFileUrl('illustrations/fries.svg')).toBe('https://localhost/illustrations/fries.svg');
    expect(publicFileUrl('logo.svg')).toBe('https://localhost/logo.svg');
  });

  it('the Overwolf window loaded from a folder: that folder', () => {
    vi.stubEnv('BASE_URL', './');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'overwolf-extension://abc/windows/desktop.html' } as PerformanceEntry,
    ]);
    expect(publicFileUrl('logo.svg')).toBe('overwolf-extension://abc/windows/logo.svg');
  });
});
