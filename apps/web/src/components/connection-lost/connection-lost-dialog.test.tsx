import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import en from '../../../public/locales/en/common.json';
import { renderWithProviders } from '../../test/render.tsx';
import { ConnectionLostDialog, type ConnectionLostDialogProps } from './connection-lost-dialog.tsx';

function Harness(props: Partial<ConnectionLostDialogProps>) {
  const [checking, setChecking] = useState(false);
  return (
    <ConnectionLostDialog open checking={checking} onRetry={() => setChecking(true)} onClose={vi.fn()} {...props} />
  );
}

describe('ConnectionLostDialog', () => {
  it('says the connection is lost, with Retry and Close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(<Harness onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Connection lost' });
    expect(dialog).toHaveTextContent("We can't reach PlayEats right now.");
    const closes = screen.getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    await user.click(closes[1]!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Retry calls onRetry once and reports the check', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = await renderWithProviders(<Harness onRetry={onRetry} checking={false} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Still offline.');

    rerender(<Harness onRetry={onRetry} checking />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your connection…');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('is hidden when not open', async () => {
    await renderWithProviders(<Harness open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderWithProviders(<Harness />, { lng: 'fr' });
    expect(screen.getByRole('dialog', { name: 'Connexion perdue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('still speaks (English) when the locale files could not be loaded', async () => {
    const notLoaded = i18next.createInstance();
    await renderWithProviders(
      <I18nextProvider i18n={notLoaded}>
        <Harness />
      </I18nextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: en.connectionLost.title });
    expect(dialog).toHaveTextContent(en.connectionLost.message);
    expect(screen.getByRole('button', { name: en.actions.retry })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: en.actions.retry }));
    expect(screen.getByRole('status')).toHaveTextContent(en.connectionLost.checking);
  });
});
