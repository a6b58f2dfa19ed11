import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientType } from '@playeats/domain/constants';
import { renderWithProviders } from '../../test/render.tsx';
import { Modal, type ModalProps } from './modal.tsx';

const webPlatform = { isOverlay: false, clientType: (): ClientType => 'WEBAPP_CLIENT' };

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Order details" platform={webPlatform} {...props}>
        <p>Body text</p>
        <button type="button">First action</button>
        <button type="button">Last action</button>
      </Modal>
    </>
  );
}

async function openHarness(props: Partial<ModalProps> = {}, lng: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  await renderWithProviders(<Harness {...props} />, { lng });
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('renders nothing while closed', async () => {
    await renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, in a portal', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Order details');
    expect(screen.getByRole('heading', { level: 2, name: 'Order details' })).toBeVisible();
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByText('Body text')).toBeInTheDocument();
  });

  it("has a close button labelled 'Close', 'Fermer' in French", async () => {
    const { user } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('labels the close button in French', async () => {
    await openHarness({}, 'fr');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('closes on an overlay click but not on a click inside', async () => {
    const { user } = await openHarness();
    await user.click(screen.getByText('Body text'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const { user, opener } = await openHarness();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last action' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('focuses the element the caller asks for', async () => {
    function WithInitialFocus() {
      const two = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={vi.fn()} title="T" platform={webPlatform} initialFocusRef={two}>
          <button type="button">One</button>
          <button type="button" ref={two}>
            Two
          </button>
        </Modal>
      );
    }
    await renderWithProviders(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
  });

  it('has a wide mode', async () => {
    const { dialog } = await openHarness({ wide: true });
    expect(dialog).toHaveClass('modal--wide');
  });

  it('renders custom content without the title chrome but keeps the close button and name', async () => {
    const { dialog, user } = await openHarness({ customContent: true });
    expect(dialog).toHaveClass('modal--custom');
    expect(dialog).toHaveAccessibleName('Order details');
    expect(dialog.querySelector('.modal__body')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Order details' })).toHaveClass('visually-hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("uses the custom content's own heading when given", async () => {
    await renderWithProviders(
      <Modal open onClose={vi.fn()} title="unused" customContent labelledBy="own" platform={webPlatform}>
        <h2 id="own">Bucks explained</h2>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Bucks explained');
    expect(screen.queryByText('unused')).not.toBeInTheDocument();
  });

  it.each<[string, boolean, ClientType, boolean]>([
    ['the web app', false, 'WEBAPP_CLIENT', false],
    ['the Android client', false, 'ANDROID_CLIENT', false],
    ['the game overlay', true, 'OW_INGAME_CLIENT', true],
    ['the desktop overlay', true, 'OW_DESKTOP_CLIENT', true],
    ['the iOS client', false, 'IOS_CLIENT', true],
  ])('in %s adds top padding: %s/%s → %s', async (_, isOverlay, clientType, padded) => {
    const { dialog } = await openHarness({ platform: { isOverlay, clientType: () => clientType } });
    expect(dialog.classList.contains('modal--inset-top')).toBe(padded);
    expect(dialog.parentElement?.classList.contains('modal-root--inset-top')).toBe(padded);
  });

  it("uses the build's platform by default (the web build: no padding)", async () => {
    await renderWithProviders(
      <Modal open onClose={vi.fn()} title="T">
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog')).not.toHaveClass('modal--inset-top');
  });
});
