import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const LoginPage = lazyPage(() => import('./pages/login-page.tsx'), 'LoginPage');
const SmsLoginPage = lazyPage(() => import('./pages/sms-login-page.tsx'), 'SmsLoginPage');
const QrLoginPage = lazyPage(() => import('./pages/qr-login-page.tsx'), 'QrLoginPage');
const SocialLoginPage = lazyPage(() => import('./pages/social-login-page.tsx'), 'SocialLoginPage');
const SignupPage = lazyPage(() => import('./pages/signup-page.tsx'), 'SignupPage');
const SocialSignupPage = lazyPage(() => import('./pages/social-signup-page.tsx'), 'SocialSignupPage');
const VerifyEmailPage = lazyPage(() => import('./pages/verify-email-page.tsx'), 'VerifyEmailPage');
const ActivatePage = lazyPage(() => import('./pages/activate-page.tsx'), 'ActivatePage');
const PasswordRecoveryPage = lazyPage(() => import('./pages/password-recovery-page.tsx'), 'PasswordRecoveryPage');
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page.tsx'), 'ResetPasswordPage');

/**
 * The sign-in routes of spec section 2, for the route table (app/routes.tsx) to splice
 * into the layout's children in place of the matching pending routes. Every page is its
 * own lazy chunk. /login/sms outranks /login/:qrTokenToValidate (static segments win).
 */
export const authRouteObjects: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/sms', element: <SmsLoginPage /> },
  { path: '/login/:qrTokenToValidate', element: <QrLoginPage /> },
  { path: '/socialLogin', element: <SocialLoginPage /> },
  { path: '/socialLogin/:qrTokenToValidate', element: <SocialLoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/signup/:qrTokenToValidate', element: <SignupPage /> },
  { path: '/socialSignup', element: <SocialSignupPage /> },
  { path: '/socialSignup/:qrTokenToValidate', element: <SocialSignupPage /> },
  { path: '/verifyemail/:verificationToken', element: <VerifyEmailPage /> },
  { path: '/api/users/activate/*', element: <ActivatePage /> },
  { path: '/api/users/resetPassword/*', element: <ResetPasswordPage /> },
  { path: '/passwordRecovery', element: <PasswordRecoveryPage /> },
];
