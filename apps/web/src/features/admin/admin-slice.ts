import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Admin user rows; their fields are not in the spec, so only the id is assumed until the admin contract exists. */
export interface AdminUser {
  id: string;
  [field: string]: unknown;
}

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
  selectors: {
    selectUserList: (state) => state.userList,
  },
});

export const { userListLoaded } = adminSlice.actions;
export const { selectUserList } = adminSlice.selectors;
