import { apiUrl } from './http-client.ts';

/**
 * Images the API serves itself come as paths (/api/images/…): resolved against the API's
 * address like every call, so the overlay and the mobile apps, which call the API from
 * another origin, load them from the API too. Absolute addresses (a CDN) stay as they are.
 */
export function apiImageUrl(url: string): string {
  return url.startsWith('/') ? apiUrl(url) : url;
}

/** The same for each address of a srcset ("url 320w, url 640w"). */
export function apiImageSrcSet(srcSet: string): string {
  return srcSet
    .split(',')
    .map((entry) => {
      const [url = '', ...descriptor] = entry.trim().split(/\s+/);
      return [apiImageUrl(url), ...descriptor].join(' ');
    })
    .join(', ');
}
