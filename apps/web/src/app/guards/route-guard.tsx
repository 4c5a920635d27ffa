import { Navigate, Outlet, useLocation } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../lib/session/use-session';
import { isGuardedPath, resolveRedirect } from './redirect-rules';

/** Applies the redirect rules to every route; guarded pages wait for the session first. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { user, isPending } = useSession();

  if (isGuardedPath(pathname)) {
    if (isPending) return <PageLoader />;
    const target = resolveRedirect(pathname, user?.role ?? null);
    if (target) return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
