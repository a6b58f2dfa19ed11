import { describe, expect, it, vi } from 'vitest';
import { bootstrap, unregisterServiceWorkers } from './bootstrap.tsx';

describe('bootstrap', () => {
  it("fails with 'Root container missing in index.html' when there is no root element", async () => {
    const doc = document.implementation.createHTMLDocument('no root');
    await expect(bootstrap(doc)).rejects.toThrow('Root container missing in index.html');
  });

  it('unregisters every service worker', async () => {
    const unregister = vi.fn().mockResolvedValue(true);
    const nav = {
      serviceWorker: { getRegistrations: vi.fn().mockResolvedValue([{ unregister }, { unregister }]) },
    } as unknown as Navigator;
    await unregisterServiceWorkers(nav);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing where service workers do not exist', async () => {
    await expect(unregisterServiceWorkers({} as Navigator)).resolves.toBeUndefined();
  });
});
