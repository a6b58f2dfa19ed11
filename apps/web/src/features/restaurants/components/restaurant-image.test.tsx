import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RestaurantImage } from './restaurant-image.tsx';

describe('RestaurantImage', () => {
  it('offers the uploaded copies to the browser, in a box sized before the photo loads', async () => {
    await renderWithProviders(
      <RestaurantImage
        name="Pho Real"
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

  it('shows a photo from elsewhere without srcset, and the initial tile (hidden from screen readers) without a photo', async () => {
    const { container } = await renderWithProviders(
      <>
        <RestaurantImage name="Elsewhere" imageUrl="https://cdn.test/photo.jpg" imageSrcSet={null} />
        <RestaurantImage name="  école du goût" imageUrl={null} />
      </>,
    );
    expect(screen.getByRole('img', { name: /Elsewhere/ })).not.toHaveAttribute('srcset');
    const tile = container.querySelector('.restaurant-image--placeholder');
    expect(tile).toHaveTextContent('É');
    expect(tile).toHaveAttribute('aria-hidden', 'true');
  });
});
