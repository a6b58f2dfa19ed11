import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RestaurantImage } from './restaurant-image.tsx';

describe('RestaurantImage', () => {
  it('offers the uploaded copies to the browser, in a box sized before the photo loads', async () => {
    await renderWithProviders(
      <RestaurantImage
        name="Pho Real"
        cuisines={['vietnamese']}
        imageUrl="https://api.test/api/images/restaurants/abc-640.webp"
        imageSrcSet="https://api.test/a-320.webp 320w, https://api.test/a-640.webp 640w"
        sizes="100vw"
      />,
    );
    const img = screen.getByRole('img', { name: /Pho Real/ });
    expect(img).toHaveAttribute('srcset', 'https://api.test/a-320.webp 320w, https://api.test/a-640.webp 640w');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '180');
  });

  it('shows a photo from elsewhere without srcset, and its cuisine pictured (decorative) without a photo', async () => {
    const { container } = await renderWithProviders(
      <>
        <RestaurantImage
          name="Elsewhere"
          cuisines={['pizza']}
          imageUrl="https://cdn.test/photo.jpg"
          imageSrcSet={null}
        />
        <RestaurantImage name="Luigi" cuisines={['pizza', 'italian']} imageUrl={null} />
        <RestaurantImage name="Nowhere" cuisines={[]} imageUrl={null} />
      </>,
    );
    expect(screen.getByRole('img', { name: /Elsewhere/ })).not.toHaveAttribute('srcset');
    const tiles = container.querySelectorAll('.restaurant-image--illustrated img');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveAttribute('src', '/illustrations/pizza.svg');
    expect(tiles[0]).toHaveAttribute('alt', '');
    expect(tiles[0]).toHaveAttribute('width', '96');
    expect(tiles[1]).toHaveAttribute('src', '/illustrations/fork-and-knife-with-plate.svg');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('loads lazily in lists, and at once, first, as the page’s hero (its largest paint)', async () => {
    const { container } = await renderWithProviders(
      <>
        <RestaurantImage name="Listed" cuisines={['pizza']} imageUrl="https://cdn.test/listed.jpg" />
        <RestaurantImage name="Hero" cuisines={['pizza']} imageUrl="https://cdn.test/hero.jpg" eager />
        <RestaurantImage name="Tile" cuisines={['pizza']} imageUrl={null} eager />
      </>,
    );
    expect(screen.getByRole('img', { name: /Listed/ })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: /Listed/ })).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('img', { name: /Hero/ })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: /Hero/ })).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('.restaurant-image--illustrated img')).toHaveAttribute('loading', 'eager');
  });
});
