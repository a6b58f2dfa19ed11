import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildManifest } from '../../../overwolf/manifest.ts';
import { SimulatedHost } from '../../overlay-sim/simulated-host.ts';
import { setCurrentOverlayWindow, setOverlayHostForTests } from '../overwolf/current-host.ts';
import { createOverlayHost } from '../overwolf/overlay-host.ts';
import { overwolfPlatform } from './overwolf-platform.ts';

function inWindow(name: 'desktop' | 'in_game', language = 'en') {
  const sim = new SimulatedHost(buildManifest({ apiOrigin: 'http://localhost:8080' }), { language });
  sim.launchApp();
  setOverlayHostForTests(createOverlayHost(sim.overwolfFor(name)));
  setCurrentOverlayWindow(name);
  return sim;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  setOverlayHostForTests(null);
  setCurrentOverlayWindow('desktop');
  vi.unstubAllGlobals();
});

describe('the Overwolf platform', () => {
  it('names the client by the window: the desktop window is the desktop client, the in-game window the in-game one', () => {
    inWindow('desktop');
    expect(overwolfPlatform.clientType()).toBe('OW_DESKTOP_CLIENT');
    inWindow('in_game');
    expect(overwolfPlatform.clientType()).toBe('OW_INGAME_CLIENT');
  });

  it("copies to the host's clipboard (the one games paste from) and to the browser's, even when the browser refuses", async () => {
    const sim = inWindow('in_game');
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await overwolfPlatform.copyToClipboard('PLAYEATS-FRIEND');
    expect(sim.clipboard).toEqual(['PLAYEATS-FRIEND']);
    expect(writeText).toHaveBeenCalledWith('PLAYEATS-FRIEND');
  });

  it("opens links in the player's browser and the review in the store", async () => {
    const sim = inWindow('desktop');
    await overwolfPlatform.openExternal('https://playeats.example/terms');
    await overwolfPlatform.openReviewPage?.();
    expect(sim.openedUrls).toEqual(['https://playeats.example/terms']);
    expect(sim.storePages).toHaveLength(1);
  });

  it('a hidden or minimized window counts as gone; only its own window counts', async () => {
    const sim = inWindow('desktop');
    await createOverlayHost(sim.overwolfFor('background')).openWindow('desktop');
    const seen: boolean[] = [];
    const stop = overwolfPlatform.onVisibilityChange((visible) => seen.push(visible));
    await createOverlayHost(sim.overwolfFor('background')).openWindow('in_game');
    sim.setState('desktop', 'minimized');
    sim.setState('desktop', 'normal');
    sim.setState('desktop', 'hidden');
    await settle();
    expect(seen).toEqual([false, true, false]);
    stop();
    sim.setState('desktop', 'normal');
    await settle();
    expect(seen).toHaveLength(3);
  });

  it("the language is the host's, and follows it", async () => {
    const sim = inWindow('desktop', 'fr');
    await createOverlayHost(sim.overwolfFor('background')).openWindow('desktop');
    expect(await overwolfPlatform.preferredLanguage()).toBe('fr');
    const heard: string[] = [];
    const stop = overwolfPlatform.onPreferredLanguageChange?.((language) => heard.push(language));
    sim.setLanguage('en');
    await settle();
    expect(heard).toEqual(['en']);
    stop?.();
  });
});
