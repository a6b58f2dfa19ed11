import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertKey, type ObjectStorage, type PutOptions } from './object-storage.ts';
import { EMPTY_PAYLOAD_HASH, encodeKeyPath, sha256Hex, signRequest, type Credentials } from './sigv4.ts';

export interface S3Options extends Credentials {
  /** https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000… */
  endpoint: string;
  region: string;
  bucket: string;
  /** https://endpoint/bucket/key (MinIO and most S3-compatible servers) rather than https://bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** Where the objects are publicly readable (a public bucket or CDN), without a trailing slash; null: the API serves them. */
  publicUrl: string | null;
  /** For tests: the request clock and transport. */
  now?: () => Date;
  fetch?: typeof fetch;
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

/**
 * An S3-compatible bucket, through its REST API with Signature Version 4 (PutObject,
 * GetObject, DeleteObject): no SDK, three calls. Objects are written with their
 * Content-Type and Cache-Control, so a bucket or CDN that serves them sends both.
 */
export function createS3Storage(options: S3Options): ObjectStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const endpoint = new URL(options.endpoint);

  const urlOf = (key: string) => {
    assertKey(key);
    const url = new URL(endpoint);
    const base = endpoint.pathname.replace(/\/$/, '');
    if (options.forcePathStyle) {
      url.pathname = `${base}/${encodeURIComponent(options.bucket)}/${encodeKeyPath(key)}`;
    } else {
      url.hostname = `${options.bucket}.${endpoint.hostname}`;
      url.pathname = `${base}/${encodeKeyPath(key)}`;
    }
    return url;
  };

  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = urlOf(key);
    const signed = signRequest(options, {
      method,
      url,
      region: options.region,
      headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      at: now(),
    });
    // fetch sets Host itself (from the URL: the value signed) and refuses to be given it.
    delete signed.host;
    return doFetch(url, { method, headers: signed, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    return new S3Error(res.status, `S3 ${what} answered ${res.status} ${code}`.trim());
  };

  return {
    async put(key: string, body: Buffer, { contentType, cacheControl }: PutOptions) {
      const res = await send('PUT', key, body, { 'content-type': contentType, 'cache-control': cacheControl });
      if (!res.ok) throw await fail(`PUT ${key}`, res);
      await res.body?.cancel();
    },
    async get(key: string) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await fail(`GET ${key}`, res);
      const length = res.headers.get('content-length');
      return {
        body: Readable.fromWeb(res.body as WebReadableStream),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        contentLength: length === null ? null : Number(length),
      };
    },
    async delete(key: string) {
      const res = await send('DELETE', key);
      // S3 answers 204 whether or not the object was there.
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
      await res.body?.cancel();
    },
    publicUrl: (key: string) => (options.publicUrl ? `${options.publicUrl}/${encodeKeyPath(key)}` : null),
  };
}
