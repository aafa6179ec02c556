import { Spinner } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { Navigate, Outlet } from 'react-router-dom';
import { $isAuthenticated, $sessionReady } from '@balcao/kit';

/** Unauthenticated users on private routes go to /login (spec §2). */
export function PrivateRoutes() {
  const [ready, authed] = useUnit([$sessionReady, $isAuthenticated]);
  if (!ready) return <Spinner className="remote-spinner" />;
  return authed ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Authenticated users on public routes go to / (spec §2). */
export function PublicRoutes() {
  const [ready, authed] = useUnit([$sessionReady, $isAuthenticated]);
  if (!ready) return <Spinner className="remote-spinner" />;
  return authed ? <Navigate to="/" replace /> : <Outlet />;
}
