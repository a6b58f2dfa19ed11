import { describe, expect, it } from 'vitest';
import { sessionDto, userInfoDto } from './testing/auth-test-utils.tsx';
import { clientInfo, loginPathFor, safeNextPath, toSession } from './session.ts';

const origin = 'https://playeats.app';

describe('safeNextPath', () => {
  it.each([
    ['/account', '/account'],
    ['/account/profile?tab=phone#top', '/account/profile?tab=phone#top'],
    ['/login/abc', '/login/abc'],
    ['/a/../account', '/account'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeNextPath(raw, origin)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/account'],
    ['/\\evil.com'],
    ['https://evil.com/account'],
    ['javascript:alert(1)'],
    ['account'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw, origin)).toBeNull();
  });

  it('builds the guard redirect with the path encoded', () => {
    expect(loginPathFor('/account/profile?tab=phone')).toBe('/login?next=%2Faccount%2Fprofile%3Ftab%3Dphone');
  });
});

describe('toSession', () => {
  it('keeps the tokens and the user info, dropping expiresIn', () => {
    const session = toSession(sessionDto());
    expect(session).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userInfo: expect.objectContaining({ email: 'gamer@example.com', roles: ['USER'], address: null, phone: null }),
    });
    expect(session).not.toHaveProperty('expiresIn');
  });

  it('keeps the default address the server sends', () => {
    const address = {
      id: '7d1f1c1e-5a4e-4a8e-9d43-0b9e1f3c2a10',
      label: 'Home',
      line1: '500 Rue Sainte-Catherine O',
      line2: null,
      city: 'Montréal',
      region: 'QC',
      postalCode: 'H2X 1Y4',
      country: 'CANADA' as const,
      lat: 45.505,
      lng: -73.57,
      precision: 'street' as const,
      instructions: null,
      isDefault: true,
      createdAt: '2026-11-21T12:00:00.000Z',
      updatedAt: '2026-11-21T12:00:00.000Z',
    };
    expect(toSession(sessionDto({ userInfo: userInfoDto({ address }) })).userInfo.address).toEqual(address);
  });
});

describe('clientInfo', () => {
  it('identifies the web client and its version (spec section 7)', () => {
    expect(clientInfo()).toEqual({ application: 'WEBAPP_CLIENT', applicationVersion: '2.8.1' });
  });
});
