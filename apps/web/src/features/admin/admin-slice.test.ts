import { describe, expect, it } from 'vitest';
import { adminSlice, initialAdminState, userListLoaded } from './admin-slice.ts';

describe('admin slice', () => {
  it('holds the user list', () => {
    expect(initialAdminState).toEqual({ userList: [] });
    const user = {
      id: 'u1',
      email: 'a@b.c',
      phone: null,
      country: 'CANADA' as const,
      language: 'fr' as const,
      roles: ['USER'],
      status: 'active',
      emailVerified: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      lastLoginAt: null,
    };
    const admin = adminSlice.reducer(initialAdminState, userListLoaded([user]));
    expect(admin.userList).toEqual([user]);
  });
});
