/**
 * The query key of the signed-in user's saved meals (GET /api/users/me/meals). The meals
 * feature owns that query (the dashboard); a feature that saves a meal (the restaurant
 * page) invalidates it so the dashboard shows the new meal.
 */
export const SAVED_MEALS_QUERY_KEY = ['users', 'me', 'meals'] as const;
