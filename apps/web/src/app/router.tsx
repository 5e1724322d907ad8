import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireSession } from './guards/require-session';
import { RequireUnlocked } from './guards/require-unlocked';
import { SignedInLayout } from './layouts/signed-in-layout';
import { HomePage } from './pages/home';
import { ErrorPage } from './pages/error';

/**
 * A page loaded on its first visit. Every screen but the signed-in layout and the home is its own
 * chunk, so the first page a person opens downloads only what it shows (the welcome screen stays within its budget: see
 * apps/web/build/budgets.mjs).
 */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** Admin pages, one React Router object per [path, component loader]. */
function adminPages(pages: [string, () => Promise<ComponentType>][]): RouteObject[] {
  return pages.map(([path, load]) => ({ path, lazy: page(load, (Component) => Component) }));
}

// The admin area is its own chunk: most people never download it.
const adminArea: RouteObject = {
  path: paths.admin.root.path,
  lazy: page(
    () => import('./pages/admin/root'),
    (m) => m.RequireAdmin,
  ),
  children: [
    {
      lazy: page(
        () => import('./pages/admin/root'),
        (m) => m.AdminLayout,
      ),
      children: [
        {
          index: true,
          lazy: page(
            () => import('./pages/admin/dashboard'),
            (m) => m.AdminDashboardPage,
          ),
        },
        ...adminPages([
          [paths.admin.routes.path, () => import('./pages/admin/routes').then((m) => m.AdminRouteListPage)],
          [paths.admin.createRoute.path, () => import('./pages/admin/routes').then((m) => m.AdminCreateRoutePage)],
          [paths.admin.reorderRoutes.path, () => import('./pages/admin/routes').then((m) => m.AdminReorderRoutesPage)],
          [paths.admin.route.path, () => import('./pages/admin/routes').then((m) => m.AdminRouteDetailPage)],
          [paths.admin.editRoute.path, () => import('./pages/admin/routes').then((m) => m.AdminEditRoutePage)],
          [paths.admin.reorderContents.path, () => import('./pages/admin/routes').then((m) => m.AdminReorderContentsPage)],
          [paths.admin.contents.path, () => import('./pages/admin/contents').then((m) => m.AdminContentsPage)],
          [paths.admin.createContent.path, () => import('./pages/admin/contents').then((m) => m.AdminCreateContentPage)],
          [paths.admin.editContent.path, () => import('./pages/admin/contents').then((m) => m.AdminEditContentPage)],
          [paths.admin.users.path, () => import('./pages/admin/users').then((m) => m.AdminUsersPage)],
          [paths.admin.user.path, () => import('./pages/admin/users').then((m) => m.AdminUserPage)],
          [paths.admin.groups.path, () => import('./pages/admin/groups').then((m) => m.AdminGroupsPage)],
          [paths.admin.diaryPrompts.path, () => import('./pages/admin/diary-prompts').then((m) => m.AdminDiaryPromptsPage)],
        ]),
      ],
    },
  ],
};

