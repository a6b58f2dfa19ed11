import type { IllustrationName } from './illustration-names.ts';
import { illustrationSrc } from './illustration-src.ts';
import './illustration.css';

interface IllustrationProps {
  name: IllustrationName;
  /** Its side in CSS pixels (the box is square and sized before the file arrives). */
  size: number;
  /** What it shows, when that informs; empty (the default) when it only decorates. */
  alt?: string;
  className?: string;
  /** Eager only for the few above the fold (the landing page's hero). */
  loading?: 'lazy' | 'eager';
}

/** One of the app's food and object illustrations (Fluent Emoji, see illustration-names.ts). */
export function Illustration({
  name,
  size,
  alt = '',
  className = 'illustration',
  loading = 'lazy',
}: IllustrationProps) {
  return (
    <img
      className={className}
      src={illustrationSrc(name)}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      draggable={false}
    />
  );
}
