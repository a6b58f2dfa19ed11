/**
 * The query key (a prefix) of the signed-in user's bucks and promo-dollar balances. The
 * rewards feature owns those queries; a feature that moves money (placing or cancelling an
 * order) invalidates this key so the balances on screen refresh at once. `user` is the
 * account id, or 'session' before the user info is known (selectQueryUserKey).
 */
export const balancesQueryKey = (user: string) => ['rewards', user, 'balances'] as const;
