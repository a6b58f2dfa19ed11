import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows a decorative picture, a title at the level asked, one sentence and the action the page gives', async () => {
    const { container } = await renderWithProviders(
      <EmptyState
        picture="shopping-cart"
        title="Hungry?"
        text="Your cart is empty."
        headingLevel={3}
        action={<a href="/nearby">Find restaurants</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Hungry?' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find restaurants' })).toHaveAttribute('href', '/nearby');
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', '/illustrations/shopping-cart.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '72');
    expect(picture).toHaveAttribute('height', '72');
  });

  it('has an h2 by default and no action area without an action', async () => {
    const { container } = await renderWithProviders(
      <EmptyState picture="bell" title="All caught up" text="Nothing." />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'All caught up' })).toBeInTheDocument();
    expect(container.querySelector('.empty-panel-action')).toBeNull();
  });
});
