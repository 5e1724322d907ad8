import type { Content, Route } from '@sendero/shared';

/** Test data shaped like GET /routes and GET /contents answers. */
export const ids = {
  route: '11111111-1111-4111-8111-111111111111',
  progress: '22222222-2222-4222-8222-222222222222',
  interaction: '33333333-3333-4333-8333-333333333333',
  content: (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
};

export function makeRoute(overrides: Partial<Route> = {}): Route {
  return {
    id: ids.route,
    title: 'Conociendo tus emociones',
    description: 'Aprende a reconocer lo que sientes.',
    type: 'FOUNDATION',
    coverImage: { url: '/files/cover.webp' },
    order: 1,
    progress: 0,
    progressStatus: 'IN_PROGRESS',
    lastInteraction: null,
    userRouteProgressId: ids.progress,
    contentCount: 3,
    ...overrides,
  };
}

export function makeContent(overrides: Partial<Content> = {}): Content {
  return {
    id: ids.content(1),
    routeId: ids.route,
    title: '¿Qué es una emoción?',
    type: 'READING',
    content: 'Las emociones **nos informan**.',
    file: null,
    points: 5,
    duration: 60,
    order: 1,
    subtitles: null,
    quizData: null,
    completed: false,
    completedAt: null,
    contentInteractionId: null,
    lastVisitedAt: null,
    visitCount: 0,
    quizResponses: null,
    ...overrides,
  };
}

export const profile = {
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  role: 'USER',
  points: 10,
  country: 'ES',
  aiAdvice: null,
  aiAvailable: false,
  onThisDay: true,
};

export function interactionAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: ids.interaction,
    contentId: ids.content(1),
    userRouteProgressId: ids.progress,
    completed: false,
    completedAt: null,
    lastVisitedAt: new Date().toISOString(),
    visitCount: 1,
    quizResponses: null,
    ...overrides,
  };
}
