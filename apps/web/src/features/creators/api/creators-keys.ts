/**
 * Query keys of the creator programs. Those of a signed-in user carry their id
 * (selectQueryUserKey), so nothing cached for one person is shown to the next.
 */
export const creatorsKeys = {
  all: ['creators'] as const,
  programs: ['creators', 'programs'] as const,
  mine: (user: string) => ['creators', user, 'creator'] as const,
  posts: (user: string) => ['creators', user, 'social-posts'] as const,
  discord: (user: string) => ['creators', user, 'discord'] as const,
};
