import { defaultClientType } from '../build-info.ts';
import type { Platform } from './platform.ts';

export const webPlatform: Platform = {
  name: 'web',
  isOverlay: false,
  isMobile: false,
  clientType: () => defaultClientType('WEB'),
  async copyToClipboard(text) {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
    // Older browsers and insecure origins: the selection-based fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  onVisibilityChange(listener) {
    const handler = () => listener(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
  async preferredLanguage() {
    return null;
  },
  onPreferredLanguageChange() {
    return () => undefined;
  },
  openReviewPage() {
    // The web app has no store page: nothing to review.
  },
};
