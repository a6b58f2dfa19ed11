import type { Readable } from 'node:stream';

/** An object as the storage gives it back. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | null;
}

export interface PutOptions {
  contentType: string;
  /** Kept with the object, so a bucket or CDN serving it directly sends it too. */
  cacheControl: string;
}

/**
 * Where uploaded files live (restaurant photos): a folder under the data folder by default
 * (local-storage.ts), an S3-compatible bucket in production (s3-storage.ts). Keys are
 * relative paths such as `restaurants/3f9a…-640.webp`.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /**
   * The object's public address when something other than this API serves it (a public
   * bucket, a CDN); null: the API serves it (GET /api/images/…).
   */
  publicUrl(key: string): string | null;
}

const KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9._-]+)+$/;

/** Refuses keys that could leave the storage's root (`..`, absolute paths, odd characters). */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a storage key: ${key}`);
  }
}
