import { useCallback } from 'react';
import { useCuisines } from '../../../lib/api/cuisines.ts';
import { useLanguage } from './use-language.ts';

/** "pizza" → "Pizza", "indian" → "Indienne": labels from GET /api/cuisines; the slug, tidied, until they arrive. */
export function useCuisineLabels(): (slug: string) => string {
  const language = useLanguage();
  const { data } = useCuisines();
  return useCallback(
    (slug: string) => {
      const cuisine = data?.find((c) => c.slug === slug);
      if (cuisine) return cuisine.labels[language];
      const words = slug.replace(/[-_]+/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    },
    [data, language],
  );
}
