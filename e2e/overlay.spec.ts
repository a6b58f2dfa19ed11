import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { text } from './support/app.ts';
import { useBrowser } from './support/browser.ts';
import { Customer, demoPlaceId } from './support/customer.ts';
import { useServer } from './support/server.ts';

// The Overwolf overlay in its simulator (issue 12): the overlay build's pages, each window
// in a frame, their `overwolf` global from the simulated host (the server injects it
// before the app loads), the real server behind. The clock runs 60 times faster, so a
// heartbeat goes every second and each second of play is a minute of credited time.
const server = useServer({
  env: {
    DEV_CLOCK_SPEED: '60',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    ORDER_SIMULATOR: 'true',
    ORDER_SIMULATOR_STEP_SECONDS: '2',
  },
});
const browser = useBrowser();

const o = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text('en', 'overlay', key));
const auth = (key: string) => text('en', 'auth', key);

let accounts = 0;
const customer = () => Customer.create(server.url, `e2e-overlay-${++accounts}@example.com`);

async function openSimulator(width = 1700): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height: 1900 });
  await page.goto(`${server.url}/dev/overlay`);
  await windowState(page, 'desktop', 'normal');
  return page;
}

const frameOf = (page: Page, name: string): FrameLocator => page.frameLocator(`iframe[data-window="${name}"]`);

/** The window's document, to run axe in. */
async function documentOf(page: Page, name: string): Promise<Frame> {
  const handle = await page.locator(`iframe[data-window="${name}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no ${name} window`);
  return frame;
}

async function windowState(page: Page, name: string, state: string) {
  await page
    .locator(`[data-window-state="${name}"]`)
    .filter({ hasText: `${name}: ${state}` })
    .waitFor();
}

async function signInOnDesktop(page: Page, me: Customer) {
  const desktop = frameOf(page, 'desktop');
  await desktop
    .getByRole('main')
    .getByRole('link', { name: text('en', 'home', 'overlayHome.signIn') })
    .click();
  await desktop.getByLabel(auth('fields.email')).fill(me.email);
  await desktop.getByLabel(auth('fields.password'), { exact: true }).fill(me.password);
  await desktop.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  await desktop.getByRole('heading', { level: 1, name: text('en', 'meals', 'dashboard.title') }).waitFor();
}

