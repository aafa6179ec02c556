import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { $isAuthenticated, $sessionReady, $user, Loading, restoreSession } from '@balcao/kit';

/**
 * Unauthenticated users on private routes go to /login (spec §2). The layout waits for the user as well as the
 * token, so its greeting never shows without a name; a token without its user loads the user, or ends.
 */
export function PrivateRoutes() {
  const [ready, authed, user] = useUnit([$sessionReady, $isAuthenticated, $user]);
  const userMissing = ready && authed && !user;
  useEffect(() => {
    if (userMissing) void restoreSession();
  }, [userMissing]);
  if (!ready) return <Loading />;
  if (!authed) return <Navigate to="/login" replace />;
  return user ? <Outlet /> : <Loading />;
}

/** Authenticated users on public routes go to / (spec §2). */
export function PublicRoutes() {
  const [ready, authed] = useUnit([$sessionReady, $isAuthenticated]);
  if (!ready) return <Loading />;
  return authed ? <Navigate to="/" replace /> : <Outlet />;
}
