import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OVERLAY_APP_AUTHOR, OVERLAY_APP_NAME, OVERLAY_APP_UID, OVERLAY_ORIGIN } from './client-origins.ts';

/** Overwolf's derivation of an app UID from its manifest's author and name. */
function overwolfUid(author: string, name: string): string {
  const digest = createHash('sha1').update(`{'author':'${author}','name':'${name}'}`, 'utf8').digest();
  return [...digest].map((byte) => String.fromCharCode(97 + (byte & 0xf), 97 + (byte >> 4))).join('');
}

describe('client origins', () => {
  it('the overlay UID is the one Overwolf derives from the manifest name and author', () => {
    expect(OVERLAY_APP_UID).toBe(overwolfUid(OVERLAY_APP_AUTHOR, OVERLAY_APP_NAME));
    expect(OVERLAY_APP_UID).toMatch(/^[a-p]{40}$/);
    expect(OVERLAY_ORIGIN).toBe(`overwolf-extension://${OVERLAY_APP_UID}`);
  });
});