export const pages: RouteObject[] = [
  {
    // The PIN's lock (decision 044) stands before every screen.
    Component: RequireUnlocked,
    ErrorBoundary: ErrorPage,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        Component: RedirectIfAuthenticated,
        // A first visit to /welcome draws from its own entry (src/welcome.tsx); this is the welcome
        // page after a logout or a redirect, inside the app.
        children: [
          {
            path: paths.welcome.path,
            lazy: page(
              () => import('./pages/welcome'),
              (m) => m.WelcomePage,
            ),
          },
        ],
      },
      {
        path: paths.login.path,
        lazy: page(
          () => import('./pages/login'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: paths.oidcCallback.path,
        lazy: page(
          () => import('./pages/oidc-callback'),
          (m) => m.OidcCallbackPage,
        ),
      },
      {
        path: paths.register.path,
        lazy: page(
          () => import('./pages/register'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: paths.forgotPassword.path,
        lazy: page(
          () => import('./pages/forgot-password'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: paths.resetPassword.path,
        lazy: page(
          () => import('./pages/reset-password'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: paths.safetyInfo.path,
        lazy: page(
          () => import('./pages/safety-info'),
          (m) => m.SafetyInfoPage,
        ),
      },
      {
        path: paths.privacy.path,
        lazy: page(
          () => import('./pages/privacy'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: paths.stopReminders.path,
        lazy: page(
          () => import('./pages/stop-reminders'),
          (m) => m.StopRemindersPage,
        ),
      },
      {
        path: paths.joinGroup.path,
        lazy: page(
          () => import('./pages/join-group'),
          (m) => m.JoinLinkPage,
        ),
      },
      {
        path: paths.companionInvite.path,
        lazy: page(
          () => import('./pages/companions'),
          (m) => m.CompanionInvitePage,
        ),
      },
      {
        Component: RequireSession,
        children: [
          {
            // The layout and the home are in the entry, not chunks of their own: most signed-in
            // visits start at home (the installed app's start_url), and as chunks they were a
            // second wave of some fifteen requests, asked for only once the entry had run.
            Component: SignedInLayout,
            children: [
              { index: true, Component: HomePage },
              {
                path: paths.routes.path,
                lazy: page(
                  () => import('./pages/route-list'),
                  (m) => m.RouteListPage,
                ),
              },
              {
                path: paths.route.path,
                lazy: page(
                  () => import('./pages/route-detail'),
                  (m) => m.RouteDetailPage,
                ),
              },
              {
                path: paths.content.path,
                lazy: page(
                  () => import('./pages/content'),
                  (m) => m.ContentPage,
                ),
              },
              {
                path: paths.calendar.path,
                lazy: page(
                  () => import('./pages/calendar'),
                  (m) => m.CalendarPage,
                ),
              },
              {
                path: paths.records.path,
                lazy: page(
                  () => import('./pages/calendar'),
                  (m) => m.CalendarPage,
                ),
              },
              {
                path: paths.profile.path,
                lazy: page(
                  () => import('./pages/profile'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: paths.changePassword.path,
                lazy: page(
                  () => import('./pages/change-password'),
                  (m) => m.ChangePasswordPage,
                ),
              },
              {
                path: paths.safetyPlan.path,
                lazy: page(
                  () => import('./pages/safety-plan'),
                  (m) => m.SafetyPlanPage,
                ),
              },
              {
                path: paths.myGroups.path,
                lazy: page(
                  () => import('./pages/my-groups'),
                  (m) => m.MyGroupsPage,
                ),
              },
              {
                path: paths.groupReport.path,
                lazy: page(
                  () => import('./pages/my-groups'),
                  (m) => m.GroupReportPage,
                ),
              },
              {
                path: paths.joinGroupSignedIn.path,
                lazy: page(
                  () => import('./pages/join-group'),
                  (m) => m.JoinGroupPage,
                ),
              },
              {
                path: paths.share.path,
                lazy: page(
                  () => import('./pages/companions'),
                  (m) => m.SharePage,
                ),
              },
              {
                path: paths.accompany.path,
                lazy: page(
                  () => import('./pages/companions'),
                  (m) => m.AccompanyPage,
                ),
              },
              {
                path: paths.accompaniedPerson.path,
                lazy: page(
                  () => import('./pages/companions'),
                  (m) => m.AccompaniedPersonPage,
                ),
              },
              {
                path: paths.wellbeing.path,
                lazy: page(
                  () => import('./pages/wellbeing'),
                  (m) => m.WellbeingTrendPage,
                ),
              },
              {
                path: paths.wellbeingCheck.path,
                lazy: page(
                  () => import('./pages/wellbeing'),
                  (m) => m.WellbeingCheckPage,
                ),
              },
              {
                path: paths.dailyIntro.path,
                lazy: page(
                  () => import('./pages/daily-records'),
                  (m) => m.DailyIntroPage,
                ),
              },
              {
                path: paths.dailyEmotion.path,
                lazy: page(
                  () => import('./pages/daily-records'),
                  (m) => m.DailyEmotionPage,
                ),
              },
              {
                path: paths.dailyReason.path,
                lazy: page(
                  () => import('./pages/daily-records'),
                  (m) => m.DailyReasonPage,
                ),
              },
              {
                path: paths.dailyTips.path,
                lazy: page(
                  () => import('./pages/daily-records'),
                  (m) => m.DailyTipsPage,
                ),
              },
              {
                path: paths.dailyFinish.path,
                lazy: page(
                  () => import('./pages/daily-records'),
                  (m) => m.DailyFinishPage,
                ),
              },
            ],
          },
        ],
      },
      adminArea,
      {
        path: '*',
        lazy: page(
          () => import('./pages/not-found'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(pages);
}
