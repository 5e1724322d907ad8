import type { AdminUserDetail, UserRouteProgressItem } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { AuthService } from '../auth/auth.service.js';
import { listRouteProgress, routeSummariesForUser } from '../learning/reports.service.js';

/** Admin reports: learning's progress counts joined with auth's people, each read through its own feature. */
export function createReports(db: Db, auth: AuthService) {
  return {
    /** Every user's progress on one route, most recent visit first (spec §7 GET /user-progress). */
    async routeProgress(routeId: string): Promise<UserRouteProgressItem[]> {
      const progress = await listRouteProgress(db, routeId);
      const people = await auth.usersByIds(progress.map((row) => row.userId));
      return progress.flatMap((row) => {
        const person = people.get(row.userId);
        if (!person) return [];
        return [{ ...row, email: person.email, user: { firstName: person.firstName, lastName: person.lastName, email: person.email } }];
      });
    },

    /** One user with their progress on every route in route order (admin user detail). */
    async userDetail(userId: string): Promise<AdminUserDetail> {
      const user = await auth.getUser(userId);
      return { ...user, routes: await routeSummariesForUser(db, userId) };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
