import { Outlet } from 'react-router';
import { useRouteGuard } from '../access/useRouteGuard';

/**
 * The page of a signed-in route outside the main layout, shown once the route guard lets the
 * user in; a refused visit gets the layout pages' warning and goes to /403 (spec 2).
 */
export function GuardedOutlet() {
  return useRouteGuard() ? <Outlet /> : null;
}
