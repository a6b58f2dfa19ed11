import { Route, Routes } from 'react-router';
import { UserDetailPage } from './user-detail-page.tsx';
import { UsersListPage } from './users-list-page.tsx';

/** /admin/users (search) and /admin/users/{id} (one account). */
export function UsersSection() {
  return (
    <Routes>
      <Route index element={<UsersListPage />} />
      <Route path=":userId" element={<UserDetailPage />} />
    </Routes>
  );
}
