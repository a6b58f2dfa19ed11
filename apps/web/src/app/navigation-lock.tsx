import { useEffect } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useBlocker } from 'react-router';
import { navigationDisabledChanged, selectNavigationIsDisabled } from '../features/meals/meals-slice.ts';
import { orderingKeys } from '../lib/ordering-query-keys.ts';
import { useAppDispatch, useAppSelector } from './hooks.ts';

const LOCKED_CLASS = 'navigation-disabled';

/**
 * meals.navigationIsDisabled (spec section 3), mounted once inside the router: true while
 * an order is being placed (or while a flow that must finish sets it), and while it is,
 * the person cannot leave the page: links and the back button are held (the header's and
 * tab bar's links also look disabled: html.navigation-disabled in theme.css). The flow
 * itself may still move on with a replacing navigation (the checkout's /confirmation).
 * Placing has a time limit (PLACE_ORDER_TIMEOUT_MS), so the lock cannot outlive a hung call.
 */
export function NavigationLock() {
  const dispatch = useAppDispatch();
  const placing = useIsMutating({ mutationKey: orderingKeys.placeOrder }) > 0;
  // Released however the placement ends (answer, refusal, its time-out) and if this unmounts.
  useEffect(() => {
    if (!placing) return undefined;
    dispatch(navigationDisabledChanged(true));
    return () => {
      dispatch(navigationDisabledChanged(false));
    };
  }, [placing, dispatch]);

  const disabled = useAppSelector(selectNavigationIsDisabled);
  const blocker = useBlocker(({ historyAction }) => disabled && historyAction !== 'REPLACE');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  useEffect(() => {
    document.documentElement.classList.toggle(LOCKED_CLASS, disabled);
    return () => document.documentElement.classList.remove(LOCKED_CLASS);
  }, [disabled]);
  return null;
}
