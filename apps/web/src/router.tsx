import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';

// Each screen is its own chunk, loaded on first visit (spec §2 routes; exact matches).
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('./pages/landing/index.tsx')) },
      { path: '/login', lazy: page(() => import('./pages/login/index.tsx')) },
      { path: '/signup', lazy: page(() => import('./pages/signup/index.tsx')) },
      { path: '/logout', lazy: page(() => import('./pages/logout/index.tsx')) },
      { path: '/check-your-email', lazy: page(() => import('./pages/check-your-email/index.tsx')) },
      { path: '/auth/confirm', lazy: page(() => import('./pages/auth-confirm/index.tsx')) },
      { path: '/waitlist', lazy: page(() => import('./pages/waitlist/index.tsx')) },
      { path: '/waitlist-no-access', lazy: page(() => import('./pages/waitlist-no-access/index.tsx')) },
      { path: '/fail-auth', lazy: page(() => import('./pages/fail-auth/index.tsx')) },
      { path: '/onboarding/*', lazy: page(() => import('./pages/onboarding/index.tsx')) },
      { path: '/select-account', lazy: page(() => import('./pages/select-account/index.tsx')) },
      {
        path: '/subscription-confirmation',
        lazy: page(() => import('./pages/subscription-confirmation/index.tsx')),
      },
      { path: '/invite', lazy: page(() => import('./pages/invite/index.tsx')) },
      { path: '/invite-signup', lazy: page(() => import('./pages/invite-signup/index.tsx')) },
      { path: '/invite-signup/:code', lazy: page(() => import('./pages/invite-signup/index.tsx')) },
      { path: '/job-search', lazy: page(() => import('./pages/job-search/index.tsx')) },
      { path: '/job-search/:page', lazy: page(() => import('./pages/job-search/index.tsx')) },
      { path: '/advising', lazy: page(() => import('./pages/advising/index.tsx')) },
      {
        path: '/group-advising-confirmation',
        lazy: page(() => import('./pages/group-advising-confirmation/index.tsx')),
      },
      { path: '/resources', lazy: page(() => import('./pages/resources/index.tsx')) },
      { path: '/settings', lazy: page(() => import('./pages/settings/index.tsx')) },
      { path: '/contact', lazy: page(() => import('./pages/contact/index.tsx')) },
      { path: '/request', lazy: page(() => import('./pages/request/index.tsx')) },
      { path: '/request-confirmation', lazy: page(() => import('./pages/request-confirmation/index.tsx')) },
      { path: '/release-history', lazy: page(() => import('./pages/release-history/index.tsx')) },
      {
        path: '/release-history-archive',
        lazy: page(() => import('./pages/release-history-archive/index.tsx')),
      },
      { path: '/monthly-update', lazy: page(() => import('./pages/monthly-update/index.tsx')) },
      { path: '/roadmap', lazy: page(() => import('./pages/roadmap/index.tsx')) },
      { path: '/roadmap-history', lazy: page(() => import('./pages/roadmap-history/index.tsx')) },
      { path: '/tracker', lazy: page(() => import('./pages/tracker/index.tsx')) },
      { path: '/unsubscribe', lazy: page(() => import('./pages/unsubscribe/index.tsx')) },
      { path: '/dev/mailbox', lazy: page(() => import('./pages/dev-mailbox/index.tsx')) },
      { path: '*', lazy: page(() => import('./pages/not-found/index.tsx')) },
    ],
  },
]);
