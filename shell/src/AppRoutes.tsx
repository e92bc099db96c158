/**
 * The shell's routes (react-router 6, no basename): /auth/login and everything under /app/. Addresses inside a
 * remote's area render RemoteArea (the remote itself is a single-spa application mounting beside the Outlet).
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { remoteForPath } from 'shared-api';
import { Loading } from 'shared-ui';
import { DashboardPage } from './dashboard';
import { Layout } from './layout';
import { RemoteArea } from './spa';
import { APP_HOME, Guard } from './routing';

// Rarely visited (or, for the login page, never by a signed-in user): their code loads only when opened.
const StaticPages = () => import('./pages');
const HomePage = lazy(() => StaticPages().then((m) => ({ default: m.HomePage })));
const AboutPage = lazy(() => StaticPages().then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => StaticPages().then((m) => ({ default: m.ContactPage })));
const NotFoundPage = lazy(() => StaticPages().then((m) => ({ default: m.NotFoundPage })));
const LoginPage = lazy(() => import('./auth').then((m) => ({ default: m.LoginPage })));
const InvitePage = lazy(() => import('./auth').then((m) => ({ default: m.InvitePage })));

/** Any other /app/ address: a remote's area, or not found. */
function AreaOrNotFound() {
  const location = useLocation();
  const remote = remoteForPath(location.pathname);
  return remote ? <RemoteArea key={remote} name={remote} /> : <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/invite" element={<InvitePage />} />
        <Route
          path="/app"
          element={
            <Guard>
              <Layout />
            </Guard>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="*" element={<AreaOrNotFound />} />
        </Route>
        <Route path="*" element={<Navigate to={APP_HOME} replace />} />
      </Routes>
    </Suspense>
  );
}
