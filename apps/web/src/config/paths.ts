/** Every URL of the app in one place; screens link with these, never with string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/forgot-password/:token', getHref: (token: string) => `/forgot-password/${encodeURIComponent(token)}` },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  routes: { path: '/route', getHref: () => '/route' },
  route: { path: '/route/:routeId', getHref: (routeId: string) => `/route/${encodeURIComponent(routeId)}` },
  content: {
    path: '/route/:routeId/content/:contentId',
    getHref: (routeId: string, contentId: string) =>
      `/route/${encodeURIComponent(routeId)}/content/${encodeURIComponent(contentId)}`,
  },
  calendar: { path: '/calendar', getHref: () => '/calendar' },
  records: { path: '/records', getHref: () => '/records' },
  profile: { path: '/profile', getHref: () => '/profile' },
  dailyIntro: { path: '/records/daily-intro', getHref: () => '/records/daily-intro' },
  dailyEmotion: { path: '/records/daily-emotion', getHref: () => '/records/daily-emotion' },
  dailyReason: { path: '/records/daily-reason', getHref: () => '/records/daily-reason' },
  dailyTips: { path: '/records/daily-tips', getHref: () => '/records/daily-tips' },
  dailyFinish: { path: '/records/daily-finish', getHref: () => '/records/daily-finish' },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    routes: { path: '/admin/routes', getHref: () => '/admin/routes' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
  },
} as const;
