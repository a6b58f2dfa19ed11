import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { CancelledError } from '@tanstack/react-query';
import { problemTypeUri } from '@playeats/contracts/problem';
import { renderWithProviders } from '../../test/render.tsx';
import { ErrorDialogProvider } from './error-dialog-provider.tsx';
import { errorDialogModule } from './error-dialog-module.ts';
import { useErrorDialog, type ErrorDialogApi } from './use-error-dialog.ts';

const platform = { isOverlay: false, clientType: () => 'WEBAPP_CLIENT' as const };

/** The showError function the provider gives its children, captured for the test. */
let captured: ErrorDialogApi | undefined;
function Capture() {
  const api = useErrorDialog();
  useEffect(() => {
    captured = api;
  }, [api]);
  return null;
}

async function setup(
  options: { storeMaintenanceMode?: boolean; lng?: 'en' | 'fr'; wrap?: (ui: ReactNode) => ReactNode } = {},
) {
  captured = undefined;
  await errorDialogModule.load(); // as the app does when idle after the first paint
  const ui = (
    <ErrorDialogProvider storeMaintenanceMode={options.storeMaintenanceMode} platform={platform}>
      <Capture />
    </ErrorDialogProvider>
  );
  await renderWithProviders(<>{options.wrap ? options.wrap(ui) : ui}</>, { lng: options.lng ?? 'en' });
  const show = (error: unknown, opts?: Parameters<ErrorDialogApi['showError']>[1]) => {
    let shown = false;
    act(() => {
      shown = captured!.showError(error, opts);
    });
    return shown;
  };
  return { show, user: userEvent.setup() };
}

const problem = (name: string, extra: Record<string, unknown> = {}) => ({
  type: problemTypeUri(name),
  title: 'Title',
  status: 400,
  detail: 'Server detail',
  ...extra,
});

