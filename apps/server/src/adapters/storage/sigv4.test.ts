import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_HASH, encodeKeyPath, signRequest } from './sigv4.ts';

// AWS's published example (S3 API reference, "Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk", Example: GET Object).
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('signRequest', () => {
  it("gives AWS's own signature for its GET Object example", () => {
    const headers = signRequest(AWS_EXAMPLE, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_HASH,
      at: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.host).toBe('examplebucket.s3.amazonaws.com');
  });

  it('signs the session token and changes the signature with any signed part', () => {
    const base = {
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/bucket/restaurants/a.webp'),
      region: 'auto',
      headers: { 'content-type': 'image/webp' },
      payloadHash: EMPTY_PAYLOAD_HASH,
      at: new Date('2026-01-01T12:00:00Z'),
    };
    const plain = signRequest(AWS_EXAMPLE, base).authorization;
    const withToken = signRequest({ ...AWS_EXAMPLE, sessionToken: 'tok' }, base);
    expect(withToken['x-amz-security-token']).toBe('tok');
    expect(withToken.authorization).toContain('x-amz-security-token');
    expect(signRequest(AWS_EXAMPLE, { ...base, headers: { 'content-type': 'image/png' } }).authorization).not.toBe(
      plain,
    );
    expect(signRequest(AWS_EXAMPLE, { ...base, region: 'us-east-1' }).authorization).not.toBe(plain);
  });
});

describe('encodeKeyPath', () => {
  it('percent-encodes each segment as S3 expects and keeps the slashes', () => {
    expect(encodeKeyPath('restaurants/a b+c~d.webp')).toBe('restaurants/a%20b%2Bc~d.webp');
  });
});
