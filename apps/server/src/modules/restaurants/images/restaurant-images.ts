import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { HttpProblem } from '../../../lib/problem.ts';
import { loadOnFirstUse } from '../../../lib/load-on-first-use.ts';

// Restaurant photos: resized to a few widths in one aspect ratio (the cards' and the
// restaurant page's 16:9 frame, so nothing shifts when they load), as WebP, under names made
// of the upload's content hash, so a name is never reused for other bytes and every copy
// can be cached for a year (docs/decisions/0020-partner-restaurants.md).

/** libvips, loaded when the first photo is uploaded, not at start-up. */
const loadSharp = loadOnFirstUse(async () => (await import('sharp')).default, 'sharp');

export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** What a plain <img src> gets. */
export const DEFAULT_IMAGE_WIDTH = 640;
const ASPECT = 9 / 16;
/** Smallest upload: the smallest copy must not be an enlargement. */
const MIN_WIDTH = IMAGE_WIDTHS[0];
const MIN_HEIGHT = Math.round(MIN_WIDTH * ASPECT);
/** Decoding bombs: no more pixels than a 50-megapixel photo. */
const MAX_PIXELS = 50_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);
/** Bumped when the copies change (sizes, quality): new names for the same upload. */
const PIPELINE_VERSION = 'v1';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The file names the API serves (GET /api/images/restaurants/{file}). */
export const IMAGE_FILE = /^[a-f0-9]{32}-(?:320|640|1280)\.webp$/;

export const imageObjectKey = (hash: string, width: number) => `restaurants/${hash}-${width}.webp`;

export const invalidImage = (detail: string) =>
  new HttpProblem(422, 'InvalidImageException', 'Invalid image', detail, {
    invalidParams: [{ name: 'body', reason: detail }],
  });

export interface ResizedImage {
  /** The content hash the copies are named after (the restaurant's imageKey). */
  hash: string;
  copies: { width: number; body: Buffer }[];
}

/** Checks that `input` is a usable photo and makes its copies; an InvalidImageException otherwise. */
export async function resizeRestaurantImage(input: Buffer): Promise<ResizedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw invalidImage('The file is not an image (send a JPEG, PNG, WebP, AVIF or GIF).');
  }
  if (!meta.format || !FORMATS.has(meta.format)) {
    throw invalidImage(`Images in ${meta.format ?? 'this'} format are not taken: send a JPEG, PNG, WebP, AVIF or GIF.`);
  }
  // EXIF orientations 5-8 swap width and height once the photo is turned upright.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (!width || !height || width < MIN_WIDTH || height < MIN_HEIGHT) {
    throw invalidImage(`The image is too small: at least ${MIN_WIDTH} × ${MIN_HEIGHT} pixels.`);
  }
  const hash = createHash('sha256').update(PIPELINE_VERSION).update(input).digest('hex').slice(0, 32);
  try {
    const copies = await Promise.all(
      IMAGE_WIDTHS.map(async (w) => ({
        width: w,
        body: await sharp(input, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: w, height: Math.round(w * ASPECT), fit: 'cover', position: 'attention' })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { hash, copies };
  } catch {
    throw invalidImage('The image could not be read to the end (a damaged or truncated file?).');
  }
}

export interface RestaurantImage {
  key: string;
  url: string;
  srcSet: string;
}

/**
 * Where clients fetch a photo's copies: the storage's own public address when it has one
 * (a public bucket, a CDN), else this API's image route as a path, which clients resolve
 * against the API's address as they do every call (the overlay and the mobile apps call
 * the API from another origin; PUBLIC_URL may not be the address a browser used).
 */
export function restaurantImageUrls(storage: { publicUrl(key: string): string | null }) {
  const urlOf = (hash: string, width: number) => {
    const key = imageObjectKey(hash, width);
    return storage.publicUrl(key) ?? `/api/images/${key}`;
  };
  const srcSet = (hash: string) => IMAGE_WIDTHS.map((w) => `${urlOf(hash, w)} ${w}w`).join(', ');
  return {
    of: (hash: string): RestaurantImage => ({ key: hash, url: urlOf(hash, DEFAULT_IMAGE_WIDTH), srcSet: srcSet(hash) }),
    /** The photo a restaurant shows: its upload, else its external image URL, else none. */
    urlFor: (row: { imageKey: string | null; imageUrl: string | null }): string | null =>
      row.imageKey ? urlOf(row.imageKey, DEFAULT_IMAGE_WIDTH) : row.imageUrl,
    srcSetFor: (row: { imageKey: string | null }): string | null => (row.imageKey ? srcSet(row.imageKey) : null),
  };
}
export type RestaurantImageUrls = ReturnType<typeof restaurantImageUrls>;
