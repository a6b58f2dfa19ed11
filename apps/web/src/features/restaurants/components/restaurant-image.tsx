import { useTranslation } from 'react-i18next';
import { cuisineIllustration } from '@playeats/domain/cuisine-illustrations';
import { Illustration } from '../../../components/illustration/illustration.tsx';
import { apiImageSrcSet, apiImageUrl } from '../../../lib/api-image-url.ts';
import './restaurant-image.css';

interface RestaurantImageProps {
  name: string;
  /** Its cuisine slugs, main one first: the picture until it has a photo. */
  cuisines: readonly string[];
  imageUrl: string | null;
  /** The uploaded photo's copies ("url 320w, url 640w, …"), so the browser picks the width it needs. */
  imageSrcSet?: string | null;
  /** How wide the image shows, for the browser's choice among the copies. */
  sizes?: string;
  className?: string;
  /** Above the fold (the restaurant page's hero, its largest paint): fetched at once, first. */
  eager?: boolean;
}

/**
 * The restaurant's photo, or until it has one an illustration of its cuisine on a tile
 * (decorative: the cuisines are written beside it). Either box has its size before anything
 * loads (width, height and the CSS aspect ratio), so nothing moves when it arrives.
 */
export function RestaurantImage({
  name,
  cuisines,
  imageUrl,
  imageSrcSet,
  sizes = '(min-width: 40rem) 25rem, 100vw',
  className = 'restaurant-image',
  eager = false,
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
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        width={320}
        height={180}
      />
    );
  }
  const picture = cuisineIllustration(cuisines);
  return (
    <div className={`${className} restaurant-image--illustrated`} data-illustration={picture}>
      <Illustration
        name={picture}
        size={96}
        className="restaurant-image-illustration"
        loading={eager ? 'eager' : 'lazy'}
      />
    </div>
  );
}
