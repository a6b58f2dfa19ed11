import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setStreamerMode } from '../../../hooks/streamer-mode.ts';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  findAlert,
  renderPage,
  sessionDto,
} from '../testing/auth-test-utils.tsx';
import { SmsLoginPage } from './sms-login-page.tsx';

cleanupAfterEach();

const open = (route = '/login/sms') =>
  renderPage(<SmsLoginPage />, { path: '/login/sms', route, preloadedState: authState() });

describe('SmsLoginPage', () => {
  it('in streamer mode (a setting of the device, so before sign-in too), masks the number the code went to', async () => {
    onTestFinished(() => setStreamerMode(false));
    setStreamerMode(true);
    installFakeFetch(apiRoutes({ 'POST /api/auth/sms/request': () => jsonResponse(202, { status: 'accepted' }) }));
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile phone number'), '514 555 1234');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByLabelText('6-digit code');
    expect(screen.queryByText(/1-514-555-1234/)).not.toBeInTheDocument();
    expect(screen.getByText(/If \*{14} belongs to an account/)).toBeInTheDocument();
  });

  it('asks for the phone, then the code, and signs in', async () => {
    const { requests } = installFakeFetch(
      apiRoutes({
        'POST /api/auth/sms/request': () => jsonResponse(202, { status: 'accepted' }),
        'POST /api/auth/sms/verify': () => jsonResponse(200, sessionDto()),
      }),
    );
    const { store } = await open('/login/sms?next=%2Faccount');
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Mobile phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '514 555 1234');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByText(/If 1-514-555-1234 belongs to an account/)).toBeInTheDocument();
    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/account');
    expect(requests.map((r) => r.body)).toEqual([
      { phone: '514 555 1234' },
      { application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1', phone: '514 555 1234', code: '123456' },
    ]);
    expect(store.getState().auth.accessToken).toBe('access-1');
  });

  it('says a wrong code beside the field', async () => {
    installFakeFetch(
      apiRoutes({
        'POST /api/auth/sms/request': () => jsonResponse(202, { status: 'accepted' }),
        'POST /api/auth/sms/verify': () => problemResponse(400, 'InvalidCodeException'),
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile phone number'), '5145551234');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/This code isn't right or has expired/)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(/This code isn't right/);
  });

  it('refuses a number that is not North American before calling', async () => {
    const { requests } = installFakeFetch(apiRoutes({}));
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(screen.getByLabelText('Mobile phone number')).toHaveAccessibleDescription(
      /US or Canadian number.*Enter a US/,
    );
    expect(requests).toHaveLength(0);
  });

  it('lets a new code be sent after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = installFakeFetch(
      apiRoutes({ 'POST /api/auth/sms/request': () => jsonResponse(202, { status: 'accepted' }) }),
    );
    await open();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText('Mobile phone number'), '5145551234');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    const waiting = await screen.findByRole('button', { name: /Send a new code in \d+ s/ });
    expect(waiting).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    const resend = screen.getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText("We've sent a new code to 1-514-555-1234.")).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/sms/request'))).toHaveLength(2);
  });

  it('says when texts are throttled', async () => {
    installFakeFetch(
      apiRoutes({ 'POST /api/auth/sms/request': () => problemResponse(429, 'TooManyRequestsException') }),
    );
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile phone number'), '5145551234');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await findAlert(/Too many attempts/);
  });
});
