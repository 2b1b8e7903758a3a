import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from './auth/auth-context';
import { ProtectedRoute } from './auth/protected-route';
import { ToastProvider } from './toast/toast-context';
import { Layout } from './layout/layout';

// Route-level code splitting: each page is its own chunk.
const LandingPage = lazy(() => import('./pages/landing'));
const AuthPage = lazy(() => import('./pages/auth'));
const DashboardPage = lazy(() => import('./pages/dashboard'));
const CreateLeaguePage = lazy(() => import('./pages/create-league'));
const InfoPage = lazy(() => import('./pages/info'));
const NotFoundPage = lazy(() => import('./pages/not-found'));

const INFO_PAGES: [string, string, string][] = [
  ['/features', 'Features', 'Everything the platform does for organisers, team managers and players.'],
  ['/about', 'About', 'The AI-assisted platform for recreational sports league management.'],
  ['/pricing', 'Pricing', 'Plans and prices for every size of league.'],
  ['/subscription', 'Subscription', 'Your current plan and usage.'],
  ['/leagues', 'Leagues', 'Browse public leagues.'],
];

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <ToastProvider>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<LandingPage />} />
              <Route path="auth" element={<AuthPage />} />
              <Route path="signup" element={<AuthPage initialTab="signup" />} />
              <Route
                path="dashboard"
                element={
                  <ProtectedRoute>
                    <DashboardPage />
                  </ProtectedRoute>
                }
              />
              <Route
                path="create-league"
                element={
                  <ProtectedRoute>
                    <CreateLeaguePage />
                  </ProtectedRoute>
                }
              />
              {INFO_PAGES.map(([path, title, text]) => (
                <Route key={path} path={path.slice(1)} element={<InfoPage title={title} text={text} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </ToastProvider>
      </AuthProvider>
    </BrowserRouter>
  );
}
