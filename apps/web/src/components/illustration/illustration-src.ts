import { illustrationFile } from '@playeats/domain/cuisine-illustrations';
import { publicFileUrl } from '../../lib/public-file-url.ts';
import type { IllustrationName } from './illustration-names.ts';

/** Served from public/illustrations. */
export function illustrationSrc(name: IllustrationName): string {
  return publicFileUrl(illustrationFile(name));
}
