import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3 requests (header form), as documented in "Authenticating
// Requests: Using the Authorization Header" of the S3 API reference. Pure: the caller sends.

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials' token (x-amz-security-token). */
  sessionToken?: string | null;
}

export interface SignInput {
  method: string;
  url: URL;
  region: string;
  /** Headers to send and sign (host and the x-amz-* ones are added). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  at: Date;
  service?: string;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 unreserved characters stay; everything else is %XX (S3 keeps '/' in paths). */
function uriEncode(value: string, keepSlash: boolean): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The headers to send, with Authorization. `url.pathname` must already be as sent (percent-encoded). */
export function signRequest(credentials: Credentials, input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((h) => `${h}:${lower[h]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  // The path is signed as sent; decoding then encoding again normalises it to S3's form.
  const path = uriEncode(decodeURIComponent(input.url.pathname), true) || '/';
  const canonicalRequest = [
    input.method,
    path,
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** A key's path part, each segment percent-encoded as S3 expects. */
export const encodeKeyPath = (key: string) =>
  key
    .split('/')
    .map((s) => uriEncode(s, false))
    .join('/');
