import type { ClientType } from '@playeats/domain/constants';
import { vi } from 'vitest';
import type { RewardsPlatform } from '../rewards-platform.ts';

/**
 * Test support only: a platform whose clipboards are arrays. Like the overlay adapter,
 * its copy writes to the browser clipboard and, in the overlay, to the host's.
 */
export function fakePlatform({ isOverlay = false, client = 'WEBAPP_CLIENT' as ClientType } = {}) {
  const browserClipboard: string[] = [];
  const hostClipboard: string[] = [];
  const platform = {
    isOverlay,
    clientType: () => client,
    copyToClipboard: vi.fn(async (text: string) => {
      browserClipboard.push(text);
      if (isOverlay) hostClipboard.push(text);
    }),
    openExternal: vi.fn<(url: string) => void>(),
  } satisfies RewardsPlatform;
  return { platform, browserClipboard, hostClipboard };
}

/** Makes window.matchMedia answer `narrow` for the explainer's (max-width: 640px) query. */
export function mockScreen(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}

export function resetScreen(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
