import { describe, expect, it } from 'vitest';
import { adminSlice, initialAdminState, selectUserList, userListLoaded } from './admin-slice.ts';

describe('admin slice', () => {
  it('holds the user list', () => {
    expect(initialAdminState).toEqual({ userList: [] });
    const admin = adminSlice.reducer(initialAdminState, userListLoaded([{ id: 'u1', email: 'a@b.c' }]));
    expect(selectUserList({ admin })).toEqual([{ id: 'u1', email: 'a@b.c' }]);
  });
});
