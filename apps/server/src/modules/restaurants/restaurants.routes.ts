import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cuisinesSchema,
  demoSchema,
  nearbyPageSchema,
  nearbyQuerySchema,
  partnersPageSchema,
  partnersQuerySchema,
  restaurantDetailSchema,
  restaurantIdParamsSchema,
} from '@playeats/contracts/restaurants';
import type { RestaurantsService } from './restaurants.service.ts';

const tags = ['restaurants'];

/** Public discovery endpoints: no sign-in needed to browse (spec section 2: /partners, /nearby, /demo). */
export const restaurantsRoutes: FastifyPluginAsyncZod<{ restaurants: RestaurantsService }> = async (
  app,
  { restaurants },
) => {
  app.get(
    '/api/restaurants/partners',
    {
      schema: {
        tags,
        summary: 'Partner restaurants by name or nearest first, searchable by name or cuisine, paged',
        querystring: partnersQuerySchema,
        response: { 200: partnersPageSchema },
      },
    },
    async (request) => restaurants.partners(request.query),
  );
  app.get(
    '/api/restaurants/nearby',
    {
      schema: {
        tags,
        summary: 'Restaurants within a radius, nearest first, by name or cuisine, optionally open now',
        querystring: nearbyQuerySchema,
        response: { 200: nearbyPageSchema },
      },
    },
    async (request) => restaurants.nearby(request.query),
  );
  app.get(
    '/api/restaurants/:id',
    {
      schema: {
        tags,
        summary: 'A restaurant with its opening hours and full menu',
        params: restaurantIdParamsSchema,
        response: { 200: restaurantDetailSchema },
      },
    },
    async (request) => restaurants.detail(request.params.id),
  );
  app.get(
    '/api/cuisines',
    { schema: { tags, summary: 'Cuisines with English and French labels', response: { 200: cuisinesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { items: await restaurants.cuisines() };
    },
  );
  app.get(
    '/api/demo',
    { schema: { tags, summary: 'Demo mode: the demo address and place', response: { 200: demoSchema } } },
    async () => restaurants.demo(),
  );
};
