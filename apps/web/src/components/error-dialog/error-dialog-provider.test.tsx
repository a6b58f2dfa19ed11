import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/i18n.ts';
import { ErrorDialogProvider } from './error-dialog-provider.tsx';
import { errorDialogModule } from './error-dialog-module.ts';
import { useErrorDialog, type ErrorDialogApi } from './use-error-dialog.ts';

// This file never preloads the dialog chunk: it checks errors reported before it arrives.
const platform = { isOverlay: false, clientType: () => 'WEBAPP_CLIENT' as const };

let captured: ErrorDialogApi | undefined;
function Capture() {
  const api = useErrorDialog();
  useEffect(() => {
    captured = api;
  }, [api]);
  return null;
}

describe('ErrorDialogProvider before the dialog chunk has loaded', () => {
  it('loads the dialog at the first error, says a repeated error once and ignores cancellations', async () => {
    const i18n = await createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorDialogProvider platform={platform}>
          <Capture />
        </ErrorDialogProvider>
      </I18nextProvider>,
    );
    expect(errorDialogModule.loaded()).toBeUndefined();
    let results: boolean[] = [];
    act(() => {
      results = [
        captured!.showError('Need to logout'),
        captured!.showError('Need to logout'),
        captured!.showError(Object.assign(new Error('aborted'), { name: 'AbortError' })),
      ];
    });
    expect(results).toEqual([true, true, false]);
    const dialog = await screen.findByRole('dialog', { name: 'Sorry' });
    expect(dialog).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(errorDialogModule.loaded()).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
