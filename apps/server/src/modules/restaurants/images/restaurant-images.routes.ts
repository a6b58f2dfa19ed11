import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { ObjectStorage } from '../../../adapters/storage/object-storage.ts';
import { notFound } from '../../../lib/problem.ts';
import { IMAGE_CACHE_CONTROL, IMAGE_FILE } from './restaurant-images.ts';

/**
 * Restaurant photos' copies, from the object storage (when it has no public address of its
 * own). Names are content hashes: cached for a year, and the name is the ETag.
 */
export const restaurantImagesRoutes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get(
    '/api/images/restaurants/:file',
    {
      schema: {
        tags: ['restaurants'],
        summary: "A restaurant photo's copy (WebP), cached for a year",
        params: z.object({ file: z.string().check(z.regex(IMAGE_FILE, 'expected a photo file name')) }),
      },
    },
    async (request, reply) => {
      const etag = `"${request.params.file}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('etag', etag).header('cache-control', IMAGE_CACHE_CONTROL).send();
      }
      const object = await storage.get(`restaurants/${request.params.file}`);
      if (!object) throw notFound('There is no such photo.');
      reply
        .type(object.contentType)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', etag)
        // The overlay and the mobile apps show them from other origins.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (object.contentLength !== null) reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    },
  );
};
