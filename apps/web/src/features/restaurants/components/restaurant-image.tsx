import { useTranslation } from 'react-i18next';

interface RestaurantImageProps {
  name: string;
  imageUrl: string | null;
  className?: string;
}

/** The restaurant's photo, or its initial on a tile when it has none (decorative, so hidden). */
export function RestaurantImage({ name, imageUrl, className = 'restaurant-image' }: RestaurantImageProps) {
  const { t } = useTranslation('restaurants');
  if (imageUrl) {
    return (
      <img
        className={className}
        src={imageUrl}
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
