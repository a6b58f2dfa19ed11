import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback.tsx';
import { reloadPage } from './page-reload.ts';

/** The router's errorElement: a route failed to load or render. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorFallback onReload={reloadPage} onDashboard={() => void navigate('/dashboard')} />;
}
