import { useTranslation } from 'react-i18next';
import { apiImageSrcSet, apiImageUrl } from '../../../lib/api-image-url.ts';

interface RestaurantImageProps {
  name: string;
  imageUrl: string | null;
  /** The uploaded photo's copies ("url 320w, url 640w, …"), so the browser picks the width it needs. */
  imageSrcSet?: string | null;
  /** How wide the image shows, for the browser's choice among the copies. */
  sizes?: string;
  className?: string;
}

/**
 * The restaurant's photo, or its initial on a tile when it has none (decorative, so hidden).
 * The photo's box has its size before it loads (width, height and the CSS aspect ratio), so
 * nothing moves when it arrives.
 */
export function RestaurantImage({
  name,
  imageUrl,
  imageSrcSet,
  sizes = '(min-width: 40rem) 25rem, 100vw',
  className = 'restaurant-image',
}: RestaurantImageProps) {
  const { t } = useTranslation('restaurants');
  if (imageUrl) {
    return (
      <img
        className={className}
        src={apiImageUrl(imageUrl)}
        srcSet={imageSrcSet ? apiImageSrcSet(imageSrcSet) : undefined}
        sizes={imageSrcSet ? sizes : undefined}
        alt={t('card.photoAlt', { name })}
        loading="lazy"
        decoding="async"
        width={320}
        height={180}
      />
    );
  }
  return (
    <div className={`${className} restaurant-image--placeholder`} aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </div>
  );
}
