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
      {
        path: 'account',
        loader: redirectSignedOutToLogin,
        lazy: async () => {
          const { AccountRoute } = await loadChunk('account', () => import('./routes/account.tsx'));
          return { Component: AccountRoute };
        },
      },
      {
        path: 'forgot-password',
        lazy: async () => {
          const { ForgotPasswordRoute } = await loadChunk(
            'forgot-password',
            () => import('./routes/forgot-password.tsx'),
          );
          return { Component: ForgotPasswordRoute };
        },
      },
      {
        // The reset email's link leads here; its session arrives in the URL fragment, whether or not a token is stored.
        path: 'reset-password',
        lazy: async () => {
          const { ResetPasswordRoute } = await loadChunk('reset-password', () => import('./routes/reset-password.tsx'));
          return { Component: ResetPasswordRoute };
        },
      },
      { path: '*', loader: redirectToLanding },
    ],
  },
]);
