import { Route, Routes } from 'react-router';
import { MenuEditorPage } from './menu-editor-page.tsx';
import { RestaurantDetailPage } from './restaurant-detail-page.tsx';
import { RestaurantImportPage } from './restaurant-import-page.tsx';
import { RestaurantNewPage } from './restaurant-new-page.tsx';
import { RestaurantsListPage } from './restaurants-list-page.tsx';
import '../components/admin-operations.css';
import './admin-restaurants.css';

/** /admin/restaurants: the list, a new partner, imports, one restaurant and its menu. */
export function RestaurantsSection() {
  return (
    <Routes>
      <Route index element={<RestaurantsListPage />} />
      <Route path="new" element={<RestaurantNewPage />} />
      <Route path="import" element={<RestaurantImportPage />} />
      <Route path=":restaurantId" element={<RestaurantDetailPage />} />
      <Route path=":restaurantId/menu" element={<MenuEditorPage />} />
    </Routes>
  );
}
