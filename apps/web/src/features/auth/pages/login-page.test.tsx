import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, problemResponse } from '../../../test/fake-fetch.ts';
import { SESSION_KEY } from '../../../lib/storage.ts';
import {
  apiRoutes,
  authState,
  cleanupAfterEach,
  findAlert,
  renderPage,
  sessionDto,
  settings,
  signedInState,
} from '../testing/auth-test-utils.tsx';
import { rememberPendingQr, takePendingQr } from '../pending-qr.ts';
import { LoginPage } from './login-page.tsx';

cleanupAfterEach();

const open = (route = '/login', preloadedState = authState()) =>
  renderPage(<LoginPage />, { path: '/login', route, preloadedState });

async function signIn(email = 'gamer@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('goes back to the QR code this phone was approving when its session ended', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => jsonResponse(200, sessionDto()) }));
    rememberPendingQr('Qr_token-from-the-pc-0123456789', 'session-ended');
    await open();
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login\/Qr_token-from-the-pc-0123456789$/);
    expect(takePendingQr()).toBeNull();
  });

  it('signs in, keeps the session for this tab only by default, and goes to the dashboard', async () => {
    const { requests } = installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => jsonResponse(200, sessionDto()) }));
    const { store } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requests[0]?.body).toEqual({
      application: 'WEBAPP_CLIENT',
      applicationVersion: '2.8.1',
      email: 'gamer@example.com',
      password: 'correct horse',
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
    expect(store.getState().auth.userInfo?.email).toBe('gamer@example.com');
    expect(sessionStorage.getItem(SESSION_KEY)).toContain('refresh-1');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('remembers the session in local storage when asked to', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => jsonResponse(200, sessionDto()) }));
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Keep me signed in on this device'));
    await signIn();
    await screen.findByTestId('location');
    expect(localStorage.getItem(SESSION_KEY)).toContain('refresh-1');
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('honours a safe next path and ignores another origin', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => jsonResponse(200, sessionDto()) }));
    await open('/login?next=%2Faccount%2Fprofile%3Ftab%3D1');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/account/profile?tab=1');
  });

  it('does not follow next=//evil.com', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => jsonResponse(200, sessionDto()) }));
    await open('/login?next=//evil.com');
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('checks the fields before calling, and moves focus to the first one to fix', async () => {
    const { requests } = installFakeFetch(apiRoutes({}));
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('says a wrong password inline', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => problemResponse(401, 'InvalidCredentialsException') }));
    await open();
    await signIn('gamer@example.com', 'wrong password');
    await findAlert('Wrong e-mail address or password.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says an account is not activated yet (403)', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => problemResponse(403, 'AccountNotActivatedException') }));
    await open();
    await signIn();
    await findAlert(/isn't activated yet.*sent the activation link/);
  });

  it('says how long to wait when throttled (429)', async () => {
    installFakeFetch(
      apiRoutes({
        'POST /api/auth/login': () =>
          jsonResponse(
            429,
            {
              type: 'https://playeats.app/problems/TooManyRequestsException',
              title: 'Too many requests',
              status: 429,
              retryAfterSeconds: 42,
            },
            'application/problem+json',
          ),
      }),
    );
    await open();
    await signIn();
    await findAlert('Too many attempts. Please try again in 42 seconds.');
  });

  it('shows unexpected failures in the error dialog', async () => {
    installFakeFetch(apiRoutes({ 'POST /api/auth/login': () => problemResponse(500, 'InternalServerException') }));
    await open();
    await signIn();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Something went wrong on our side/)).toBeInTheDocument();
  });

  it('disables the submit button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    installFakeFetch(
      apiRoutes({ 'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) }),
    );
    await open();
    await signIn();
    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    answer(jsonResponse(200, sessionDto()));
    await screen.findByTestId('location');
  });

  it('toggles the password visibility', async () => {
    await open();
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to recovery, SMS sign-in (keeping next) and sign-up', async () => {
    await open('/login?next=%2Faccount');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/passwordRecovery');
    expect(screen.getByRole('link', { name: 'Sign in with a text message instead' })).toHaveAttribute(
      'href',
      '/login/sms?next=%2Faccount',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('shows provider buttons only for providers with a client id', async () => {
    const microsoft = vi.fn(() => new Promise<never>(() => undefined));
    await renderPage(<LoginPage />, {
      path: '/login',
      route: '/login',
      preloadedState: authState({ env: settings({ microsoftClientId: 'ms-client' }) }),
      adapters: { microsoft },
    });
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeDisabled();
    expect(microsoft).toHaveBeenCalledWith('ms-client');
  });

  it('has no provider buttons without client ids', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Sign in with Microsoft' })).not.toBeInTheDocument();
  });

  it('offers to continue or sign out when already signed in', async () => {
    await open('/login?next=%2Faccount', signedInState());
    expect(screen.getByRole('heading', { level: 1, name: "You're signed in" })).toBeInTheDocument();
    expect(screen.getByText("You're signed in as gamer@example.com.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('asks a signed-in person to sign in again when a sensitive change sends them here', async () => {
    await open('/login?reauth=1&next=%2Faccount%2Fphone', signedInState());
    expect(screen.getByText('For your security, sign in again to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows the phone panel on a desktop-size screen', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(min-width: 64rem)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    installFakeFetch(apiRoutes({ 'POST /api/auth/qr': () => new Promise<Response>(() => undefined) }));
    await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in with your phone' })).toBeInTheDocument();
  });

  it('leaves the phone panel out on small screens', async () => {
    await open();
    expect(screen.queryByRole('heading', { name: 'Sign in with your phone' })).not.toBeInTheDocument();
  });
});
