import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireSession } from './guards/require-session';
import { SignedInLayout } from './layouts/signed-in-layout';
import { CalendarRoute } from './routes/calendar';
import { ChangePasswordRoute } from './routes/change-password';
import { ContentRoute } from './routes/content';
import {
  DailyEmotionRoute,
  DailyFinishRoute,
  DailyIntroRoute,
  DailyReasonRoute,
  DailyTipsRoute,
} from './routes/daily-records';
import { ErrorRoute } from './routes/error';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { ProfileRoute } from './routes/profile';
import { RegisterRoute } from './routes/register';
import { ResetPasswordRoute } from './routes/reset-password';
import { RouteDetailRoute } from './routes/route-detail';
import { RoutesRoute } from './routes/routes';
import { WelcomeRoute } from './routes/welcome';

/** Lazily loaded admin screens, one route object per [path, component loader]. */
function adminPages(pages: [string, () => Promise<ComponentType>][]): RouteObject[] {
  return pages.map(([path, load]) => ({ path, lazy: async () => ({ Component: await load() }) }));
}

// The admin area is its own chunk: most people never download it.
const adminRoute: RouteObject = {
  path: paths.admin.root.path,
  lazy: async () => ({ Component: (await import('./routes/admin/root')).RequireAdmin }),
  children: [
    {
      lazy: async () => ({ Component: (await import('./routes/admin/root')).AdminLayout }),
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute }) },
        ...adminPages([
          [paths.admin.routes.path, () => import('./routes/admin/routes').then((m) => m.AdminRoutesRoute)],
          [paths.admin.createRoute.path, () => import('./routes/admin/routes').then((m) => m.AdminCreateRouteRoute)],
          [paths.admin.reorderRoutes.path, () => import('./routes/admin/routes').then((m) => m.AdminReorderRoutesRoute)],
          [paths.admin.route.path, () => import('./routes/admin/routes').then((m) => m.AdminRouteDetailRoute)],
          [paths.admin.editRoute.path, () => import('./routes/admin/routes').then((m) => m.AdminEditRouteRoute)],
          [paths.admin.reorderContents.path, () => import('./routes/admin/routes').then((m) => m.AdminReorderContentsRoute)],
          [paths.admin.contents.path, () => import('./routes/admin/contents').then((m) => m.AdminContentsRoute)],
          [paths.admin.createContent.path, () => import('./routes/admin/contents').then((m) => m.AdminCreateContentRoute)],
          [paths.admin.editContent.path, () => import('./routes/admin/contents').then((m) => m.AdminEditContentRoute)],
          [paths.admin.users.path, () => import('./routes/admin/users').then((m) => m.AdminUsersRoute)],
          [paths.admin.user.path, () => import('./routes/admin/users').then((m) => m.AdminUserRoute)],
        ]),
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    ErrorBoundary: ErrorRoute,
    HydrateFallback: FullScreenLoader,
    children: [
      { Component: RedirectIfAuthenticated, children: [{ path: paths.welcome.path, Component: WelcomeRoute }] },
      { path: paths.login.path, Component: LoginRoute },
      { path: paths.register.path, Component: RegisterRoute },
      { path: paths.forgotPassword.path, Component: ForgotPasswordRoute },
      { path: paths.resetPassword.path, Component: ResetPasswordRoute },
      {
        Component: RequireSession,
        children: [
          {
            Component: SignedInLayout,
            children: [
              { index: true, Component: HomeRoute },
              { path: paths.routes.path, Component: RoutesRoute },
              { path: paths.route.path, Component: RouteDetailRoute },
              { path: paths.content.path, Component: ContentRoute },
              { path: paths.calendar.path, Component: CalendarRoute },
              { path: paths.records.path, Component: CalendarRoute },
              { path: paths.profile.path, Component: ProfileRoute },
              { path: paths.changePassword.path, Component: ChangePasswordRoute },
              { path: paths.dailyIntro.path, Component: DailyIntroRoute },
              { path: paths.dailyEmotion.path, Component: DailyEmotionRoute },
              { path: paths.dailyReason.path, Component: DailyReasonRoute },
              { path: paths.dailyTips.path, Component: DailyTipsRoute },
              { path: paths.dailyFinish.path, Component: DailyFinishRoute },
            ],
          },
        ],
      },
      adminRoute,
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
