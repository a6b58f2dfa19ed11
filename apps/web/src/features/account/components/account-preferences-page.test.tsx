import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdateMe } from '@playeats/contracts/users';
import { jsonResponse, problemResponse, type RecordedRequest } from '../../../test/fake-fetch.ts';
import {
  callsTo,
  renderAccount,
  resetAccountTest,
  testUser,
  type RenderAccountOptions,
} from '../test/render-account.tsx';

afterEach(resetAccountTest);

/** A PATCH that waits until the test lets it answer, so the optimistic state can be seen. */
function heldPatch(answer: (body: UpdateMe) => Response) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (request: RecordedRequest) => {
    if (request.method !== 'PATCH') return undefined;
    await gate;
    return answer(request.body as UpdateMe);
  };
  return { handler, release: () => release() };
}

async function renderPreferences(options: RenderAccountOptions = {}) {
  const view = await renderAccount('/account/preferences', options);
  await screen.findAllByRole('switch');
  return view;
}

describe('AccountPreferencesPage', () => {
  it('shows the three flags as switches', async () => {
    await renderPreferences({ user: { ...testUser, disabledAds: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Anonymous mode' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: "Don't track my game time" })).toHaveAccessibleDescription(
      'While this is on, you will not earn bucks for the time you play.',
    );
    expect(screen.getByRole('switch', { name: 'Hide ads' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(document.title).toBe('Preferences | PlayEats'));
  });

  it('speaks French', async () => {
    await renderPreferences({ lng: 'fr', user: { ...testUser, anonymousMode: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Préférences' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mode anonyme' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Ne pas suivre mon temps de jeu' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Masquer les publicités' })).toBeInTheDocument();
  });

  it('turns a switch on at once, saves it, then takes the server copy into the session', async () => {
    const patch = heldPatch((body) => jsonResponse(200, { ...testUser, ...body }));
    const { user, requests, store } = await renderPreferences({ handler: patch.handler, storage: 'local' });
    const tracking = screen.getByRole('switch', { name: "Don't track my game time" });

    await user.click(tracking);
    expect(tracking).toHaveAttribute('aria-checked', 'true');
    expect(callsTo(requests, 'PATCH', '/api/users/me')[0]?.body).toEqual({ disableGameTimeTracking: true });
    // Not in the session until the server agrees.
    expect(store.getState().auth.userInfo?.disableGameTimeTracking).toBe(false);

    patch.release();
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-checked', 'true');
    expect(store.getState().auth.userInfo?.disableGameTimeTracking).toBe(true);
    const stored = JSON.parse(localStorage.getItem('user') ?? 'null') as { userInfo: UpdateMe };
    expect(stored.userInfo.disableGameTimeTracking).toBe(true);
  });

  it('puts a switch back and shows the error dialog when saving fails', async () => {
    const patch = heldPatch(() => problemResponse(500, 'InternalServerException'));
    const { user, store } = await renderPreferences({ handler: patch.handler });
    const ads = screen.getByRole('switch', { name: 'Hide ads' });

    await user.click(ads);
    expect(ads).toHaveAttribute('aria-checked', 'true');
    patch.release();

    expect(await screen.findByRole('dialog', { name: 'Sorry' })).toBeInTheDocument();
    await waitFor(() => expect(ads).toHaveAttribute('aria-checked', 'false'));
    expect(store.getState().auth.userInfo?.disabledAds).toBe(false);
    expect(screen.queryByText('Preferences saved.')).not.toBeInTheDocument();
  });

  it('turns a switch off too', async () => {
    const { user, requests } = await renderPreferences({
      user: { ...testUser, anonymousMode: true },
      handler: (r) => (r.method === 'PATCH' ? jsonResponse(200, { ...testUser, ...(r.body as UpdateMe) }) : undefined),
    });
    const anonymous = screen.getByRole('switch', { name: 'Anonymous mode' });
    await user.click(anonymous);
    expect(anonymous).toHaveAttribute('aria-checked', 'false');
    expect(callsTo(requests, 'PATCH', '/api/users/me')[0]?.body).toEqual({ anonymousMode: false });
  });

  it('works from the keyboard', async () => {
    const { user, requests } = await renderPreferences({
      handler: (r) => (r.method === 'PATCH' ? jsonResponse(200, { ...testUser, ...(r.body as UpdateMe) }) : undefined),
    });
    screen.getByRole('switch', { name: 'Anonymous mode' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Anonymous mode' })).toHaveAttribute('aria-checked', 'true');
    expect(callsTo(requests, 'PATCH', '/api/users/me')).toHaveLength(1);
  });
});
