import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { repository, unitOfWork } from '../../db/unit-of-work.ts';
import type { MenuService } from '../restaurants/menu.service.ts';
import { mealsRepository } from './meals.repository.ts';
import { mealsRoutes } from './meals.routes.ts';
import { MealsService } from './meals.service.ts';

/** Saved meals (/api/users/me/meals), checked against today's menu. */
export async function registerMeals(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; menu: MenuService },
): Promise<MealsService> {
  const meals = new MealsService({
    uow: unitOfWork(deps.db),
    meals: repository(mealsRepository, deps.db),
    menu: deps.menu,
    clock: deps.clock,
  });
  await app.register(mealsRoutes, { meals });
  return meals;
}
