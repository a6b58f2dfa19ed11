import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRestaurantListQuerySchema,
  adminRestaurantListSchema,
  adminRestaurantSchema,
  menuInputSchema,
  restaurantProfileSchema,
  restaurantStatusInputSchema,
} from '@playeats/contracts/admin-restaurants';
import { restaurantIdParamsSchema } from '@playeats/contracts/restaurants';
import type { AdminRestaurantsService } from './admin-restaurants.service.ts';

const tags = ['admin', 'restaurants'];
const security = [{ bearer: [] }];

/** Largest photo upload; the copies kept are a small fraction of it. */
export const IMAGE_UPLOAD_MAX_BYTES = 15_000_000;

/** The admin's restaurants: list, one with its menu, create and edit, the menu, activation, the photo. */
export const adminRestaurantsRoutes: FastifyPluginAsyncZod<{ admin: AdminRestaurantsService }> = async (
  app,
  { admin },
) => {
  const guard = { onRequest: app.requireAdmin };

  app.get(
    '/api/admin/restaurants',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Restaurants by name, a page at a time, by a part of the name or an external reference',
        querystring: adminRestaurantListQuerySchema,
        response: { 200: adminRestaurantListSchema },
      },
    },
    async (request) => admin.list(request.query),
  );
  app.post(
    '/api/admin/restaurants',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'A new partner (the address is geocoded when no position is given); audited',
        description:
          '422 AddressNotLocatedException when the address cannot be located; 409 ExternalRefTakenException.',
        body: restaurantProfileSchema,
        response: { 201: adminRestaurantSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.create(request.admin!, request.body)),
  );
  app.get(
    '/api/admin/restaurants/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'A restaurant, active or not, with its whole menu',
        params: restaurantIdParamsSchema,
        response: { 200: adminRestaurantSchema },
      },
    },
    async (request) => admin.get(request.params.id),
  );
  app.put(
    '/api/admin/restaurants/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "A restaurant's profile (its menu, state and photo are apart); audited",
        params: restaurantIdParamsSchema,
        body: restaurantProfileSchema,
        response: { 200: adminRestaurantSchema },
      },
    },
    async (request) => admin.update(request.admin!, request.params.id, request.body),
  );
  app.put(
    '/api/admin/restaurants/:id/menu',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'The whole menu: rows named by id are kept or added, the others removed; audited',
        params: restaurantIdParamsSchema,
        body: menuInputSchema,
        response: { 200: adminRestaurantSchema },
      },
    },
    async (request) => admin.replaceMenu(request.admin!, request.params.id, request.body),
  );
  app.patch(
    '/api/admin/restaurants/:id/status',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Activate or deactivate (an inactive restaurant leaves discovery and takes no orders); audited',
        params: restaurantIdParamsSchema,
        body: restaurantStatusInputSchema,
        response: { 200: adminRestaurantSchema },
      },
    },
    async (request) =>
      admin.setActive(request.admin!, request.params.id, request.body.isActive, request.body.reason ?? null),
  );

  // The photo arrives as the body itself (image/jpeg, image/png…), up to IMAGE_UPLOAD_MAX_BYTES.
  await app.register(async (scope) => {
    const images = scope.withTypeProvider<ZodTypeProvider>();
    // Only images (415 for anything else, text and JSON included).
    images.removeAllContentTypeParsers();
    images.addContentTypeParser(
      /^(image\/[\w.+-]+|application\/octet-stream)$/,
      { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    images.put(
      '/api/admin/restaurants/:id/image',
      {
        // Before the body is read: a stranger's upload is refused without reading it.
        onRequest: app.requireAdmin,
        bodyLimit: IMAGE_UPLOAD_MAX_BYTES,
        schema: {
          tags,
          security,
          summary: 'Upload the photo (the body is the image): resized to 320, 640 and 1280 px wide; audited',
          description: '422 InvalidImageException when the body is not a usable image; 413 when too large.',
          params: restaurantIdParamsSchema,
          response: { 200: adminRestaurantSchema },
        },
      },
      async (request) => admin.setImage(request.admin!, request.params.id, request.body as Buffer),
    );
  });
  app.delete(
    '/api/admin/restaurants/:id/image',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Remove the uploaded photo (the placeholder shows again); audited',
        params: restaurantIdParamsSchema,
        response: { 200: adminRestaurantSchema },
      },
    },
    async (request) => admin.removeImage(request.admin!, request.params.id),
  );
};
