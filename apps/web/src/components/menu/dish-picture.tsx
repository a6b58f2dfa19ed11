import { dishIllustration } from '../illustration/dish-illustration.ts';
import { Illustration } from '../illustration/illustration.tsx';
import './dish-picture.css';

export interface DishPictureProps {
  name: string;
  /** Its menu category's name, which helps pick its picture ("BBQ Chicken" under "Pizzas"). */
  category?: string | undefined;
  /** The restaurant's photo of it, when it has one. */
  imageUrl?: string | null | undefined;
  /** Its side in CSS pixels: the box is sized before the file arrives. */
  size: number;
  /** The picture's own class; the illustration adds `<className>--illustrated`. */
  className: string;
}

/**
 * A dish's picture: its photo, else the illustration of its kind (decision 0025).
 * Decorative (alt="") everywhere: the dish's name is always written beside it.
 */
export function DishPicture({ name, category, imageUrl, size, className }: DishPictureProps) {
  if (imageUrl) return <img className={className} src={imageUrl} alt="" loading="lazy" width={size} height={size} />;
  return (
    <Illustration
      name={dishIllustration(name, category)}
      size={size}
      className={`${className} ${className}--illustrated`}
    />
  );
}
