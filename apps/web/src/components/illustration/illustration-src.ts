import type { IllustrationName } from './illustration-names.ts';

/** Served from public/illustrations; BASE_URL is '/' on the web and './' in the packaged builds. */
export function illustrationSrc(name: IllustrationName): string {
  return `${import.meta.env.BASE_URL}illustrations/${name}.svg`;
}
