import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import type { AccessState } from '@/features/auth/hooks/session-context';
import { AdminRolesRoute } from './routes/admin-roles';
import { AdminTermsRoute } from './routes/admin-terms';
import { AnalystPlaysRoute, AnalystReplayRoute, AnalystReportsRoute } from './routes/analyst';
import { AppLayout } from './routes/app-layout';
import { DemoRoute } from './routes/demo';
import { GenerateRoute } from './routes/generate';
import { FaqRoute } from './routes/faq';
import { LandingRoute } from './routes/landing';
import { LeaderboardRoute } from './routes/leaderboard';
import { LoginRoute } from './routes/login';
import { MultiplayerGameRoute, MultiplayerLobbyRoute } from './routes/multiplayer';
import { MultiplayerLayout } from '@/features/multiplayer/components/multiplayer-layout';
import { PrivacyRoute, TermsRoute } from './routes/legal';
import { PlayRoute } from './routes/play';
import { ProfileRoute } from './routes/profile';
import { PublicLayout } from './routes/public-layout';
import { ResultRoute } from './routes/result';
import { SignUpRoute } from './routes/signup';
import { ResetPasswordRoute } from './routes/reset-password';
import { SplashRoute } from './routes/splash';

/**
 * Route sets by access state (spec §2). Only screens that exist are registered; the rest
 * of the spec's routes arrive with their features.
 */
const visitorRoutes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/login', element: <LoginRoute /> },
      { path: '/terms', element: <TermsRoute /> },
      { path: '/privacy', element: <PrivacyRoute /> },
      { path: '/signup', element: <SignUpRoute /> },
      { path: '/faq', element: <FaqRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
      { path: '/demo', element: <DemoRoute /> },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

const playerRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <GenerateRoute /> },
      { path: '/generate', element: <GenerateRoute /> },
      { path: '/result', element: <ResultRoute /> },
      { path: '/play', element: <PlayRoute /> },
      { path: '/leaderboard', element: <LeaderboardRoute /> },
      { path: '/profile', element: <ProfileRoute /> },
      // Kept reachable when signed in so the terms prompt can link to them.
      { path: '/terms', element: <TermsRoute /> },
      { path: '/privacy', element: <PrivacyRoute /> },
      { path: '/faq', element: <FaqRoute /> },
      { path: '/admin/terms', element: <AdminTermsRoute /> },
      { path: '/admin/roles', element: <AdminRolesRoute /> },
      { path: '/analyst', element: <AnalystPlaysRoute /> },
      { path: '/analyst/reports', element: <AnalystReportsRoute /> },
      { path: '/analyst/replay/:mode/:id', element: <AnalystReplayRoute /> },
      {
        // One socket for the lobby and the game; leaving both disconnects it (spec §4).
        path: '/multiplayer',
        element: <MultiplayerLayout />,
        children: [
          { index: true, element: <Navigate to="/multiplayer/lobby" replace /> },
          { path: 'lobby', element: <MultiplayerLobbyRoute /> },
          { path: 'game/:roomId', element: <MultiplayerGameRoute /> },
        ],
      },
    ],
  },
  { path: '/dashboard', element: <Navigate to="/generate" replace /> },
  // Spec §2: the older sign-up form, on an auth state, redirects to /dashboard.
  { path: '/signup', element: <Navigate to="/dashboard" replace /> },
  { path: '/login', element: <Navigate to="/generate" replace /> },
  { path: '*', element: <Navigate to="/generate" replace /> },
];

const loadingRoutes: RouteObject[] = [{ path: '*', element: <SplashRoute /> }];

export function routesFor(access: AccessState): RouteObject[] {
  switch (access.status) {
    case 'loading':
      return loadingRoutes;
    case 'signedOut':
      return visitorRoutes;
    case 'signedIn':
    case 'guest':
      return playerRoutes;
  }
}

export function AppRouter() {
  const { access } = useSession();
  return useRoutes(routesFor(access));
}
