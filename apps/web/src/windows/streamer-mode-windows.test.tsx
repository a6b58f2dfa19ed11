import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildManifest } from '../../overwolf/manifest.ts';
import { setStreamerMode, STREAMER_MODE_KEY } from '../hooks/streamer-mode.ts';
import { createOverlayHost } from '../lib/overwolf/overlay-host.ts';
import type { OverlayWindowName } from '../lib/overwolf/overlay-windows.ts';
import { SimulatedHost } from '../overlay-sim/simulated-host.ts';
import { installFakeFetch, jsonResponse } from '../test/fake-fetch.ts';
import { createTestI18n } from '../test/i18n.ts';
import InGameWindow from './in-game/in-game-window.tsx';
import { createOverlay, OverlayProvider } from './overlay-context.tsx';
import SettingsWindow from './settings/settings-window.tsx';

// Streamer mode in the overlay: a switch in the settings window, and one click away in
// the in-game window's bar; both windows follow the one setting of the device.

beforeEach(() => {
  installFakeFetch(() => jsonResponse(200, {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setStreamerMode(false);
});

async function renderWindows(lng: 'en' | 'fr' = 'en') {
  const sim = new SimulatedHost(buildManifest({ apiOrigin: 'http://localhost:8080' }), { language: lng });
  sim.launchApp();
  const i18n = await createTestI18n(lng);
  const overlay = (name: OverlayWindowName) => createOverlay(createOverlayHost(sim.overwolfFor(name)), name);
  render(
    <I18nextProvider i18n={i18n}>
      <div data-testid="settings">
        <OverlayProvider overlay={overlay('settings')}>
          <SettingsWindow />
        </OverlayProvider>
      </div>
      <div data-testid="in-game">
        <OverlayProvider overlay={overlay('in_game')}>
          <InGameWindow />
        </OverlayProvider>
      </div>
    </I18nextProvider>,
  );
  const settings = within(screen.getByTestId('settings'));
  const inGame = within(screen.getByTestId('in-game'));
  await settings.findByRole('heading', { name: lng === 'en' ? 'On this device' : 'Sur cet appareil' });
  return { settings, inGame };
}

describe('streamer mode in the overlay', () => {
  it('the settings window switches it for the device, and the in-game bar shows it on', async () => {
    const { settings, inGame } = await renderWindows();
    const toggle = await inGame.findByRole('button', { name: 'Streamer mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(settings.getByRole('switch', { name: 'Streamer mode' }));
    expect(localStorage.getItem(STREAMER_MODE_KEY)).toBe('true');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('the in-game bar turns it on and off at one click, and the settings window follows', async () => {
    const { settings, inGame } = await renderWindows('fr');
    const toggle = await inGame.findByRole('button', { name: 'Mode streamer' });
    const user = userEvent.setup();
    await user.click(toggle);
    expect(settings.getByRole('switch', { name: 'Mode streamer' })).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(settings.getByRole('switch', { name: 'Mode streamer' })).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem(STREAMER_MODE_KEY)).toBeNull();
  });
});
