import { createBrowserRouter } from 'react-router';
import { loadChunk } from '../lib/load-chunk.ts';
import { RootHydrateFallback, RootLayout } from './root-layout.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { redirectSignedInToDashboard, redirectSignedOutToLogin, redirectToLanding } from './route-guards.ts';
import { LandingRoute } from './routes/landing.tsx';

// The landing page ships in the entry; every route that needs supabase-js is a lazy chunk (DESIGN.md D8).
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: RootHydrateFallback,
    children: [
      { index: true, loader: redirectSignedInToDashboard, Component: LandingRoute },
      {
        path: 'login',
        loader: redirectSignedInToDashboard,
        lazy: async () => {
          const { LoginRoute } = await loadChunk('login', () => import('./routes/login.tsx'));
          return { Component: LoginRoute };
        },
      },
      {
        path: 'signup',
        loader: redirectSignedInToDashboard,
        lazy: async () => {
          const { SignupRoute } = await loadChunk('signup', () => import('./routes/signup.tsx'));
          return { Component: SignupRoute };
        },
      },
      {
        path: 'dashboard',
        loader: redirectSignedOutToLogin,
        lazy: async () => {
          const { DashboardRoute } = await loadChunk('dashboard', () => import('./routes/dashboard.tsx'));
          return { Component: DashboardRoute };
        },
      },
      { path: '*', loader: redirectToLanding },
    ],
  },
]);
