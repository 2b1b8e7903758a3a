import { lazy, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from './auth/auth-context';
import { ProtectedRoute } from './auth/protected-route';
import { ToastProvider } from './toast/toast-context';
import { Layout } from './layout/layout';
import { createQueryClient } from './api/query-client';
import { LeaveApp } from './components/leave-app';
import { PRERENDERED_PATHS } from '../../../shared/public-paths';

// Route-level code splitting: each page is its own chunk.
const DashboardPage = lazy(() => import('./pages/dashboard'));
const CreateLeaguePage = lazy(() => import('./pages/create-league'));
const PricingPage = lazy(() => import('./pages/pricing'));
const SubscriptionPage = lazy(() => import('./pages/subscription'));
const LeagueManagementPage = lazy(() => import('./pages/league-management'));
// In League Management's chunk: the screen it lands on is loaded (behind the spinner) before the move to it.
const EditLeagueRedirect = lazy(() => import('./pages/league-management').then((m) => ({ default: m.EditLeagueRedirect })));
const LeagueRedirectPage = lazy(() => import('./pages/league-redirect'));
const NotFoundPage = lazy(() => import('./pages/not-found'));
const MyTeamsPage = lazy(() => import('./pages/my-teams'));
const TeamPage = lazy(() => import('./pages/team'));
const InvitationPage = lazy(() => import('./pages/invitation'));
const InvitedCreateTeamPage = lazy(() => import('./pages/create-team'));
const AccountPage = lazy(() => import('./pages/account'));
const SupportPage = lazy(() => import('./pages/support'));
const SupportQueuePage = lazy(() => import('./pages/support/queue'));
const EmailPreferencesPage = lazy(() => import('./pages/email-preferences'));
const UnsubscribePage = lazy(() => import('./pages/unsubscribe'));
const AvailabilityLinkPage = lazy(() => import('./pages/availability-link'));
const ScorekeeperPage = lazy(() => import('./pages/scorekeeper'));

// The public pages other than /pricing, and /auth and /signup, are served outside the app (shared/public-pages.ts):
// a move to one of them inside the app (a sign-out, a protected page) loads it from the server.
const PUBLIC_PAGES_ELSEWHERE = PRERENDERED_PATHS.filter((p) => p !== '/' && p !== '/pricing');

export function App() {
  // One cache per app instance (not per module), so tests and hot reloads start clean.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <AuthProvider>
        <ToastProvider>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<LeaveApp />} />
              <Route path="invite/:token" element={<InvitationPage />} />
              <Route path="email-preferences/:token" element={<EmailPreferencesPage />} />
              <Route path="unsubscribe/:token" element={<UnsubscribePage />} />
              <Route path="availability/:token" element={<AvailabilityLinkPage />} />
              <Route
                path="score/:leagueId/:gameId"
                element={
                  <ProtectedRoute>
                    <ScorekeeperPage />
                  </ProtectedRoute>
                }
              />
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
              <Route
                path="league-management"
                element={
                  <ProtectedRoute>
                    <LeagueManagementPage />
                  </ProtectedRoute>
                }
              />
              {/* The league's former edit screen, and the spec's other link to it, are pages of League Management now. */}
              <Route path="edit-league/:id?" element={<EditLeagueRedirect />} />
              <Route path="league/:id/edit" element={<EditLeagueRedirect />} />
              {/* The league's site, and its preview links (a draft's organiser sees it there). */}
              <Route path="league/:id" element={<LeagueRedirectPage />} />
              <Route path="league/:id/preview/:section?" element={<LeagueRedirectPage />} />
              <Route path="league/:leagueId/create-team" element={<InvitedCreateTeamPage />} />
              <Route path="pricing" element={<PricingPage />} />
              <Route path="subscription" element={<SubscriptionPage />} />
              {PUBLIC_PAGES_ELSEWHERE.map((path) => (
                <Route key={path} path={path.slice(1)} element={<LeaveApp />} />
              ))}
              <Route
                path="my-teams"
                element={
                  <ProtectedRoute>
                    <MyTeamsPage />
                  </ProtectedRoute>
                }
              />
              <Route
                path="team/:teamId"
                element={
                  <ProtectedRoute>
                    <TeamPage />
                  </ProtectedRoute>
                }
              />
              <Route
                path="account"
                element={
                  <ProtectedRoute>
                    <AccountPage />
                  </ProtectedRoute>
                }
              />
              <Route
                path="support"
                element={
                  <ProtectedRoute>
                    <SupportPage />
                  </ProtectedRoute>
                }
              />
              <Route
                path="support/queue"
                element={
                  <ProtectedRoute>
                    <SupportQueuePage />
                  </ProtectedRoute>
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </ToastProvider>
      </AuthProvider>
    </BrowserRouter>
    </QueryClientProvider>
  );
}
