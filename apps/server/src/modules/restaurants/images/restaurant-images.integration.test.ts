import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRestaurantSchema, type AdminRestaurantDto } from '@playeats/contracts/admin-restaurants';
import type { SessionDto } from '@playeats/contracts/auth';
import { createS3Storage, S3Error } from '../../../adapters/storage/s3-storage.ts';
import { adminCaller, auditOf, nearbyNames, torontoProfile } from '../../../../test/admin-restaurants-helpers.ts';
import { createAdmin } from '../../../../test/rewards-helpers.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';

const TORONTO = { lat: 43.6532, lng: -79.3832 };

/** A photo-like test image: a gradient, `width` × `height`, in `format`. */
function photo(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

async function startApp(env: Record<string, string>) {
  const ctx = await createTestApp({ env });
  const admin = await createAdmin(ctx.app, ctx.database.db, 'ops@example.com');
  const as = adminCaller(ctx.app, admin);
  const res = await as(
    'POST',
    '/api/admin/restaurants',
    torontoProfile({ name: 'Pixel Perfect Pho', externalRef: null }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ctx, admin, as, restaurant: adminRestaurantSchema.parse(res.json()) };
}

describe('restaurant photos in the local storage', () => {
  let ctx: TestContext;
  let admin: SessionDto;
  let as: ReturnType<typeof adminCaller>;
  let restaurant: AdminRestaurantDto;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-images-'));

  beforeAll(async () => {
    ({ ctx, admin, as, restaurant } = await startApp({ DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resizes an upload to three 16:9 WebP copies named by content, served with a year of caching', async () => {
    const upload = await photo(1600, 1200, 'jpeg');
    const res = await as('PUT', `/api/admin/restaurants/${restaurant.id}/image`, upload, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { image } = adminRestaurantSchema.parse(res.json());
    expect(image!.key).toMatch(/^[0-9a-f]{32}$/);
    const base = `/api/images/restaurants/${image!.key}`;
    expect(image).toEqual({
      key: image!.key,
      url: `${base}-640.webp`,
      srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
    });

    for (const width of [320, 640, 1280]) {
      const file = path.join(dataDir, 'uploads', 'restaurants', `${image!.key}-${width}.webp`);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 9) / 16)]);

      const served = await ctx.app.inject({
        method: 'GET',
        url: `/api/images/restaurants/${image!.key}-${width}.webp`,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(served.rawPayload.equals(fs.readFileSync(file))).toBe(true);
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/images/restaurants/${image!.key}-${width}.webp`,
        headers: { 'if-none-match': served.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }

    // Discovery's cards and pages get the photo and its copies.
    const card = (await nearbyNames(ctx.app, TORONTO, 'pixel perfect')).items[0]!;
    expect([card.imageUrl, card.imageSrcSet]).toEqual([image!.url, image!.srcSet]);

    // The same bytes again: the same names.
    const same = await as('PUT', `/api/admin/restaurants/${restaurant.id}/image`, upload, 'image/jpeg');
    expect(same.json().image.key).toBe(image!.key);
    const entries = await auditOf(ctx.database.db, restaurant.id);
    expect(entries[0]).toMatchObject({ action: 'restaurant.image.update', after: { imageKey: image!.key } });
  });

  it('refuses what is not a usable image and keeps the photo it has', async () => {
    const before = (await as('GET', `/api/admin/restaurants/${restaurant.id}`)).json().image;
    const cases: [Buffer | string, string, number, string][] = [
      ['this is not a picture', 'image/png', 422, 'not an image'],
      [await photo(200, 100), 'image/png', 422, 'too small'],
      [Buffer.from('%PDF-1.4'), 'application/octet-stream', 422, 'not an image'],
      ['plain text', 'text/plain', 415, ''],
    ];
    for (const [body, type, status, words] of cases) {
      const res = await as('PUT', `/api/admin/restaurants/${restaurant.id}/image`, body, type);
      expect(res.statusCode, `${type} ${words}`).toBe(status);
      if (status === 422) {
        expect(res.json().type).toBe('https://playeats.app/problems/InvalidImageException');
        expect(res.json().detail).toContain(words);
      }
    }
    expect((await as('GET', `/api/admin/restaurants/${restaurant.id}`)).json().image).toEqual(before);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/images/restaurants/${'0'.repeat(32)}-640.webp` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/images/restaurants/..%2Fsecret.webp' })).statusCode).toBe(
      400,
    );
  });

  it('removes the photo: cards show the placeholder again', async () => {
    const res = await as('DELETE', `/api/admin/restaurants/${restaurant.id}/image`);
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toBeNull();
    const card = (await nearbyNames(ctx.app, TORONTO, 'pixel perfect')).items[0]!;
    expect([card.imageUrl, card.imageSrcSet]).toEqual([null, null]);
    expect((await auditOf(ctx.database.db, restaurant.id))[0]).toMatchObject({ action: 'restaurant.image.remove' });
    expect(admin.userInfo.roles).toContain('ADMIN');
  });
});

// s3rver speaks S3's REST API (path-style buckets, PutObject, GetObject, DeleteObject) and
// checks that each request carries a well-formed Signature V4 header with a known access key,
// but it does not recompute V4 signatures: sigv4.test.ts holds the signing to AWS's own example.
describe('restaurant photos in an S3-compatible bucket (s3rver)', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'playeats-s3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'playeats-photos' }],
  });
  let endpoint: string;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

  beforeAll(async () => {
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const storage = (accessKeyId = credentials.accessKeyId) =>
    createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'playeats-photos',
      accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      forcePathStyle: true,
      publicUrl: null,
    });

  it('puts, gets and deletes objects with signed requests; an unknown access key is refused', async () => {
    const body = Buffer.from('webp bytes');
    await storage().put('restaurants/abc-320.webp', body, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const got = await storage().get('restaurants/abc-320.webp');
    expect(got!.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of got!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
    expect(await storage().get('restaurants/missing-320.webp')).toBeNull();
    await storage().delete('restaurants/abc-320.webp');
    expect(await storage().get('restaurants/abc-320.webp')).toBeNull();

    const refused = storage('NOT-A-KEY').put('restaurants/x-320.webp', body, {
      contentType: 'image/webp',
      cacheControl: 'no-cache',
    });
    await expect(refused).rejects.toBeInstanceOf(S3Error);
    await expect(refused).rejects.toMatchObject({ status: 403 });
  });

  it('the app stores uploads in the bucket and serves them through its image route', async () => {
    const { ctx, as, restaurant } = await startApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'playeats-photos',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      const res = await as('PUT', `/api/admin/restaurants/${restaurant.id}/image`, await photo(800, 450), 'image/png');
      expect(res.statusCode, res.body).toBe(200);
      const key = res.json().image.key as string;
      const fromBucket = await storage().get(`restaurants/${key}-1280.webp`);
      expect(fromBucket!.contentType).toBe('image/webp');
      const served = await ctx.app.inject({ method: 'GET', url: `/api/images/restaurants/${key}-1280.webp` });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1280);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await ctx.close();
    }
  });
});
