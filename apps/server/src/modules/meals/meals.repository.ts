import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userMeals } from '../../db/schema/meals.ts';

export type { SavedMealLine } from '../../db/schema/meals.ts';

export type MealRow = typeof userMeals.$inferSelect;
export type NewMeal = typeof userMeals.$inferInsert;

/** The only code touching user_meals. Pass a transaction to join it. */
export function mealsRepository(db: Database) {
  return {
    /**
     * Serializes one user's meal writes until the transaction ends: positions are handed out
     * and rewritten under it, so two tabs never get the same index or a half-applied order.
     */
    async lockOwner(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_meals:${userId}`}))`);
    },
    async list(userId: string): Promise<MealRow[]> {
      return db
        .select()
        .from(userMeals)
        .where(eq(userMeals.userId, userId))
        .orderBy(asc(userMeals.position), asc(userMeals.createdAt), asc(userMeals.id));
    },
    async find(userId: string, id: string): Promise<MealRow | undefined> {
      const [row] = await db
        .select()
        .from(userMeals)
        .where(and(eq(userMeals.id, id), eq(userMeals.userId, userId)));
      return row;
    },
    async nextPosition(userId: string): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${userMeals.position}) + 1, 0)::int` })
        .from(userMeals)
        .where(eq(userMeals.userId, userId));
      return Number(row?.next ?? 0);
    },
    async insert(meal: NewMeal): Promise<MealRow> {
      const [row] = await db.insert(userMeals).values(meal).returning();
      return row!;
    },
    async update(
      userId: string,
      id: string,
      changes: Partial<Pick<NewMeal, 'name' | 'active' | 'items'>>,
      at: Date,
    ): Promise<MealRow | undefined> {
      const [row] = await db
        .update(userMeals)
        .set({ ...changes, updatedAt: at })
        .where(and(eq(userMeals.id, id), eq(userMeals.userId, userId)))
        .returning();
      return row;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(userMeals)
        .where(and(eq(userMeals.id, id), eq(userMeals.userId, userId)))
        .returning({ id: userMeals.id });
      return rows.length > 0;
    },
    /** index = position in `orderedIds`, in one statement. */
    async setPositions(userId: string, orderedIds: readonly string[]): Promise<void> {
      if (orderedIds.length === 0) return;
      await db.execute(sql`
        update ${userMeals} set position = o.ord - 1
        from unnest(${`{${orderedIds.join(',')}}`}::uuid[]) with ordinality as o(id, ord)
        where ${userMeals.id} = o.id and ${userMeals.userId} = ${userId}`);
    },
  };
}

export type MealsRepository = ReturnType<typeof mealsRepository>;
