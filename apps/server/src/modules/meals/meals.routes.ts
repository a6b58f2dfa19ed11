import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMealRequestSchema,
  mealIdParamsSchema,
  mealListSchema,
  mealSchema,
  reorderMealsRequestSchema,
  updateMealRequestSchema,
} from '@playeats/contracts/meals';
import type { MealsService } from './meals.service.ts';

const tags = ['meals'];
const security = [{ bearer: [] }];

/** The signed-in user's saved meals. */
export const mealsRoutes: FastifyPluginAsyncZod<{ meals: MealsService }> = async (app, { meals }) => {
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/api/users/me/meals',
    { schema: { tags, security, summary: 'Every saved meal, by index', response: { 200: mealListSchema } } },
    async (request) => ({ items: await meals.list(request.auth!.userId) }),
  );
  app.post(
    '/api/users/me/meals',
    { schema: { tags, security, body: createMealRequestSchema, response: { 201: mealSchema } } },
    async (request, reply) => reply.code(201).send(await meals.create(request.auth!.userId, request.body)),
  );
  app.put(
    '/api/users/me/meals/order',
    {
      schema: {
        tags,
        security,
        summary: 'Reorder: every meal id once, in the new order',
        body: reorderMealsRequestSchema,
        response: { 200: mealListSchema },
      },
    },
    async (request) => ({ items: await meals.reorder(request.auth!.userId, request.body.mealIds) }),
  );
  app.get(
    '/api/users/me/meals/:id',
    { schema: { tags, security, params: mealIdParamsSchema, response: { 200: mealSchema } } },
    async (request) => meals.get(request.auth!.userId, request.params.id),
  );
  app.patch(
    '/api/users/me/meals/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename, set active, or replace the items',
        params: mealIdParamsSchema,
        body: updateMealRequestSchema,
        response: { 200: mealSchema },
      },
    },
    async (request) => meals.update(request.auth!.userId, request.params.id, request.body),
  );
  app.delete(
    '/api/users/me/meals/:id',
    { schema: { tags, security, params: mealIdParamsSchema } },
    async (request, reply) => {
      await meals.remove(request.auth!.userId, request.params.id);
      return reply.code(204).send();
    },
  );
};
