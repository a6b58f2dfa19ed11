import { afterEach, describe, expect, it } from 'vitest';
import { apiImageSrcSet, apiImageUrl } from './api-image-url.ts';
import { configureHttpClient } from './http-client.ts';

afterEach(() => configureHttpClient(null));

describe('apiImageUrl', () => {
  it("puts the API's address before a path and leaves absolute addresses alone", () => {
    configureHttpClient({
      getAccessToken: () => null,
      refreshSession: async () => {},
      baseUrl: 'https://api.playeats.app/',
    });
    expect(apiImageUrl('/api/images/restaurants/a-640.webp')).toBe(
      'https://api.playeats.app/api/images/restaurants/a-640.webp',
    );
    expect(apiImageUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(apiImageSrcSet('/api/images/a-320.webp 320w, https://cdn.test/a-640.webp 640w')).toBe(
      'https://api.playeats.app/api/images/a-320.webp 320w, https://cdn.test/a-640.webp 640w',
    );
  });

  it('keeps paths as they are on the same origin', () => {
    configureHttpClient({ getAccessToken: () => null, refreshSession: async () => {}, baseUrl: '' });
    expect(apiImageUrl('/api/images/restaurants/a-640.webp')).toBe('/api/images/restaurants/a-640.webp');
  });
});
