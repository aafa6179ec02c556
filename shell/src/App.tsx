import { useUnit } from 'effector-react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { moduleRoutes } from './menu/menu';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SignupPage } from './pages/SignupPage';
import { $modules } from './remotes/manifest';
import { RemoteRoute } from './remotes/RemoteRoute';
import { PrivateRoutes, PublicRoutes } from './session/guards';

export function App() {
  const modules = useUnit($modules);
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<PublicRoutes />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
        </Route>
        <Route element={<PrivateRoutes />}>
          <Route element={<Layout />}>
            {moduleRoutes(modules).map(({ name, pattern }) => (
              <Route
                key={`${name}:${pattern}`}
                path={pattern}
                element={<RemoteRoute name={name} pattern={pattern} />}
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
