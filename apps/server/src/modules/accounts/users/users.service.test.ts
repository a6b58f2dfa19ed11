import { describe, expect, it } from 'vitest';
import { fakeRepository } from '../../../../test/fakes.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';
import { UsersService } from './users.service.ts';

const user = (over: Partial<UserRow> = {}): UserRow =>
  ({
    id: 'u1',
    email: 'ada@example.com',
    emailVerifiedAt: new Date('2026-01-01'),
    roles: ['USER'],
    anonymousMode: false,
    disableGameTimeTracking: false,
    disabledAds: false,
    phone: null,
    country: 'CANADA',
    language: 'fr',
    referralCode: 'ABCDEFGH',
    passwordHash: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...over,
  }) as UserRow;

function users(clashes = 0) {
  const inserted: UserRow[] = [];
  const drawn: string[] = [];
  const repo = {
    // The first `clashes` codes drawn belong to someone already.
    findByReferralCode: async (code: string) => {
      drawn.push(code);
      return drawn.length <= clashes ? user({ referralCode: code }) : undefined;
    },
    insert: async (row: UserRow) => {
      inserted.push(row);
      return row;
    },
    identitiesOf: async () => [{ provider: 'google' }, { provider: 'facebook' }],
    findById: async (id: string) => (id === 'u1' ? user() : undefined),
    update: async () => undefined,
  } as unknown as UsersRepository;
  const defaults = { getDefault: async (id: string) => (id === 'u1' ? null : null) };
  return { inserted, drawn, service: new UsersService({ users: fakeRepository(repo), addresses: defaults }) };
}

describe('users', () => {
  it('gives a new account a referral code no one has: readable letters and digits, drawn again on a clash', async () => {
    const { service, drawn, inserted } = users(2);
    const created = await service.create({ email: 'new@example.com', country: 'CANADA', language: 'en' });
    expect(created.referralCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(drawn).toHaveLength(3);
    expect(inserted.map((u) => u.referralCode)).toEqual([drawn[2]]);
  });

  it('the user info: roles and providers it knows, the language and country as the contract says', async () => {
    const { service } = users();
    expect(await service.me('u1')).toMatchObject({
      id: 'u1',
      emailVerified: true,
      roles: ['USER'],
      linkedProviders: ['google'],
      country: 'CANADA',
      language: 'fr',
      address: null,
      hasPassword: false,
    });
  });

  it('an account that is gone is 404, for reading and for editing', async () => {
    const { service } = users();
    const gone = { status: 404, problemName: 'NotFoundException' };
    await expect(service.me('u2')).rejects.toMatchObject(gone);
    await expect(service.updateProfile('u2', { anonymousMode: true })).rejects.toMatchObject(gone);
  });
});
