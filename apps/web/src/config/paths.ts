/** Every URL of the app in one place; screens link with these, never with string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  login: { path: '/login', getHref: () => '/login' },
  /** The way back from the institution's sign-in (the server's callback redirects here, decision 037). */
  oidcCallback: { path: '/login/oidc', getHref: () => '/login/oidc' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/forgot-password/:token', getHref: (token: string) => `/forgot-password/${encodeURIComponent(token)}` },
  changePassword: { path: '/change-password', getHref: () => '/change-password' },
  routes: { path: '/route', getHref: () => '/route' },
  route: { path: '/route/:routeId', getHref: (routeId: string) => `/route/${encodeURIComponent(routeId)}` },
  content: {
    path: '/route/:routeId/content/:contentId',
    getHref: (routeId: string, contentId: string) => `/route/${encodeURIComponent(routeId)}/content/${encodeURIComponent(contentId)}`,
  },
  calendar: { path: '/calendar', getHref: () => '/calendar' },
  records: { path: '/records', getHref: () => '/records' },
  profile: { path: '/profile', getHref: () => '/profile' },
  safetyPlan: { path: '/safety-plan', getHref: () => '/safety-plan' },
  /** The WHO-5 scores over time, and the check itself (decision 034). */
  wellbeing: { path: '/wellbeing', getHref: () => '/wellbeing' },
  wellbeingCheck: { path: '/wellbeing/check', getHref: () => '/wellbeing/check' },
  /** Public: how the crisis net works, and every country's lines. */
  safetyInfo: { path: '/seguridad', getHref: () => '/seguridad' },
  /** Public: what is kept, where diary text goes, how to export or erase. */
  privacy: { path: '/privacidad', getHref: () => '/privacidad' },
  /** Ajustes → "Compartir con alguien": a code for a companion, and the person's companions (docs/product.md#companions-wellbeing-checks-and-organisations). */
  share: { path: '/compartir', getHref: () => '/compartir' },
  /** Public: the link of a companion code; signed in, it goes on to `accompany` with the code filled in. */
  companionInvite: { path: '/acompanar', getHref: (code: string) => `/acompanar?codigo=${encodeURIComponent(code)}` },
  /** "Personas que acompaño"; `code` fills in the form. */
  accompany: { path: '/personas-que-acompano', getHref: (code?: string) => `/personas-que-acompano${code ? `?codigo=${encodeURIComponent(code)}` : ''}` },
  /** One person the caller accompanies: `section` is resumen, diario, rutas or plan. */
  accompaniedPerson: {
    path: '/personas-que-acompano/:companionshipId/:section?',
    getHref: (companionshipId: string, section?: string) =>
      `/personas-que-acompano/${encodeURIComponent(companionshipId)}${section ? `/${encodeURIComponent(section)}` : ''}`,
  },
  /** Public: the stop link of the reminder emails (the server builds the same path). */
  stopReminders: { path: '/reminders/stop/:token', getHref: (token: string) => `/reminders/stop/${encodeURIComponent(token)}` },
  /** `day` (YYYY-MM-DD): the entry is for that day instead of today (decision 029). */
  dailyIntro: { path: '/records/daily-intro', getHref: (day?: string) => `/records/daily-intro${day ? `?day=${day}` : ''}` },
  dailyEmotion: { path: '/records/daily-emotion', getHref: (day?: string) => `/records/daily-emotion${day ? `?day=${day}` : ''}` },
  /** `feeling`: a new entry with that feeling, straight to the words (home's "Añadir lo que pasó"). */
  dailyReason: { path: '/records/daily-reason', getHref: (feeling?: string) => `/records/daily-reason${feeling ? `?feeling=${feeling}` : ''}` },
  dailyTips: { path: '/records/daily-tips', getHref: () => '/records/daily-tips' },
  dailyFinish: { path: '/records/daily-finish', getHref: () => '/records/daily-finish' },
  /** Groups the person facilitates, and one group's report (decision 036). */
  myGroups: { path: '/mis-grupos', getHref: () => '/mis-grupos' },
  groupReport: { path: '/mis-grupos/:groupId', getHref: (groupId: string) => `/mis-grupos/${encodeURIComponent(groupId)}` },
  /** Public: the join link an organisation shares (`?codigo=`); signed in, it goes on to `joinGroupSignedIn`. */
  joinGroup: { path: '/unirse', getHref: (code?: string) => (code ? `/unirse?codigo=${encodeURIComponent(code)}` : '/unirse') },
  joinGroupSignedIn: { path: '/grupos/unirse', getHref: (code?: string) => (code ? `/grupos/unirse?codigo=${encodeURIComponent(code)}` : '/grupos/unirse') },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    routes: { path: '/admin/routes', getHref: () => '/admin/routes' },
    createRoute: { path: '/admin/routes/create', getHref: () => '/admin/routes/create' },
    reorderRoutes: { path: '/admin/routes/reorder', getHref: () => '/admin/routes/reorder' },
    route: { path: '/admin/routes/:routeId', getHref: (routeId: string) => `/admin/routes/${encodeURIComponent(routeId)}` },
    editRoute: { path: '/admin/routes/:routeId/edit', getHref: (routeId: string) => `/admin/routes/${encodeURIComponent(routeId)}/edit` },
    reorderContents: {
      path: '/admin/routes/:routeId/contents/reorder',
      getHref: (routeId: string) => `/admin/routes/${encodeURIComponent(routeId)}/contents/reorder`,
    },
    /** Contents by route; `?routeId=` picks the route. */
    contents: {
      path: '/admin/content',
      getHref: (routeId?: string) => (routeId ? `/admin/content?routeId=${encodeURIComponent(routeId)}` : '/admin/content'),
    },
    /** `?routeId=` preselects the route of the new content. */
    createContent: {
      path: '/admin/content/create',
      getHref: (routeId?: string) => (routeId ? `/admin/content/create?routeId=${encodeURIComponent(routeId)}` : '/admin/content/create'),
    },
    editContent: { path: '/admin/content/:contentId', getHref: (contentId: string) => `/admin/content/${encodeURIComponent(contentId)}` },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    groups: { path: '/admin/groups', getHref: () => '/admin/groups' },
    diaryPrompts: { path: '/admin/diary-prompts', getHref: () => '/admin/diary-prompts' },
    user: { path: '/admin/users/:userId', getHref: (userId: string) => `/admin/users/${encodeURIComponent(userId)}` },
  },
} as const;
