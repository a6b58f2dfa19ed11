/**
 * Paths that carry a secret in a path segment: e-mail links (activation, reset, e-mail
 * verification), QR sign-in tokens in page and API URLs. Access logs keep the route and
 * lose the secret.
 */
const SECRET_SEGMENT = [
  /^(\/api\/users\/(?:activate|resetPassword)\/)[^/?#]+/,
  /^(\/verifyemail\/)[^/?#]+/,
  /^(\/(?:login|signup|socialLogin|socialSignup)\/)(?!sms(?:[/?#]|$))[^/?#]+/,
  /^(\/api\/auth\/qr\/)[^/?#]+/,
];

export function redactUrl(url: string): string {
  for (const pattern of SECRET_SEGMENT) {
    if (pattern.test(url)) return url.replace(pattern, '$1[redacted]');
  }
  return url;
}
