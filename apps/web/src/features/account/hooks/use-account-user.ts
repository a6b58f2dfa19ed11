import { useOutletContext } from 'react-router';
import type { UserInfoDto } from '@playeats/contracts/users';

/** What the account layout hands its pages: the user info, already loaded. */
export interface AccountOutletContext {
  user: UserInfoDto;
}

/** The signed-in user's info inside an account page (the layout renders pages only once it is loaded). */
export function useAccountUser(): UserInfoDto {
  return useOutletContext<AccountOutletContext>().user;
}