describe('the overlay in its simulator', () => {
  it('each window renders as itself, and is axe clean', async () => {
    const page = await openSimulator();
    const desktop = frameOf(page, 'desktop');
    await desktop.getByRole('heading', { level: 1, name: text('en', 'home', 'overlayHome.title') }).waitFor();
    await desktop.getByRole('button', { name: o('header.review') }).waitFor();
    await expectNoAxeViolations(await documentOf(page, 'desktop'));
    // The background is invisible but running: it set the tray menu.
    await page.getByRole('group', { name: 'Tray menu' }).getByRole('button', { name: 'Close Completely' }).waitFor();
    expect(await page.locator('iframe[data-window="background"]').isVisible()).toBe(false);

    // Settings, from the desktop header.
    await desktop.getByRole('button', { name: o('header.settings') }).click();
    await windowState(page, 'settings', 'normal');
    await frameOf(page, 'settings')
      .getByRole('heading', { level: 1, name: o('settings.title') })
      .waitFor();
    await expectNoAxeViolations(await documentOf(page, 'settings'));

    // In game: the hotkey shows the in-game window over the game.
    await page.getByRole('button', { name: 'Launch game' }).click();
    await page.getByRole('button', { name: 'Press the hotkey' }).click();
    await windowState(page, 'in_game', 'normal');
    const inGame = frameOf(page, 'in_game');
    await inGame.getByRole('heading', { name: o('inGame.signInTitle') }).waitFor();
    await expectNoAxeViolations(await documentOf(page, 'in_game'));
    await page.getByRole('button', { name: 'Press the hotkey' }).click();
    await windowState(page, 'in_game', 'hidden');
  });

  it('a game played earns the bucks the server credits: session, heartbeats, the game-ended dialog', async () => {
    const me = await customer();
    const page = await openSimulator();
    await signInOnDesktop(page, me);
    await page.getByRole('button', { name: 'Launch game' }).click();
    // A session opens on the server.
    await expect
      .poll(async () => (await me.call<{ items: { status: string }[] }>('GET', '/api/game-sessions/recent')).items)
      .toEqual([expect.objectContaining({ status: 'open', gameName: 'Fortnite' })]);
    // The in-game window shows the game and its timer.
    await page.getByRole('button', { name: 'Press the hotkey' }).click();
    const inGame = frameOf(page, 'in_game');
    await inGame.getByRole('heading', { name: 'Fortnite' }).waitFor();
    await inGame.getByText(o('inGame.timerLabel')).waitFor();
    // Heartbeats come every (accelerated) minute while the player presses keys.
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: 'Press a key in game' }).click();
      await page.waitForTimeout(1_000);
    }
    await expect
      .poll(
        async () =>
          (await me.call<{ items: { durationMinutes: number }[] }>('GET', '/api/game-sessions/recent')).items[0]!
            .durationMinutes,
      )
      .toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Quit game' }).click();

    const desktop = frameOf(page, 'desktop');
    const dialog = desktop.getByRole('dialog', { name: o('gameEnded.title', { game: 'Fortnite' }) });
    await dialog.waitFor();
    const ended = (
      await me.call<{ items: { status: string; bucksEarned: number; durationMinutes: number }[] }>(
        'GET',
        '/api/game-sessions/recent',
      )
    ).items[0]!;
    expect(ended.status).toBe('ended');
    expect(ended.bucksEarned).toBeGreaterThan(0);
    const balance = await me.call<{ availableDollars: number }>('GET', '/api/users/dollars');
    expect(balance.availableDollars).toBe(ended.bucksEarned);
    await dialog
      .getByText(o('gameEnded.bucks_other', { count: ended.bucksEarned }))
      .first()
      .waitFor();
    await dialog.getByText(o('gameEnded.minutes_other', { count: ended.durationMinutes })).waitFor();
    await expectNoAxeViolations(await documentOf(page, 'desktop'));
    await dialog.getByRole('button', { name: o('gameEnded.okay') }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the tray: Hide hides the desktop window, Open brings it back, Close Completely quits', async () => {
    const page = await openSimulator();
    const tray = page.getByRole('group', { name: 'Tray menu' });
    await tray.getByRole('button', { name: 'Hide' }).click();
    await windowState(page, 'desktop', 'hidden');
    await tray.getByRole('button', { name: 'Open' }).click();
    await windowState(page, 'desktop', 'normal');
    // The desktop window's close button hides it too (spec section 4): the app keeps running.
    await frameOf(page, 'desktop')
      .getByRole('button', { name: o('header.close') })
      .click();
    await windowState(page, 'desktop', 'hidden');
    await windowState(page, 'background', 'normal');
    await tray.getByRole('button', { name: 'Close Completely' }).click();
    await windowState(page, 'background', 'closed');
    await windowState(page, 'desktop', 'closed');
    await page.getByText('No tray icon (the app is closed).').waitFor();
  });

  it('the vertical ad shows to a signed-in user at 1280 wide, not at 1279, and not when disabled', async () => {
    const me = await customer();
    const page = await openSimulator();
    await signInOnDesktop(page, me);
    const desktop = frameOf(page, 'desktop');
    const ad = desktop.getByRole('complementary', { name: o('ad.label') });
    const width = page.getByLabel('Desktop window width');
    await width.fill('1280');
    await ad.waitFor();
    await desktop.getByTestId('local-ad').waitFor();
    await width.fill('1279');
    await ad.waitFor({ state: 'detached' });
    await width.fill('1280');
    await ad.waitFor();
    // The user turns ads off in the overlay's settings: gone everywhere at once.
    await desktop.getByRole('button', { name: o('header.settings') }).click();
    await frameOf(page, 'settings')
      .getByRole('switch', { name: new RegExp(o('settings.ads')) })
      .click();
    await ad.waitFor({ state: 'detached' });
  });

  it('a change of the host language re-renders every window in French', async () => {
    const page = await openSimulator();
    const desktop = frameOf(page, 'desktop');
    await desktop.getByRole('heading', { level: 1, name: text('en', 'home', 'overlayHome.title') }).waitFor();
    await page.getByLabel('Client language').selectOption('fr');
    await desktop.getByRole('heading', { level: 1, name: text('fr', 'home', 'overlayHome.title') }).waitFor();
    await page.getByRole('button', { name: 'Launch game' }).click();
    await page.getByRole('button', { name: 'Press the hotkey' }).click();
    await frameOf(page, 'in_game')
      .getByRole('heading', { name: text('fr', 'overlay', 'inGame.signInTitle') })
      .waitFor();
    expect(await page.getByRole('group', { name: 'Tray menu' }).innerText()).toContain('Fermer complètement');
  });

  it('an order the restaurant moves shows in game as a notification; reading it tells every window', async () => {
    const me = await customer();
    const placeId = await demoPlaceId(server.url);
    const addressId = await me.addAddress();
    await me.addCard();
    const page = await openSimulator();
    await signInOnDesktop(page, me);
    await page.getByRole('button', { name: 'Launch game' }).click();
    await me.fillCart(placeId, { 'Club Sandwich': 2 });
    const order = await me.placeOrder(addressId);
    const startedAt = Date.now();
    await windowState(page, 'notification_in_game', 'normal');
    const notice = frameOf(page, 'notification_in_game');
    await notice.getByRole('heading', { name: o('notices.orderTitle', { number: order.number }) }).waitFor();
    console.info(`in-game notification shown ${Date.now() - startedAt} ms after the order was placed`);
    await expectNoAxeViolations(await documentOf(page, 'notification_in_game'));
    const shown = await notice.getByRole('heading').innerText();
    await notice.getByRole('button', { name: o('notices.read') }).click();
    await windowState(page, 'notification_in_game', 'hidden');
    // Read in game is read on the server (and the other windows reload their notifications).
    const orderNotifications = async () =>
      (
        await me.call<{ items: { orderId: string | null; read: boolean; status: string | null }[] }>(
          'GET',
          '/api/users/me/notifications',
        )
      ).items.filter((n) => n.orderId === order.id);
    await expect.poll(async () => (await orderNotifications()).some((n) => n.read)).toBe(true);
    expect(shown).toBe(o('notices.orderTitle', { number: order.number }));
  });
});
