import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the element found has the focus. Pages move the focus in an effect, after the
 * render that shows the element: a check made as soon as it is found can run in between
 * (a busy CI machine failed `expect(await findBy…).toHaveFocus()` that way).
 */
export async function expectFocusOn(found: Promise<HTMLElement>): Promise<void> {
  const element = await found;
  await waitFor(() => expect(element).toHaveFocus());
}
