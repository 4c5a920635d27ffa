import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

import { ErrorFallback } from './error-fallback';

/** The router's errorElement: same screen; "Try Again" re-runs the current route. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('Unexpected route error:', error);
  }, [error]);

  // A new navigation to the same address clears the router's error state and renders again.
  const handleRetry = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  };

  return <ErrorFallback onRetry={handleRetry} />;
}
