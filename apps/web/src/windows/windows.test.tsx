import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildManifest } from '../../overwolf/manifest.ts';
import { installFakeFetch, jsonResponse } from '../test/fake-fetch.ts';
import { createOverlayHost } from '../lib/overwolf/overlay-host.ts';
import { writeJson } from '../lib/storage.ts';
import { SimulatedHost } from '../overlay-sim/simulated-host.ts';
import { createTestI18n } from '../test/i18n.ts';
import BackgroundWindow from './background/background-window.tsx';
import { chooseWindow } from './launcher.tsx';
import { createOverlay, OverlayProvider } from './overlay-context.tsx';
import { OVERLAY_LANGUAGE_KEY, startLanguage, useOverlayLanguage } from './overlay-language.ts';

const manifest = buildManifest({ apiOrigin: 'http://localhost:8080' });

beforeEach(() => {
  // Signed out: the windows ask only for the public settings.
  installFakeFetch(() => jsonResponse(200, {}));
});
afterEach(() => vi.unstubAllGlobals());

/** The background window of a launched app, rendered as the launcher renders it. */
async function background(options: { language?: string; source?: string } = {}) {
  const sim = new SimulatedHost(manifest, { language: options.language ?? 'en' });
  sim.launchApp();
  window.history.replaceState(null, '', options.source ? `/?source=${options.source}` : '/');
  const host = createOverlayHost(sim.overwolfFor('background'));
  const i18n = await createTestI18n(startLanguage(options.language ?? 'en'));
  function WithLanguage() {
    useOverlayLanguage();
    return <BackgroundWindow />;
  }
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <OverlayProvider overlay={createOverlay(host, 'background')}>
        <WithLanguage />
      </OverlayProvider>
    </I18nextProvider>,
  );
  await within(container).findByText(/PlayEats (is running|est en marche)/);
  return { sim, i18n };
}

describe('the launcher', () => {
  it('shows the window the host names, and the desktop window for a name it does not know', () => {
    expect(chooseWindow('in_game')).toBe('in_game');
    expect(chooseWindow('background')).toBe('background');
    expect(chooseWindow('Window_Extension_unknown')).toBe('desktop');
    expect(chooseWindow('')).toBe('desktop');
  });

  it("starts in the settings window's choice, else the host's language, else English", () => {
    expect(startLanguage('fr')).toBe('fr');
    expect(startLanguage('fr-CA')).toBe('fr');
    expect(startLanguage('de')).toBe('en');
    expect(startLanguage(null)).toBe('en');
    writeJson('local', OVERLAY_LANGUAGE_KEY, 'fr');
    expect(startLanguage('en')).toBe('fr');
    expect(startLanguage('de')).toBe('fr');
  });
});

describe('the background window', () => {
  it('opens the desktop window when the player starts the app, and stays quiet when a game starts it', async () => {
    const started = await background();
    await waitFor(() => expect(started.sim.windowState('desktop')).toBe('normal'));
    const quiet = await background({ source: 'gamelaunchevent' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(quiet.sim.windowState('desktop')).toBe('closed');
  });

  it("sets the tray menu in the host's language and follows it when it changes", async () => {
    const { sim } = await background({ language: 'fr' });
    await waitFor(() =>
      expect(sim.trayMenu?.map((item) => item.label)).toEqual(['Ouvrir', 'Masquer', 'Fermer complètement']),
    );
    act(() => sim.setLanguage('en'));
    await waitFor(() => expect(sim.trayMenu?.map((item) => item.label)).toEqual(['Open', 'Hide', 'Close Completely']));
    // A language we do not speak: English.
    act(() => sim.setLanguage('de'));
    await screen.findByText('PlayEats is running.');
  });

  it("keeps the settings window's language when the host's changes", async () => {
    writeJson('local', OVERLAY_LANGUAGE_KEY, 'fr');
    const { sim, i18n } = await background({ language: 'en' });
    expect(i18n.language).toBe('fr');
    act(() => sim.setLanguage('en-GB'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(i18n.language).toBe('fr');
  });

  it('the tray: Hide hides the desktop window, Open shows it again, Close Completely closes every window', async () => {
    const { sim } = await background();
    await waitFor(() => expect(sim.windowState('desktop')).toBe('normal'));
    await waitFor(() => expect(sim.trayMenu).not.toBeNull());
    act(() => void sim.clickTrayItem('hide'));
    await waitFor(() => expect(sim.windowState('desktop')).toBe('hidden'));
    act(() => void sim.clickTrayItem('open'));
    await waitFor(() => expect(sim.windowState('desktop')).toBe('normal'));
    act(() => void sim.clickTrayItem('close'));
    await waitFor(() => expect(sim.windowState('background')).toBe('closed'));
    expect(sim.windowState('desktop')).toBe('closed');
    expect(sim.trayMenu).toBeNull();
  });

  it('the hotkey shows the in-game window in game and hides it when pressed again; it does nothing outside a game', async () => {
    const { sim } = await background({ source: 'gamelaunchevent' });
    expect(sim.pressHotkey('toggle_in_game')).toBe(false);
    act(() => sim.launchGame({ classId: 5426, title: 'League of Legends' }));
    await waitFor(() => expect(sim.game).not.toBeNull());
    act(() => void sim.pressHotkey('toggle_in_game'));
    await waitFor(() => expect(sim.windowState('in_game')).toBe('normal'));
    act(() => void sim.pressHotkey('toggle_in_game'));
    await waitFor(() => expect(sim.windowState('in_game')).toBe('hidden'));
  });
});
