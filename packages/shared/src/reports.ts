import { z } from './zod.js';
import { ProgressStatus, RouteType, learningMessages } from './learning.js';
import { UserListItem } from './auth.js';

// The admin's reports on learning (docs/product.md#screens Admin): who is where on a route, and one
// person on every route. Counted by the server's catalogue of routes, like the learner's own list.

// GET /user-progress?routeId: every user's progress on one route (docs/product.md#learning Route progress).

export const UserProgressQuery = z.object({ routeId: z.uuid({ error: learningMessages.routeIdInvalid }) });

export const UserRouteProgressItem = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  routeId: z.uuid(),
  status: ProgressStatus,
  /** floor(100 × completed / contents). */
  progress: z.number().int().min(0).max(100),
  lastVisitedAt: z.iso.datetime(),
  email: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type UserRouteProgressItem = z.infer<typeof UserRouteProgressItem>;

// GET /auth/users/{id}: one user and their progress on every route, for the admin user detail.

export const UserRouteSummary = z.object({
  routeId: z.uuid(),
  title: z.string(),
  type: RouteType,
  order: z.number().int(),
  contentCount: z.number().int(),
  completedContents: z.number().int(),
  progress: z.number().int().min(0).max(100),
  status: ProgressStatus,
  /** Null when the user never started the route. */
  lastVisitedAt: z.iso.datetime().nullable(),
});
export type UserRouteSummary = z.infer<typeof UserRouteSummary>;

export const AdminUserDetail = UserListItem.extend({ routes: z.array(UserRouteSummary) });
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;
