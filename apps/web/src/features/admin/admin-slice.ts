import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminUserDto } from '@playeats/contracts/admin';

/** A row of admin.userList (GET /api/admin/users). */
export type AdminUser = AdminUserDto;

/** Spec section 3: admin.userList, the accounts the admin's user search shows now. */
export interface AdminState {
  userList: AdminUser[];
}

export const initialAdminState: AdminState = { userList: [] };

export const adminSlice = createSlice({
  name: 'admin',
  initialState: initialAdminState,
  reducers: {
    userListLoaded(state, action: PayloadAction<AdminUser[]>) {
      state.userList = action.payload;
    },
  },
});

export const { userListLoaded } = adminSlice.actions;