describe('ErrorDialog', () => {
  it("titles the dialog 'Sorry' and shows the message of a plain string error", async () => {
    const { show } = await setup();
    expect(show('Need to logout')).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(screen.getByRole('button', { name: 'Okay' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-illustration')).not.toBeInTheDocument();
  });

  it.each<[string, unknown, string]>([
    [
      'MinimumOrderAmountException',
      problem('MinimumOrderAmountException', { detail: 'Minimum order is $15.00' }),
      "Your order doesn't meet this restaurant's minimum of $15.00.",
    ],
    [
      'PaymentCardDeclinedException',
      problem('PaymentCardDeclinedException', { title: 'Insufficient funds' }),
      'Your payment card was declined: Insufficient funds.',
    ],
    [
      'PaymentCardDeclinedException with a known decline code',
      problem('PaymentCardDeclinedException', {
        title: 'Your card was declined',
        code: 'card_declined',
        declineCode: 'generic_decline',
      }),
      'Your payment card was declined: your bank gave no reason. Please try another card.',
    ],
    ['a known problem', problem('OrderingDisabledException'), 'Ordering is turned off for the moment.'],
    ['an unknown problem', problem('NewException', { detail: 'The server says so.' }), 'The server says so.'],
    ['a payment provider message', { type: 'card_error', code: 'x', message: 'Card expired.' }, 'Card expired.'],
    [
      'a card authentication failure',
      { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'ignored' },
      "We couldn't authenticate your card",
    ],
    [
      'an invalid expiry',
      { code: 'V1', displayMessage: 'Invalid fields: expiry date.', detailedMessage: '', correlationId: 'c' },
      "The card's expiry date is not valid.",
    ],
    ['a too-high price', { maxAmountExceededMessage: 'x' }, 'higher than the maximum allowed'],
    ['a conflict', { status: 409 }, 'This was changed somewhere else while you were editing.'],
    ['a custom error', { customError: 'Pick a time slot first.' }, 'Pick a time slot first.'],
    [
      'out of delivery range',
      { restaurantNoDeliveryResponse: 'CUSTOMER_ADDRESS_OUT_OF_RANGE' },
      "This restaurant doesn't deliver to your address.",
    ],
  ])('shows the message for %s, without the illustration', async (_, error, text) => {
    const { show } = await setup();
    show(error);
    expect(screen.getByRole('dialog')).toHaveTextContent(text);
    expect(screen.queryByTestId('error-illustration')).not.toBeInTheDocument();
  });

  it('shows the generic message with the illustration and the support address', async () => {
    const { show } = await setup();
    show({});
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Something unexpected happened. Please try again later or contact support at support@playeats.app.',
    );
    expect(screen.getByTestId('error-illustration')).toHaveAttribute('aria-hidden', 'true');
  });

  it('treats a string with no translation as a generic error', async () => {
    const { show } = await setup();
    show('no such text: a.b');
    expect(screen.getByRole('dialog')).toHaveTextContent('Something unexpected happened.');
    expect(screen.getByTestId('error-illustration')).toBeInTheDocument();
  });

  it('shows the maintenance warning during store maintenance', async () => {
    const { show } = await setup({ storeMaintenanceMode: true });
    show(problem('RestaurantServiceException'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Ordering is paused while we do some maintenance');
    expect(screen.queryByTestId('error-illustration')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { show } = await setup({ lng: 'fr' });
    show(problem('RestaurantNotFoundException'));
    expect(screen.getByRole('dialog', { name: 'Désolé' })).toHaveTextContent("Ce restaurant n'est plus disponible.");
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('says a decline reason in French, not the provider’s English', async () => {
    const { show } = await setup({ lng: 'fr' });
    show(
      problem('PaymentCardDeclinedException', {
        title: 'Your card has insufficient funds',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
      }),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Votre carte de paiement a été refusée : les fonds sur la carte sont insuffisants. Veuillez essayer une autre carte.',
    );
  });

  it.each<[string, unknown]>([
    ['an AbortError', new DOMException('aborted', 'AbortError')],
    ['a TanStack CancelledError', new CancelledError()],
    ['a cancelled object', { cancelled: true }],
  ])('is skipped for %s', async (_, error) => {
    const { show } = await setup();
    expect(show(error)).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Okay closes the dialog and calls onOkay', async () => {
    const { show, user } = await setup();
    const onOkay = vi.fn();
    show('Need to logout', { onOkay });
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOkay).toHaveBeenCalledOnce();
  });

  it('offers Cancel only when asked, with an optional label', async () => {
    const { show, user } = await setup();
    const onCancel = vi.fn();
    const onOkay = vi.fn();
    show({}, { onCancel, onOkay, cancelLabel: 'Keep editing' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOkay).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    show({}, { onCancel });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows queued errors one after the other and says a repeated one once', async () => {
    const { show, user } = await setup();
    show('Need to logout');
    show('Need to logout');
    show(problem('RestaurantNotFoundException'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your session has expired.');
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('This restaurant is no longer available.');
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to hard-coded English when the common texts are not loaded', async () => {
    const empty = i18next.createInstance();
    await empty.use(initReactI18next).init({ lng: 'fr', resources: { fr: { other: {} } }, defaultNS: 'common' });
    const { show } = await setup({ wrap: (ui) => <I18nextProvider i18n={empty}>{ui}</I18nextProvider> });
    show(problem('RestaurantNotFoundException'));
    const dialog = screen.getByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('Please try again later or contact support at support@playeats.app');
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('falls back when i18next is not even initialised', async () => {
    const uninitialised = i18next.createInstance();
    const { show } = await setup({ wrap: (ui) => <I18nextProvider i18n={uninitialised}>{ui}</I18nextProvider> });
    show('Need to logout');
    expect(screen.getByRole('dialog', { name: 'Sorry' })).toHaveTextContent(
      'Please try again later or contact support at support@playeats.app',
    );
  });
});
